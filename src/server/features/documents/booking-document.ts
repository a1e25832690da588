import { GST_RATE } from '@domain/bookings/pricing';
import { type VisitAddress, visitAddressText } from '@domain/bookings/visit-address';
import type { Company } from '@domain/shared/company';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import type { Language } from '@domain/shared/language';
import { centsToAmount, formatCurrency, toCents } from '@domain/shared/money';
import { messageIn, translator } from '../../i18n';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  type DetailRow,
  type Doc,
  drawCompanyHeader,
  drawDetailRows,
  drawFooter,
  drawHeading,
  drawTable,
  drawTextLines,
  drawTotals,
  HEADING_HEIGHT,
  measureDetailRows,
  measureTotals,
  PAGE,
  renderPdf,
  TABLE_HEADER_HEIGHT,
  TABLE_ROW_HEIGHT,
  type TotalRow,
  widestText,
} from './layout';

/** One person of the booking as the receipt lists them: the main person first, then the household. */
export interface ReceiptPerson {
  firstName: string;
  lastName: string;
  packageName: string;
  /** The unit price stored at booking (member price where it applied), before any discount. */
  unitPrice: string;
}

/**
 * What a receipt or an invoice of a booking shows, read from the amounts stored at booking and at
 * payment (never priced again). Personal data is limited to what a receipt needs (rule 4): names,
 * email and the NRIC masked, the visit's address where the reader holds the booking; no date of birth,
 * mobile or medical conditions.
 */
export interface ReceiptData {
  id: string;
  referenceNumber: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Masked: '*****567D'. */
  identificationNumber: string;
  isMember: boolean;
  eventName: string;
  /** Visit date 'yyyy-MM-dd' and time 'HH:mm' (Singapore). */
  visitDate: string;
  visitTime: string;
  location: string | null;
  /** The home visit's address. An address with no street is a booking the clinic still has to ask. */
  visitAddress: VisitAddress;
  persons: ReceiptPerson[];
  subtotal: string;
  volumeDiscount: string;
  discountAmount: string;
  cardDiscountAmount: string;
  gst: string;
  totalAmount: string;
  /** Prepaid at the partner service. */
  partnerPaid: string;
  /** What is left to pay ('0.00' once paid). */
  amountDue: string;
  transactionId: string | null;
  paymentMethod: string | null;
  /** When the booking became paid; null while it is not. */
  paidAt: Date | null;
  createdAt: Date;
  /** The booking's language (DESIGN §8.10): the document's texts, dates and amounts are in it. */
  language: Language;
}

/** Space between the table of lines and the totals. */
const LINES_GAP = 14;

