import { centsToAmount, formatCurrency, toCents } from '../../../domain/money';
import { GST_RATE } from '../../../domain/pricing';
import type { ReceiptData } from '../registrations';
import {
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  type DetailRow,
  type Doc,
  drawCompanyHeader,
  drawDetailRows,
  drawFooter,
  drawHeading,
  drawTextLines,
  drawTotals,
  measureTotals,
  PAGE,
  renderPdf,
  TABLE_HEADER_HEIGHT,
  TABLE_ROW_HEIGHT,
  type TotalRow,
} from './layout';
import { drawLines, drawVisit, fullName, type ReceiptOptions, singaporeDateTimeLabel } from './receipt-pdf';

/** Space between the table of lines and the totals. */
const LINES_GAP = 14;

export interface InvoiceOptions extends ReceiptOptions {
  /** The booking's page, where the balance is paid online. */
  payUrl: string;
  /** When an unpaid booking is released (its payment deadline); null when there is none. */
  dueAt: Date | null;
}

const minus = (amount: string) => formatCurrency(-Math.abs(toCents(amount)) / 100);
const isPositive = (amount: string) => toCents(amount) > 0;

/** Paid on the day of the visit (the older flow's `confirmed`): no online payment deadline. */
const paysOnTheDay = (receipt: ReceiptData) => receipt.status === 'confirmed';

/**
 * The totals column of an invoice: the stored amounts with the discounts as negative lines, GST, the
 * total, what the partner service prepaid and what was paid here, and the balance due.
 */
export function invoiceTotals(receipt: ReceiptData, partnerName: string): TotalRow[] {
  const persons = receipt.persons.length;
  const bundlePercent = Math.round((toCents(receipt.volumeDiscount) * 100) / Math.max(1, toCents(receipt.subtotal)));
  const beforeGst = centsToAmount(toCents(receipt.totalAmount) - toCents(receipt.gst));
  // What was paid here already: the total less the partner's part and the balance still due.
  const paidHere = centsToAmount(
    Math.max(0, toCents(receipt.totalAmount) - toCents(receipt.partnerPaid) - toCents(receipt.amountDue)),
  );

  const rows: TotalRow[] = [
    {
      label: `Subtotal (${persons} ${persons === 1 ? 'person' : 'persons'})`,
      amount: formatCurrency(receipt.subtotal),
    },
  ];
  if (isPositive(receipt.volumeDiscount)) {
    rows.push({ label: `Family bundle discount (${bundlePercent}%)`, amount: minus(receipt.volumeDiscount) });
  }
  if (isPositive(receipt.discountAmount)) rows.push({ label: 'Discount code', amount: minus(receipt.discountAmount) });
  if (isPositive(receipt.cardDiscountAmount)) {
    rows.push({ label: 'Card discount', amount: minus(receipt.cardDiscountAmount) });
  }
  rows.push({ label: 'Amount before GST', amount: formatCurrency(beforeGst) });
  rows.push({ label: `GST ${GST_RATE}%`, amount: formatCurrency(receipt.gst) });
  rows.push({ label: 'Total', amount: formatCurrency(receipt.totalAmount), emphasis: 'strong' });
  if (isPositive(receipt.partnerPaid)) {
    rows.push({ label: `Paid at ${partnerName}`, amount: minus(receipt.partnerPaid) });
  }
  if (isPositive(paidHere)) rows.push({ label: 'Paid', amount: minus(paidHere) });
  rows.push({ label: 'Balance due', amount: formatCurrency(receipt.amountDue), emphasis: 'accent' });
  return rows;
}

function drawParties(doc: Doc, receipt: ReceiptData, options: InvoiceOptions, top: number): number {
  const gap = 24;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const leftX = PAGE.margin;
  const rightX = PAGE.margin + columnWidth + gap;

  let left = top + drawHeading(doc, 'Billed to', leftX, top, columnWidth);
  left += drawTextLines(
    doc,
    [fullName(receipt), receipt.email, `ID no. ${receipt.identificationNumber}`].filter((line) => line.trim() !== ''),
    { x: leftX, y: left, width: columnWidth, boldFirst: true },
  );

  const details: DetailRow[] = [
    { label: 'Invoice no.', value: `INV-${receipt.referenceNumber}` },
    { label: 'Reference no.', value: receipt.referenceNumber },
    { label: 'Date issued', value: singaporeDateTimeLabel(receipt.createdAt) },
  ];
  if (!isPositive(receipt.amountDue)) details.push({ label: 'Payment', value: 'Paid in full' });
  else if (paysOnTheDay(receipt)) details.push({ label: 'Payment', value: 'On the day of the visit' });
  else if (options.dueAt) details.push({ label: 'Pay by', value: singaporeDateTimeLabel(options.dueAt) });
  let right = top + drawHeading(doc, 'Invoice details', rightX, top, columnWidth);
  right += drawDetailRows(doc, details, { x: rightX, y: right, width: columnWidth, labelWidth: 86 });

  return Math.max(left, right) - top;
}

/**
 * The invoice of a booking: one A4 page, the same blocks as the receipt (company header, billed to,
 * visit, a line per person, totals) with the balance due and where to pay it. Pure: data in, PDF out.
 */
export function renderInvoicePdf(receipt: ReceiptData, options: InvoiceOptions): Promise<Buffer> {
  const { company } = options;
  const due = isPositive(receipt.amountDue);
  return renderPdf(
    {
      Title: `Invoice ${receipt.referenceNumber}`,
      Author: company.legalName,
      Subject: `Invoice for booking ${receipt.referenceNumber}, ${company.brand}`,
      CreationDate: receipt.createdAt,
    },
    (doc) => {
      let y = drawCompanyHeader(doc, { company, title: 'Invoice', badge: due ? 'PAYMENT DUE' : 'PAID' }) + 18;
      y += drawParties(doc, receipt, options, y) + 16;
      y += drawVisit(doc, receipt, y) + 20;
      const totals = invoiceTotals(receipt, options.partnerName);
      // One page, always: a long household's rows give up some height when the page would run out.
      const room = CONTENT_BOTTOM - y - TABLE_HEADER_HEIGHT - LINES_GAP - measureTotals(totals);
      const rowHeight = Math.max(
        TABLE_ROW_HEIGHT.compact,
        Math.min(TABLE_ROW_HEIGHT.normal, room / receipt.persons.length),
      );
      y += drawLines(doc, receipt, y, rowHeight) + LINES_GAP;
      drawTotals(doc, { y, rows: totals });
      drawFooter(doc, {
        company,
        lines: [
          due && !paysOnTheDay(receipt)
            ? `Pay online: ${options.payUrl}`
            : due
              ? 'The balance is paid to the nurse on the day of the visit.'
              : 'Nothing is left to pay. Thank you.',
          `All amounts are in Singapore dollars (SGD). GST is charged at ${GST_RATE}%.`,
        ],
      });
    },
  );
}
