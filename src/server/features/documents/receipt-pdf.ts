import { GST_RATE } from '@domain/bookings/pricing';
import { PAYNOW_METHOD } from '@domain/payments/messages';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import { centsToAmount, toCents } from '@domain/shared/money';
import type { ReceiptData } from './booking-document';
import {
  type BookingDocumentOptions,
  chargeRows,
  type DocumentWords,
  documentWords,
  isPositive,
  renderBookingDocument,
} from './booking-document';
import type { DetailRow, TotalRow } from './layout';

export type ReceiptOptions = BookingDocumentOptions;

/**
 * The totals line of what was paid here: 'Paid by card' when the payments feature stored 'card (Visa
 * ending 1111)', 'Paid by PayNow' for PayNow, else 'Amount paid'.
 */
function paidLabel(receipt: ReceiptData, { t }: DocumentWords): string {
  const method = receipt.paymentMethod?.toLowerCase() ?? '';
  if (method.startsWith('card')) return t('pdf:receipt.paidByCard');
  if (method === PAYNOW_METHOD.toLowerCase()) return t('pdf:receipt.paidBy', { method: PAYNOW_METHOD });
  return t('pdf:receipt.amountPaid');
}

/** The totals column: the stored amounts, the discounts as negative lines, then what was paid and how. */
export function receiptTotals(receipt: ReceiptData, partnerName: string): TotalRow[] {
  const words = documentWords(receipt);
  const paidHere = centsToAmount(Math.max(0, toCents(receipt.totalAmount) - toCents(receipt.partnerPaid)));
  const rows = chargeRows(receipt);
  if (isPositive(receipt.partnerPaid)) {
    rows.push({
      label: words.t('pdf:document.paidAt', { partner: partnerName }),
      amount: words.money(receipt.partnerPaid),
      emphasis: 'accent',
    });
  }
  if (isPositive(paidHere) || !isPositive(receipt.partnerPaid)) {
    rows.push({
      label: paidLabel(receipt, words),
      amount: words.money(paidHere),
      emphasis: 'accent',
    });
  }
  return rows;
}

function receiptDetails(receipt: ReceiptData): DetailRow[] {
  const { t, language, message } = documentWords(receipt);
  const paidAt = receipt.paidAt ?? receipt.createdAt;
  const details: DetailRow[] = [
    { label: t('pdf:document.referenceNumber'), value: receipt.referenceNumber },
    { label: t('pdf:receipt.datePaid'), value: formatSingaporeDateTime(paidAt, 'long', language) },
  ];
  if (receipt.transactionId) details.push({ label: t('pdf:receipt.transactionId'), value: receipt.transactionId });
  if (receipt.paymentMethod) {
    // The method as stored ('card (Visa ending 1111)', 'PayNow', 'Paid via WhiteCoat'), said in the language.
    details.push({ label: t('pdf:receipt.paymentMethod'), value: message(receipt.paymentMethod) });
  }
  return details;
}

/**
 * The receipt of a paid booking: one A4 page in the booking's language. Pure: data in, PDF out, no
 * database or clock.
 */
export function renderReceiptPdf(receipt: ReceiptData, options: ReceiptOptions): Promise<Buffer> {
  const { t } = documentWords(receipt);
  return renderBookingDocument(receipt, options.company, {
    title: t('pdf:receipt.title'),
    badge: t('pdf:receipt.badge'),
    creationDate: receipt.paidAt ?? receipt.createdAt,
    detailsHeading: t('pdf:receipt.detailsHeading'),
    details: receiptDetails(receipt),
    totals: receiptTotals(receipt, options.partnerName),
    footerLines: [t('pdf:document.amountsNote', { rate: GST_RATE }), t('pdf:receipt.thanks')],
  });
}
