import { GST_RATE } from '@domain/bookings/pricing';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import { centsToAmount, toCents } from '@domain/shared/money';
import type { ReceiptData } from './booking-document';
import {
  type BookingDocumentOptions,
  chargeRows,
  documentWords,
  isPositive,
  renderBookingDocument,
} from './booking-document';
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
  const { t, money, minus } = documentWords(receipt);
  // What was paid here already: the total less the partner's part and the balance still due.
  const paidHere = centsToAmount(
    Math.max(0, toCents(receipt.totalAmount) - toCents(receipt.partnerPaid) - toCents(receipt.amountDue)),
  );
  const rows = chargeRows(receipt);
  if (isPositive(receipt.partnerPaid)) {
    rows.push({ label: t('pdf:document.paidAt', { partner: partnerName }), amount: minus(receipt.partnerPaid) });
  }
  if (isPositive(paidHere)) rows.push({ label: t('pdf:invoice.paid'), amount: minus(paidHere) });
  rows.push({ label: t('pdf:invoice.balanceDue'), amount: money(receipt.amountDue), emphasis: 'accent' });
  return rows;
}

function invoiceDetails(receipt: ReceiptData, options: InvoiceOptions): DetailRow[] {
  const { t, language } = documentWords(receipt);
  const details: DetailRow[] = [
    { label: t('pdf:invoice.invoiceNumber'), value: `INV-${receipt.referenceNumber}` },
    { label: t('pdf:document.referenceNumber'), value: receipt.referenceNumber },
    { label: t('pdf:invoice.dateIssued'), value: formatSingaporeDateTime(receipt.createdAt, 'long', language) },
  ];
  const payment = t('pdf:invoice.payment');
  if (!isPositive(receipt.amountDue)) details.push({ label: payment, value: t('pdf:invoice.paidInFull') });
  else if (paysOnTheDay(receipt)) details.push({ label: payment, value: t('pdf:invoice.onTheDay') });
  else if (options.dueAt) {
    details.push({ label: t('pdf:invoice.payBy'), value: formatSingaporeDateTime(options.dueAt, 'long', language) });
  }
  return details;
}

/**
 * The invoice of a booking: one A4 page, the same blocks as the receipt (company header, billed to,
 * visit, a line per person, totals) with the balance due and where to pay it, in the booking's
 * language. Pure: data in, PDF out.
 */
export function renderInvoicePdf(receipt: ReceiptData, options: InvoiceOptions): Promise<Buffer> {
  const { t } = documentWords(receipt);
  const due = isPositive(receipt.amountDue);
  return renderBookingDocument(receipt, options.company, {
    title: t('pdf:invoice.title'),
    badge: due ? t('pdf:invoice.badgeDue') : t('pdf:invoice.badgePaid'),
    creationDate: receipt.createdAt,
    detailsHeading: t('pdf:invoice.detailsHeading'),
    details: invoiceDetails(receipt, options),
    totals: invoiceTotals(receipt, options.partnerName),
    footerLines: [
      due && !paysOnTheDay(receipt)
        ? t('pdf:invoice.payOnline', { url: options.payUrl })
        : due
          ? t('pdf:invoice.payToNurse')
          : t('pdf:invoice.nothingLeft'),
      t('pdf:document.amountsNote', { rate: GST_RATE }),
    ],
  });
}
