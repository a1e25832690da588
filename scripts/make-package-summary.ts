// Writes public/package-summary.pdf, the "See all package details" document on the event list.
// It is generated from the same catalogue and pricing rules the site uses, so the PDF can never
// quote a price or a family bundle rate that the booking wizard does not charge.
// Run: npx tsx scripts/make-package-summary.ts (and commit the PDF).
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { GST_RATE, householdMultiplierPercent } from '@domain/bookings/pricing';
import {
  type CataloguePackage,
  INCLUDED_WITH_EVERY_PACKAGE,
  PACKAGE_CATALOGUE,
} from '@domain/events/package-catalogue';
import { formatCurrency } from '@domain/shared/money';
import PDFDocument from 'pdfkit';

const OUTPUT = path.resolve(import.meta.dirname, '../public/package-summary.pdf');
const COMPANY = 'Home Health Screening Holdings Pte. Ltd.';

// The site's Tailwind palette (src/web/index.css), so print and screen look like one brand.
const COLOR = {
  brand900: '#134e4a',
  brand800: '#115e59',
  brand700: '#0f766e',
  brand600: '#0d9488',
  brand500: '#14b8a6',
  brand200: '#99f6e4',
  brand100: '#ccfbf1',
  brand50: '#f0fdfa',
  slate900: '#0f172a',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate200: '#e2e8f0',
  white: '#ffffff',
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const CARD = { gap: 14, padding: 16, width: (CONTENT_WIDTH - 14) / 2 } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

type Doc = PDFKit.PDFDocument;

function drawHeader(doc: Doc): number {
  const height = 152;
  const gradient = doc.linearGradient(0, 0, PAGE.width, height);
  gradient.stop(0, COLOR.brand900).stop(1, COLOR.brand700);
  doc.rect(0, 0, PAGE.width, height).fill(gradient);
  doc
    .circle(PAGE.width - 40, -10, 110)
    .fillOpacity(0.06)
    .fill(COLOR.white)
    .fillOpacity(1);

  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.brand200);
  doc.text('HEALTH SCREENING IN SINGAPORE', PAGE.margin, 32, { characterSpacing: 1.2 });
  doc.font(FONT.bold).fontSize(26).fillColor(COLOR.white);
  doc.text('Home Based Health Screening', PAGE.margin, 48);
  doc.font(FONT.regular).fontSize(11).fillColor(COLOR.brand100);
  doc.text(
    'Package summary: fully-fledged health screening from the comfort of your home, including a follow-up GP teleconsult to go through your results.',
    PAGE.margin,
    82,
    { width: CONTENT_WIDTH - 40, lineGap: 2 },
  );

  // What every package includes, on one line under the description.
  let x = PAGE.margin;
  for (const item of INCLUDED_WITH_EVERY_PACKAGE) {
    drawTick(doc, x, 124, true);
    doc.font(FONT.bold).fontSize(9.5).fillColor(COLOR.white);
    doc.text(item, x + 15, 125, { lineBreak: false });
    x += 15 + doc.widthOfString(item) + 24;
  }
  return height;
}

/** A filled circle with a tick, since the standard PDF fonts have no check mark glyph. */
function drawTick(doc: Doc, x: number, y: number, onDark = false) {
  doc.circle(x + 5, y + 5, 5).fill(onDark ? COLOR.brand500 : COLOR.brand100);
  doc
    .moveTo(x + 2.6, y + 5.2)
    .lineTo(x + 4.4, y + 7)
    .lineTo(x + 7.6, y + 3.4)
    .lineWidth(1.3)
    .lineCap('round')
    .lineJoin('round')
    .stroke(onDark ? COLOR.white : COLOR.brand700);
}

const innerWidth = CARD.width - CARD.padding * 2;

function descriptionHeight(doc: Doc, pkg: CataloguePackage): number {
  doc.font(FONT.regular).fontSize(9.5);
  return doc.heightOfString(pkg.description, { width: innerWidth, lineGap: 2 });
}

