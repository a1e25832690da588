import type { Company } from '@domain/shared/company';
import PDFDocument from 'pdfkit';
import { type FontWeight, STANDARD_ASCENDER, selectFontFor } from './fonts';

/**
 * The building blocks of the customer documents (receipt, invoice): one A4 page, the company header,
 * blocks of labelled details, a table of lines and a totals column. Each block is drawn at a given
 * top and returns where it ends, so a document is a column of blocks.
 */

export type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
/** The footer: a rule, up to FOOTER_NOTE_LINES lines of notes and the issuer's line, above the bottom margin. */
const FOOTER = { lineHeight: 11, gap: 10 } as const;
export const FOOTER_NOTE_LINES = 2;
const FOOTER_RULE_Y = PAGE.height - 40 - FOOTER.lineHeight * (FOOTER_NOTE_LINES + 1) - FOOTER.gap;
/** Blocks end above this line; the footer sits below it. */
export const CONTENT_BOTTOM = FOOTER_RULE_Y - 12;

// The site's Tailwind palette (src/web/index.css), as in the package summary.
export const COLOR = {
  brand900: '#134e4a',
  brand800: '#115e59',
  brand700: '#0f766e',
  brand100: '#ccfbf1',
  brand50: '#f0fdfa',
  slate900: '#0f172a',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  white: '#ffffff',
} as const;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
}

export interface BoxOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Cut to one line with an ellipsis instead of wrapping. */
  oneLine?: boolean;
  /** Wrapped text is cut with an ellipsis after this many lines (default 2), so a block's height is bounded. */
  maxLines?: number;
}

const DEFAULT_MAX_LINES = 2;
const LINE_GAP = 1.5;

// Cuts fall between user-perceived characters, so a Tamil letter keeps its vowel sign and a
// Chinese or accented letter is never split.
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string) => Array.from(graphemeSegmenter.segment(text), (part) => part.segment);

/** The text to draw in the style, with its font set, and how far up to draw it (see baselineShift). */
function styled(doc: Doc, text: string, style: TextStyle): { drawn: string; shift: number } {
  const font = selectFontFor(doc, text, style.weight ?? 'regular');
  doc.fontSize(style.size).fillColor(style.color ?? COLOR.slate900);
  // A text in another font keeps Helvetica's baseline, so a Chinese label and a Latin value beside it
  // (or a Tamil name in a table row) stand on one line. Nothing moves for Helvetica.
  return { drawn: font.text, shift: ((font.ascender - STANDARD_ASCENDER) / 1000) * style.size };
}

function applyStyle(doc: Doc, text: string, style: TextStyle): string {
  return styled(doc, text, style).drawn;
}

/** The text cut to `width` on one line, ending in an ellipsis when it had to be cut. */
function cutToWidth(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const characters = graphemes(text);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${characters.slice(0, middle).join('').trimEnd()}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('').trimEnd()}…`;
}

/** The longest start of the text that fits in `maxLines` wrapped lines, with an ellipsis when it was cut. */
function cutToLines(doc: Doc, text: string, width: number, maxLines: number): string {
  const options = { width, lineGap: LINE_GAP };
  const limit = doc.heightOfString('X', options) * maxLines + 0.5;
  if (doc.heightOfString(text, options) <= limit) return text;
  const characters = graphemes(text);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.heightOfString(`${characters.slice(0, middle).join('').trimEnd()}…`, options) <= limit) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('').trimEnd()}…`;
}

/** Draws text at (x, y) and returns its height. Wrapped text needs a width; one-line text is cut to it. */
export function drawText(doc: Doc, text: string, x: number, y: number, style: TextStyle, box: BoxOptions = {}): number {
  const font = styled(doc, text, style);
  let { drawn } = font;
  if (box.oneLine || box.width === undefined) {
    if (box.width !== undefined) {
      // The ellipsis is WinAnsi, so a cut text keeps the font its characters chose.
      drawn = cutToWidth(doc, drawn, box.width);
    }
    doc.text(drawn, x, y - font.shift, { width: box.width, align: box.align ?? 'left', lineBreak: false });
    return doc.currentLineHeight();
  }
  drawn = cutToLines(doc, drawn, box.width, box.maxLines ?? DEFAULT_MAX_LINES);
  const options = { width: box.width, align: box.align ?? 'left', lineGap: LINE_GAP } as const;
  const height = doc.heightOfString(drawn, options);
  doc.text(drawn, x, y - font.shift, options);
  return height;
}

