import { GST_RATE } from '@domain/bookings/pricing';
import { PAYNOW_METHOD } from '@domain/payments/messages';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import { centsToAmount, formatCurrency, toCents } from '@domain/shared/money';
import type { ReceiptData } from './booking-document';
import { type BookingDocumentOptions, chargeRows, isPositive, renderBookingDocument } from './booking-document';
import type { DetailRow, TotalRow } from './layout';

export type ReceiptOptions = BookingDocumentOptions;

/**
 * The totals line of what was paid here: 'Paid by card' when the payments feature stored 'card (Visa
 * ending 1111)', 'Paid by PayNow' for PayNow, else 'Amount paid'.
 */
function paidLabel(receipt: ReceiptData): string {
  const method = receipt.paymentMethod?.toLowerCase() ?? '';
  if (method.startsWith('card')) return 'Paid by card';
  if (method === PAYNOW_METHOD.toLowerCase()) return `Paid by ${PAYNOW_METHOD}`;
  return 'Amount paid';
}

/** The totals column: the stored amounts, the discounts as negative lines, then what was paid and how. */
export function receiptTotals(receipt: ReceiptData, partnerName: string): TotalRow[] {
  const paidHere = centsToAmount(Math.max(0, toCents(receipt.totalAmount) - toCents(receipt.partnerPaid)));
  const rows = chargeRows(receipt);
  if (isPositive(receipt.partnerPaid)) {
    rows.push({ label: `Paid at ${partnerName}`, amount: formatCurrency(receipt.partnerPaid), emphasis: 'accent' });
  }
  if (isPositive(paidHere) || !isPositive(receipt.partnerPaid)) {
    rows.push({
      label: paidLabel(receipt),
      amount: formatCurrency(paidHere),
      emphasis: 'accent',
    });
  }
  return rows;
}

function receiptDetails(receipt: ReceiptData): DetailRow[] {
  const paidAt = receipt.paidAt ?? receipt.createdAt;
  const details: DetailRow[] = [
    { label: 'Reference no.', value: receipt.referenceNumber },
    { label: 'Date paid', value: formatSingaporeDateTime(paidAt) },
  ];
  if (receipt.transactionId) details.push({ label: 'Transaction ID', value: receipt.transactionId });
  if (receipt.paymentMethod) details.push({ label: 'Payment method', value: receipt.paymentMethod });
  return details;
}

/** The receipt of a paid booking: one A4 page. Pure: data in, PDF out, no database or clock. */
export function renderReceiptPdf(receipt: ReceiptData, options: ReceiptOptions): Promise<Buffer> {
  return renderBookingDocument(receipt, options.company, {
    title: 'Receipt',
    badge: 'PAID',
    creationDate: receipt.paidAt ?? receipt.createdAt,
    detailsHeading: 'Receipt details',
    details: receiptDetails(receipt),
    totals: receiptTotals(receipt, options.partnerName),
    footerLines: [
      `All amounts are in Singapore dollars (SGD). GST is charged at ${GST_RATE}%.`,
      'This receipt was issued electronically and is valid without a signature. Thank you for screening with us.',
    ],
  });
}
