import { formatSingaporeDateTime } from '../../../domain/dates';
import { centsToAmount, formatCurrency, toCents } from '../../../domain/money';
import { GST_RATE } from '../../../domain/pricing';
import type { ReceiptData } from './booking-document';
import { type BookingDocumentOptions, chargeRows, isPositive, renderBookingDocument } from './booking-document';
import type { DetailRow, TotalRow } from './layout';

export type ReceiptOptions = BookingDocumentOptions;

/** True when the booking was paid with a card: the payments feature stores 'card (Visa ending 1111)'. */
const paidByCard = (receipt: ReceiptData) => receipt.paymentMethod?.toLowerCase().startsWith('card') ?? false;

/** The totals column: the stored amounts, the discounts as negative lines, then what was paid and how. */
export function receiptTotals(receipt: ReceiptData, partnerName: string): TotalRow[] {
  const paidHere = centsToAmount(Math.max(0, toCents(receipt.totalAmount) - toCents(receipt.partnerPaid)));
  const rows = chargeRows(receipt);
  if (isPositive(receipt.partnerPaid)) {
    rows.push({ label: `Paid at ${partnerName}`, amount: formatCurrency(receipt.partnerPaid), emphasis: 'accent' });
  }
  if (isPositive(paidHere) || !isPositive(receipt.partnerPaid)) {
    rows.push({
      label: paidByCard(receipt) ? 'Paid by card' : 'Amount paid',
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