/** The width of the widest of the texts on one line, in the style. */
export function widestText(doc: Doc, texts: string[], style: TextStyle): number {
  return texts.reduce((widest, text) => Math.max(widest, doc.widthOfString(applyStyle(doc, text, style))), 0);
}

/**
 * The size (at most `style.size`, at least `minSize`) at which the text fits `width` on one line: the
 * size itself for any text that fits, so only a longer translation is set smaller.
 */
export function fittingSize(doc: Doc, text: string, style: TextStyle, width: number, minSize: number): number {
  const drawn = applyStyle(doc, text, style);
  const natural = doc.widthOfString(drawn);
  if (natural <= width) return style.size;
  return Math.max(minSize, Math.floor(((style.size * width) / natural) * 10) / 10);
}

/** The height `drawText` would take, without drawing. */
export function measureText(
  doc: Doc,
  text: string,
  style: TextStyle,
  width: number,
  maxLines = DEFAULT_MAX_LINES,
): number {
  const drawn = cutToLines(doc, applyStyle(doc, text, style), width, maxLines);
  return doc.heightOfString(drawn, { width, lineGap: LINE_GAP });
}

export function drawRule(
  doc: Doc,
  y: number,
  options: { x?: number; width?: number; color?: string; weight?: number } = {},
) {
  const x = options.x ?? PAGE.margin;
  doc
    .moveTo(x, y)
    .lineTo(x + (options.width ?? CONTENT_WIDTH), y)
    .lineWidth(options.weight ?? 0.6)
    .stroke(options.color ?? COLOR.slate200);
}

/**
 * The issuer on the left (brand, legal name, address, UEN) and the document's title on the right, with
 * an optional badge under it ('PAID'). Returns the bottom of the header.
 */
export function drawCompanyHeader(
  doc: Doc,
  options: {
    company: Company;
    title: string;
    badge?: string;
    /** The brand as the document's language says it (the company's own by default). */
    brand?: string;
    /** The UEN and GST registration line in the document's language. */
    registration?: string;
  },
): number {
  const { company } = options;
  doc.rect(0, 0, PAGE.width, 6).fill(COLOR.brand700);
  const top = PAGE.margin - 8;
  const leftWidth = CONTENT_WIDTH * 0.62;

  let y = top;
  // A brand longer than its column (a translation) is set smaller rather than run under the title.
  const brand = options.brand ?? company.brand;
  const brandStyle = { size: 17, weight: 'bold', color: COLOR.brand900 } as const;
  const brandSize = fittingSize(doc, brand, brandStyle, leftWidth - 12, 12);
  y += drawText(doc, brand, PAGE.margin, y, { ...brandStyle, size: brandSize }) + 4;
  const details = [
    company.legalName,
    ...company.addressLines,
    options.registration ?? `UEN ${company.uen} · GST Reg. No. ${company.gstRegistrationNumber}`,
    company.email,
  ];
  for (const line of details) {
    y +=
      drawText(doc, line, PAGE.margin, y, { size: 8.5, color: COLOR.slate600 }, { width: leftWidth, oneLine: true }) +
      2.5;
  }

  const rightX = PAGE.margin + leftWidth;
  const rightWidth = CONTENT_WIDTH - leftWidth;
  // A title longer than the column (a translation) is set smaller rather than wrapped onto the badge.
  const titleStyle = { size: 24, weight: 'bold', color: COLOR.slate900 } as const;
  drawText(
    doc,
    options.title,
    rightX,
    top - 2,
    { ...titleStyle, size: fittingSize(doc, options.title, titleStyle, rightWidth, 15) },
    {
      width: rightWidth,
      align: 'right',
    },
  );
  if (options.badge) {
    const badge = styled(doc, options.badge, { size: 8, weight: 'bold' });
    const pillWidth = doc.widthOfString(badge.drawn) + 18;
    const pillX = PAGE.margin + CONTENT_WIDTH - pillWidth;
    const pillY = top + 32;
    doc.roundedRect(pillX, pillY, pillWidth, 16, 8).fill(COLOR.brand700);
    doc.fillColor(COLOR.white).text(badge.drawn, pillX + 9, pillY + 4.5 - badge.shift, { lineBreak: false });
  }

  const bottom = Math.max(y, top + 56) + 12;
  drawRule(doc, bottom);
  return bottom;
}

export interface DetailRow {
  label: string;
  value: string;
}

/** The height of a heading with the gap below it. */
export const HEADING_HEIGHT = 14;