/** What the receipt and the invoice of a booking are drawn with. */
export interface BookingDocumentOptions {
  company: Company;
  /** Display name of the partner telemedicine service (PARTNER_NAME). */
  partnerName: string;
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
export const isPositive = (amount: string) => toCents(amount) > 0;

/** What a document says in its booking's language: texts (`pdf` catalogue), amounts, shared messages. */
export interface DocumentWords {
  language: Language;
  t: ReturnType<typeof translator>;
  money: (amount: string | number) => string;
  /** An amount taken off: '-$12.00'. */
  minus: (amount: string) => string;
  /** A shared rule's English message (or a stored label such as 'card (Visa ending 1111)') in the language. */
  message: (text: string) => string;
}

export function documentWords(receipt: Pick<ReceiptData, 'language'>): DocumentWords {
  const { language } = receipt;
  const money = (amount: string | number) => formatCurrency(amount, language);
  return {
    language,
    t: translator(language),
    money,
    minus: (amount) => money(-Math.abs(toCents(amount)) / 100),
    message: (text) => messageIn(language, text),
  };
}

/**
 * The totals rows both documents open with: the subtotal, the stored discounts as negative lines,
 * the amount before GST, GST and the total. What was paid and what is due follow per document.
 */
export function chargeRows(receipt: ReceiptData): TotalRow[] {
  const { t, money, minus } = documentWords(receipt);
  const persons = receipt.persons.length;
  // The rate the stored discount was given at (the booking's, even if the rate table changes later).
  const bundlePercent = Math.round((toCents(receipt.volumeDiscount) * 100) / Math.max(1, toCents(receipt.subtotal)));
  // The amount GST was charged on: what the stored total leaves after the stored GST.
  const beforeGst = centsToAmount(toCents(receipt.totalAmount) - toCents(receipt.gst));

  const rows: TotalRow[] = [{ label: t('pdf:document.subtotal', { count: persons }), amount: money(receipt.subtotal) }];
  if (isPositive(receipt.volumeDiscount)) {
    rows.push({
      label: t('pdf:document.familyBundle', { percent: bundlePercent }),
      amount: minus(receipt.volumeDiscount),
    });
  }
  if (isPositive(receipt.discountAmount)) {
    rows.push({ label: t('pdf:document.discountCode'), amount: minus(receipt.discountAmount) });
  }
  if (isPositive(receipt.cardDiscountAmount)) {
    rows.push({ label: t('pdf:document.cardDiscount'), amount: minus(receipt.cardDiscountAmount) });
  }
  rows.push({ label: t('pdf:document.beforeGst'), amount: money(beforeGst) });
  rows.push({ label: t('pdf:document.gst', { rate: GST_RATE }), amount: money(receipt.gst) });
  rows.push({ label: t('pdf:document.total'), amount: money(receipt.totalAmount), emphasis: 'strong' });
  return rows;
}

/** The labels' column: 86 points, or as wide as its longest label (a translation) up to `max`. */
const DETAIL_LABEL_WIDTH = 86;
function labelWidthFor(doc: Doc, rows: DetailRow[], max: number): number {
  const widest = widestText(
    doc,
    rows.map((row) => row.label),
    { size: 9 },
  );
  return Math.min(max, Math.max(DETAIL_LABEL_WIDTH, Math.ceil(widest) + 10));
}

/** Billed to on the left, the document's own details (under its heading) on the right. */
function drawParties(
  doc: Doc,
  receipt: ReceiptData,
  top: number,
  heading: string,
  details: DetailRow[],
  words: DocumentWords,
): number {
  const gap = 24;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const leftX = PAGE.margin;
  const rightX = PAGE.margin + columnWidth + gap;

  let left = top + drawHeading(doc, words.t('pdf:document.billedTo'), leftX, top, columnWidth);
  left += drawTextLines(
    doc,
    [fullName(receipt), receipt.email, words.t('pdf:document.idNumber', { id: receipt.identificationNumber })].filter(
      (line) => line.trim() !== '',
    ),
    { x: leftX, y: left, width: columnWidth, boldFirst: true },
  );

  let right = top + drawHeading(doc, heading, rightX, top, columnWidth);
  const labelWidth = labelWidthFor(doc, details, columnWidth * 0.5);
  right += drawDetailRows(doc, details, { x: rightX, y: right, width: columnWidth, labelWidth });

  return Math.max(left, right) - top;
}

/** The visit box (screening, date and time, the home visit's address). */
function drawVisit(doc: Doc, receipt: ReceiptData, top: number, words: DocumentWords): number {
  const { t, language } = words;
  const padding = 12;
  const innerWidth = CONTENT_WIDTH - padding * 2;
  const when = t('pdf:document.when', {
    date: formatDateLabel(receipt.visitDate, language),
    time: formatTimeLabel(receipt.visitTime, language),
  });
  const rows: DetailRow[] = [
    { label: t('pdf:document.screening'), value: receipt.eventName },
    { label: t('pdf:document.dateAndTime'), value: when },
  ];
  rows.push({
    label: t('pdf:document.visitAddress'),
    value: words.message(visitAddressText(receipt.visitAddress)),
  });

  // The box is sized from the rows' heights first, then the text is drawn on it.
  const detail = { width: innerWidth, labelWidth: labelWidthFor(doc, rows, innerWidth * 0.3) };
  const height = padding * 2 + HEADING_HEIGHT + measureDetailRows(doc, rows, detail) - 4;
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, height, 6).fill(COLOR.brand50);
  const x = PAGE.margin + padding;
  const y = top + padding + drawHeading(doc, t('pdf:document.visit'), x, top + padding, innerWidth);
  drawDetailRows(doc, rows, { x, y, ...detail });
  return height;
}

