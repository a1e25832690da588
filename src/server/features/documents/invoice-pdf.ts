import { GST_RATE } from '@domain/bookings/pricing';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import { centsToAmount, formatCurrency, toCents } from '@domain/shared/money';
import type { ReceiptData } from './booking-document';
import { type BookingDocumentOptions, chargeRows, isPositive, minus, renderBookingDocument } from './booking-document';
import type { DetailRow, TotalRow } from './layout';

export interface InvoiceOptions extends BookingDocumentOptions {
  /** The booking's page, where the balance is paid online. */
  payUrl: string;
  /** When an unpaid booking is released (its payment deadline); null when there is none. */
  dueAt: Date | null;
}

/** Paid on the day of the visit (the older flow's `confirmed`): no online payment deadline. */
const paysOnTheDay = (receipt: ReceiptData) => receipt.status === 'confirmed';

/**
 * The totals column of an invoice: the stored amounts with the discounts as negative lines, GST, the
 * total, what the partner service prepaid and what was paid here, and the balance due.
 */
export function invoiceTotals(receipt: ReceiptData, partnerName: string): TotalRow[] {
  // What was paid here already: the total less the partner's part and the balance still due.
  const paidHere = centsToAmount(
    Math.max(0, toCents(receipt.totalAmount) - toCents(receipt.partnerPaid) - toCents(receipt.amountDue)),
  );
  const rows = chargeRows(receipt);
  if (isPositive(receipt.partnerPaid)) {
    rows.push({ label: `Paid at ${partnerName}`, amount: minus(receipt.partnerPaid) });
  }
  if (isPositive(paidHere)) rows.push({ label: 'Paid', amount: minus(paidHere) });
  rows.push({ label: 'Balance due', amount: formatCurrency(receipt.amountDue), emphasis: 'accent' });
  return rows;
}

function invoiceDetails(receipt: ReceiptData, options: InvoiceOptions): DetailRow[] {
  const details: DetailRow[] = [
    { label: 'Invoice no.', value: `INV-${receipt.referenceNumber}` },
    { label: 'Reference no.', value: receipt.referenceNumber },
    { label: 'Date issued', value: formatSingaporeDateTime(receipt.createdAt) },
  ];
  if (!isPositive(receipt.amountDue)) details.push({ label: 'Payment', value: 'Paid in full' });
  else if (paysOnTheDay(receipt)) details.push({ label: 'Payment', value: 'On the day of the visit' });
  else if (options.dueAt) details.push({ label: 'Pay by', value: formatSingaporeDateTime(options.dueAt) });
  return details;
}

/**
 * The invoice of a booking: one A4 page, the same blocks as the receipt (company header, billed to,
 * visit, a line per person, totals) with the balance due and where to pay it. Pure: data in, PDF out.
 */
export function renderInvoicePdf(receipt: ReceiptData, options: InvoiceOptions): Promise<Buffer> {
  const due = isPositive(receipt.amountDue);
  return renderBookingDocument(receipt, options.company, {
    title: 'Invoice',
    badge: due ? 'PAYMENT DUE' : 'PAID',
    creationDate: receipt.createdAt,
    detailsHeading: 'Invoice details',
    details: invoiceDetails(receipt, options),
    totals: invoiceTotals(receipt, options.partnerName),
    footerLines: [
      due && !paysOnTheDay(receipt)
        ? `Pay online: ${options.payUrl}`
        : due
          ? 'The balance is paid to the nurse on the day of the visit.'
          : 'Nothing is left to pay. Thank you.',
      `All amounts are in Singapore dollars (SGD). GST is charged at ${GST_RATE}%.`,
    ],
  });
}