/** A small heading in capitals, as used above each block. Returns HEADING_HEIGHT. */
export function drawHeading(doc: Doc, text: string, x: number, y: number, width: number): number {
  drawText(
    doc,
    text.toUpperCase(),
    x,
    y,
    { size: 7.5, weight: 'bold', color: COLOR.slate500 },
    { width, oneLine: true },
  );
  return HEADING_HEIGHT;
}

const DETAIL_STYLE = { size: 9 } as const;
const detailRowHeight = (valueHeight: number) => Math.max(valueHeight, 11) + 4;

/** The height `drawDetailRows` takes, without drawing. */
export function measureDetailRows(doc: Doc, rows: DetailRow[], options: { width: number; labelWidth: number }): number {
  const valueWidth = options.width - options.labelWidth;
  return rows.reduce((sum, row) => sum + detailRowHeight(measureText(doc, row.value, DETAIL_STYLE, valueWidth)), 0);
}

/**
 * Label and value rows in a column (values wrap within the column). Returns the column's height.
 */
export function drawDetailRows(
  doc: Doc,
  rows: DetailRow[],
  options: { x: number; y: number; width: number; labelWidth: number },
): number {
  const valueX = options.x + options.labelWidth;
  const valueWidth = options.width - options.labelWidth;
  let y = options.y;
  for (const row of rows) {
    drawText(
      doc,
      row.label,
      options.x,
      y,
      { ...DETAIL_STYLE, color: COLOR.slate500 },
      {
        width: options.labelWidth - 8,
        oneLine: true,
      },
    );
    const height = drawText(
      doc,
      row.value,
      valueX,
      y,
      { ...DETAIL_STYLE, color: COLOR.slate900 },
      { width: valueWidth },
    );
    y += detailRowHeight(height);
  }
  return y - options.y;
}

/** Lines of text under each other (the first one bold), e.g. the customer's name and email. */
export function drawTextLines(
  doc: Doc,
  lines: string[],
  options: { x: number; y: number; width: number; boldFirst?: boolean },
): number {
  let y = options.y;
  lines.forEach((line, index) => {
    const bold = options.boldFirst === true && index === 0;
    const style = {
      size: bold ? 10.5 : 9,
      weight: bold ? ('bold' as const) : ('regular' as const),
      color: bold ? COLOR.slate900 : COLOR.slate700,
    };
    y += drawText(doc, line, options.x, y, style, { width: options.width }) + 3;
  });
  return y - options.y;
}

/** Inner left and right padding of table cells; the totals column keeps the same right edge. */
export const CELL_PADDING = 8;

export interface TableColumn {
  header: string;
  /** Share of the content width; the shares add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

/**
 * A table across the content width: a tinted header row, then one row per line, each cell on one
 * line (cut with an ellipsis when too long), separated by hairlines. Returns the table's height.
 */
export const TABLE_HEADER_HEIGHT = 20;
/** Row heights of a table: the usual one, and the least a long table may shrink to. */
export const TABLE_ROW_HEIGHT = { normal: 22, compact: 15 } as const;

export function drawTable(
  doc: Doc,
  options: {
    y: number;
    columns: TableColumn[];
    rows: string[][];
    rowHeight?: number;
    /** Cells too long for their column are set smaller, down to this size, before they are cut. */
    minCellSize?: number;
  },
): number {
  const padding = CELL_PADDING;
  const headerHeight = TABLE_HEADER_HEIGHT;
  const rowHeight = options.rowHeight ?? TABLE_ROW_HEIGHT.normal;
  // Cell text sits in the middle of its row.
  const textOffset = (rowHeight - 8) / 2;
  const columns = options.columns.reduce<{ x: number; width: number; column: TableColumn }[]>((placed, column) => {
    const previous = placed.at(-1);
    const x = previous ? previous.x + previous.width : PAGE.margin;
    placed.push({ x, width: CONTENT_WIDTH * column.share, column });
    return placed;
  }, []);

  let y = options.y;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, headerHeight).fill(COLOR.slate100);
  for (const { x, width, column } of columns) {
    drawText(
      doc,
      column.header,
      x + padding,
      y + 6.5,
      { size: 8, weight: 'bold', color: COLOR.slate600 },
      {
        width: width - padding * 2,
        align: column.align ?? 'left',
        oneLine: true,
      },
    );
  }
  y += headerHeight;
  for (const row of options.rows) {
    row.forEach((cell, index) => {
      const placed = columns[index];
      if (!placed) return;
      const style = { size: 9.5, color: COLOR.slate900 };
      const width = placed.width - padding * 2;
      const size = options.minCellSize ? fittingSize(doc, cell, style, width, options.minCellSize) : style.size;
      drawText(
        doc,
        cell,
        placed.x + padding,
        y + textOffset,
        { ...style, size },
        {
          width: placed.width - padding * 2,
          align: placed.column.align ?? 'left',
          oneLine: true,
        },
      );
    });
    y += rowHeight;
    drawRule(doc, y);
  }
  return y - options.y;
}