function highlightsHeight(doc: Doc, pkg: CataloguePackage): number {
  doc.font(FONT.regular).fontSize(9.5);
  return pkg.highlights.reduce((sum, item) => sum + doc.heightOfString(item, { width: innerWidth - 16 }) + 5, 0);
}

/** Everything above the description: accent, name, price, member price and a rule. */
const CARD_HEAD_HEIGHT = 94;

function cardHeight(doc: Doc, pkg: CataloguePackage): number {
  return CARD_HEAD_HEIGHT + descriptionHeight(doc, pkg) + 10 + highlightsHeight(doc, pkg) + CARD.padding - 8;
}

function drawPackageCard(doc: Doc, pkg: CataloguePackage, x: number, y: number, height: number) {
  const accent = pkg.isMostPopular ? COLOR.brand700 : COLOR.brand600;
  doc.save();
  doc.roundedRect(x, y, CARD.width, height, 10).clip();
  doc.rect(x, y, CARD.width, height).fill(COLOR.white);
  doc.rect(x, y, CARD.width, 5).fill(accent);
  doc.restore();
  doc
    .roundedRect(x, y, CARD.width, height, 10)
    .lineWidth(pkg.isMostPopular ? 1.6 : 0.8)
    .stroke(pkg.isMostPopular ? COLOR.brand700 : COLOR.slate200);

  const left = x + CARD.padding;
  doc.font(FONT.bold).fontSize(15).fillColor(COLOR.slate900);
  doc.text(pkg.name, left, y + 18);
  if (pkg.isMostPopular) {
    const label = 'MOST POPULAR';
    doc.font(FONT.bold).fontSize(7.5);
    const pillWidth = doc.widthOfString(label, { characterSpacing: 0.6 }) + 14;
    const pillX = x + CARD.width - CARD.padding - pillWidth;
    doc.roundedRect(pillX, y + 17, pillWidth, 15, 7.5).fill(COLOR.brand700);
    doc.fillColor(COLOR.white).text(label, pillX + 7, y + 22, { characterSpacing: 0.6, lineBreak: false });
  }

  const price = formatCurrency(pkg.price);
  doc.font(FONT.bold).fontSize(24).fillColor(COLOR.brand800);
  doc.text(price, left, y + 38, { lineBreak: false });
  const priceWidth = doc.widthOfString(price);
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.slate500);
  doc.text('before GST', left + priceWidth + 6, y + 50, { lineBreak: false });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.slate600);
  doc.text(`Member price ${formatCurrency(pkg.memberPrice)}`, left, y + 66, { lineBreak: false });

  doc
    .moveTo(left, y + 83)
    .lineTo(left + innerWidth, y + 83)
    .lineWidth(0.6)
    .stroke(COLOR.slate200);

  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.slate700);
  doc.text(pkg.description, left, y + CARD_HEAD_HEIGHT, { width: innerWidth, lineGap: 2 });

  let itemY = y + CARD_HEAD_HEIGHT + descriptionHeight(doc, pkg) + 10;
  for (const item of pkg.highlights) {
    drawTick(doc, left, itemY);
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.slate900);
    doc.text(item, left + 16, itemY + 1, { width: innerWidth - 16 });
    itemY += doc.heightOfString(item, { width: innerWidth - 16 }) + 5;
  }
}

function drawPackages(doc: Doc, top: number): number {
  let y = top;
  for (let row = 0; row < PACKAGE_CATALOGUE.length; row += 2) {
    const pair = PACKAGE_CATALOGUE.slice(row, row + 2);
    // Both cards of a row take the taller height, so the grid stays even.
    const height = Math.max(...pair.map((pkg) => cardHeight(doc, pkg)));
    pair.forEach((pkg, column) => {
      drawPackageCard(doc, pkg, PAGE.margin + column * (CARD.width + CARD.gap), y, height);
    });
    y += height + CARD.gap;
  }
  return y - top - CARD.gap;
}