/** One line per person with the package and the unit price stored at booking. */
function drawLines(doc: Doc, receipt: ReceiptData, top: number, rowHeight: number, words: DocumentWords): number {
  const { t } = words;
  return drawTable(doc, {
    y: top,
    rowHeight,
    // A translated cell ('Comprehensive (member price)' in Tamil) is set smaller rather than cut; English
    // keeps its one size.
    minCellSize: words.language === 'en' ? undefined : 7.5,
    columns: [
      { header: t('pdf:document.columns.number'), share: 0.06 },
      { header: t('pdf:document.columns.person'), share: 0.42 },
      { header: t('pdf:document.columns.package'), share: 0.32 },
      { header: t('pdf:document.columns.unitPrice'), share: 0.2, align: 'right' },
    ],
    rows: receipt.persons.map((person, index) => [
      String(index + 1),
      fullName(person),
      receipt.isMember ? t('pdf:document.memberPrice', { package: person.packageName }) : person.packageName,
      words.money(person.unitPrice),
    ]),
  });
}

/** What sets one booking document apart from the other. */
export interface BookingDocument {
  /** 'Receipt' or 'Invoice' (in the document's language): the page's title and the start of the PDF's title and subject. */
  title: string;
  badge: string;
  creationDate: Date;
  detailsHeading: string;
  details: DetailRow[];
  totals: TotalRow[];
  footerLines: string[];
}

/**
 * A booking document on one A4 page: company header, billed to and the document's details, the visit,
 * a line per person, the totals and the footer. Pure: data in, PDF out, no database or clock.
 */
export function renderBookingDocument(
  receipt: ReceiptData,
  company: Company,
  document: BookingDocument,
): Promise<Buffer> {
  const words = documentWords(receipt);
  const { t } = words;
  // The brand as the header names it in each language; in English the company's own name.
  const brand = receipt.language === 'en' ? company.brand : t('pdf:document.brand');
  const reference = receipt.referenceNumber;
  return renderPdf(
    {
      Title: t('pdf:document.title', { title: document.title, reference }),
      Author: company.legalName,
      Subject: t('pdf:document.subject', { title: document.title, reference, brand }),
      CreationDate: document.creationDate,
    },
    (doc) => {
      const registration = t('pdf:document.registration', {
        uen: company.uen,
        gstNumber: company.gstRegistrationNumber,
      });
      let y =
        drawCompanyHeader(doc, { company, title: document.title, badge: document.badge, brand, registration }) + 18;
      y += drawParties(doc, receipt, y, document.detailsHeading, document.details, words) + 16;
      y += drawVisit(doc, receipt, y, words) + 20;
      const totals = document.totals;
      // One page, always: a long household's rows give up some height when the page would run out.
      const room = CONTENT_BOTTOM - y - TABLE_HEADER_HEIGHT - LINES_GAP - measureTotals(totals);
      const rowHeight = Math.max(
        TABLE_ROW_HEIGHT.compact,
        Math.min(TABLE_ROW_HEIGHT.normal, room / receipt.persons.length),
      );
      y += drawLines(doc, receipt, y, rowHeight, words) + LINES_GAP;
      drawTotals(doc, { y, rows: totals });
      drawFooter(doc, { company, lines: document.footerLines });
    },
  );
}