export interface TotalRow {
  label: string;
  amount: string;
  /** 'strong': the total (bold, larger, ruled above); 'accent': what was paid (bold, brand colour). */
  emphasis?: 'strong' | 'accent';
}

const totalRowSize = (row: TotalRow) => (row.emphasis === 'strong' ? 11.5 : 9.5);

/** The height `drawTotals` takes, without drawing. */
export function measureTotals(rows: TotalRow[]): number {
  return rows.reduce((sum, row) => sum + totalRowSize(row) + 7 + (row.emphasis === 'strong' ? 13 : 0), 0);
}

const DEFAULT_TOTALS_WIDTH = 270;

/** 270 points, or wider (up to 70% of the page) when a label would not fit: a translation runs longer. */
function totalsWidth(doc: Doc, rows: TotalRow[], amountWidth: number): number {
  const widestLabel = rows.reduce(
    (widest, row) =>
      Math.max(
        widest,
        widestText(doc, [row.label], { size: totalRowSize(row), weight: row.emphasis ? 'bold' : 'regular' }),
      ),
    0,
  );
  const needed = Math.ceil(widestLabel) + 2 + 8 + amountWidth + CELL_PADDING;
  return Math.min(CONTENT_WIDTH * 0.7, Math.max(DEFAULT_TOTALS_WIDTH, needed));
}

/**
 * The totals column at the right edge: labels left, amounts right-aligned under a table's amounts (the
 * same cell padding). Returns its height.
 */
export function drawTotals(doc: Doc, options: { y: number; rows: TotalRow[]; width?: number }): number {
  const amountWidth = 90;
  const width = options.width ?? totalsWidth(doc, options.rows, amountWidth);
  const x = PAGE.margin + CONTENT_WIDTH - width;
  const amountX = x + width - CELL_PADDING - amountWidth;
  const labelWidth = amountX - x - 8;
  let y = options.y;
  for (const row of options.rows) {
    const strong = row.emphasis === 'strong';
    if (strong) {
      y += 3;
      drawRule(doc, y, { x, width, color: COLOR.slate900, weight: 0.8 });
      y += 7;
    }
    const size = totalRowSize(row);
    const color = row.emphasis === 'accent' ? COLOR.brand800 : row.emphasis ? COLOR.slate900 : COLOR.slate700;
    const weight = row.emphasis ? ('bold' as const) : ('regular' as const);
    drawText(doc, row.label, x, y, { size, weight, color }, { width: labelWidth, oneLine: true });
    drawText(
      doc,
      row.amount,
      x + width - amountWidth,
      y,
      { size, weight, color },
      {
        width: amountWidth,
        align: 'right',
        oneLine: true,
      },
    );
    y += size + 7;
    if (strong) y += 3;
  }
  return y - options.y;
}

/** Notes (at most FOOTER_NOTE_LINES, each on one line) and the issuer at the bottom of the page. */
export function drawFooter(doc: Doc, options: { company: Company; lines: string[] }) {
  drawRule(doc, FOOTER_RULE_Y);
  let y = FOOTER_RULE_Y + FOOTER.gap;
  for (const line of options.lines.slice(0, FOOTER_NOTE_LINES)) {
    // A note longer than the line (a translation) is set smaller before it is cut.
    const style = { size: 8, color: COLOR.slate500 };
    const size = fittingSize(doc, line, style, CONTENT_WIDTH, 6.5);
    drawText(doc, line, PAGE.margin, y, { ...style, size }, { width: CONTENT_WIDTH, oneLine: true });
    y += FOOTER.lineHeight;
  }
  drawText(
    doc,
    `${options.company.legalName} · UEN ${options.company.uen}`,
    PAGE.margin,
    y,
    { size: 8, color: COLOR.slate500 },
    {
      width: CONTENT_WIDTH,
      oneLine: true,
    },
  );
}

/** Draws one A4 document and collects it into a Buffer. */
export function renderPdf(info: PDFKit.DocumentInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return done;
}