function bundleRates(): { persons: string; rate: string }[] {
  return [1, 2, 3, 4, 5].map((persons) => {
    const off = 100 - householdMultiplierPercent(persons);
    return {
      persons: persons === 5 ? '5 or more persons' : persons === 1 ? '1 person' : `${persons} persons`,
      rate: off === 0 ? 'Standard price' : `${off}% off`,
    };
  });
}

function drawBundleRates(doc: Doc, top: number): number {
  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.slate900);
  doc.text('Family bundle rates', PAGE.margin, top);
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.slate600);
  doc.text(
    'Book for your household in one booking and every person’s package price is reduced:',
    PAGE.margin,
    top + 17,
  );
  const rates = bundleRates();
  const gap = 8;
  const width = (CONTENT_WIDTH - gap * (rates.length - 1)) / rates.length;
  const boxTop = top + 36;
  rates.forEach((entry, index) => {
    const x = PAGE.margin + index * (width + gap);
    const isBest = index === rates.length - 1;
    doc.roundedRect(x, boxTop, width, 46, 8).fill(isBest ? COLOR.brand700 : COLOR.brand50);
    doc
      .font(FONT.bold)
      .fontSize(13)
      .fillColor(isBest ? COLOR.white : COLOR.brand800);
    doc.text(entry.rate, x, boxTop + 9, { width, align: 'center' });
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(isBest ? COLOR.brand100 : COLOR.slate600);
    doc.text(entry.persons, x, boxTop + 28, { width, align: 'center' });
  });
  return 36 + 46;
}

function drawNotes(doc: Doc, top: number): number {
  const notes = [
    `Prices before ${GST_RATE}% GST. All prices are in Singapore dollars (SGD).`,
    'Member prices are for verified AIA Health Shield and Vitality members; the main person’s membership covers the household.',
    'Family bundle rates apply to each person’s package price, before any discount code and GST.',
  ];
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.slate900);
  doc.text('Good to know', PAGE.margin, top);
  let y = top + 16;
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.slate600);
  for (const note of notes) {
    doc.circle(PAGE.margin + 2, y + 4, 1.5).fill(COLOR.brand700);
    doc.fillColor(COLOR.slate600).text(note, PAGE.margin + 10, y, { width: CONTENT_WIDTH - 10, lineGap: 1.5 });
    y += doc.heightOfString(note, { width: CONTENT_WIDTH - 10, lineGap: 1.5 }) + 4;
  }
  return y - top;
}

function drawFooter(doc: Doc) {
  const y = PAGE.height - 28;
  doc
    .moveTo(PAGE.margin, y - 10)
    .lineTo(PAGE.width - PAGE.margin, y - 10)
    .lineWidth(0.6)
    .stroke(COLOR.slate200);
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.slate500);
  doc.text(`© ${new Date().getFullYear()} ${COMPANY}`, PAGE.margin, y, { lineBreak: false });
  doc.text('Book online: choose your screening and select Book Now.', PAGE.margin, y, {
    width: CONTENT_WIDTH,
    align: 'right',
    lineBreak: false,
  });
}

function makePackageSummary(output: string): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: 'Home Based Health Screening: package summary',
      Author: COMPANY,
      Subject: 'Premium, Comprehensive, Superior and Prestige screening packages, prices and family bundle rates',
    },
  });
  const stream = createWriteStream(output);
  doc.pipe(stream);

  let y = drawHeader(doc) + 24;
  y += drawPackages(doc, y) + 22;
  y += drawBundleRates(doc, y) + 18;
  y += drawNotes(doc, y);
  if (y > PAGE.height - 44)
    throw new Error(`The summary no longer fits on one page (content ends at ${Math.round(y)} pt)`);
  drawFooter(doc);

  doc.end();
  return new Promise((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
}

await makePackageSummary(OUTPUT);
console.log(`wrote ${path.relative(process.cwd(), OUTPUT)}`);
