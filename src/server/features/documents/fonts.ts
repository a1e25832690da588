import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * Fonts of the customer documents. The fixed texts use the PDF standard Helvetica, like the package
 * summary: nothing to embed. Helvetica only encodes Windows-1252 (WinAnsi) though, and names are
 * free text (any letters), so a text outside that set is drawn with a Unicode font found on the host
 * (Noto Sans CJK, Noto Sans or DejaVu Sans, subset into the PDF by pdfkit). Without one, the
 * characters Helvetica cannot draw become '?' rather than the wrong letters.
 */

export type FontWeight = 'regular' | 'bold';

const STANDARD: Record<FontWeight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** Windows-1252 characters above Latin-1's range, which Helvetica's WinAnsi encoding also holds. */
const WIN_ANSI_EXTRAS = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018,
    0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
  ].map((code) => String.fromCodePoint(code)),
);

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

/** True when Helvetica draws every character of the text. */
export function fitsStandardFont(text: string): boolean {
  for (const character of text) if (!isWinAnsi(character)) return false;
  return true;
}

/** Replaces what Helvetica cannot draw (the last resort when the host has no Unicode font). */
export function toStandardFontText(text: string): string {
  return Array.from(text, (character) => (isWinAnsi(character) ? character : '?')).join('');
}

interface FontFile {
  path: string;
  /** The PostScript name of the face inside a collection (.ttc). */
  family?: string;
}

/** Unicode fonts of common Linux hosts, best coverage first (CJK covers Chinese names too). */
const UNICODE_FONT_CANDIDATES: { regular: FontFile; bold: FontFile }[] = [
  {
    regular: { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
    bold: { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', family: 'NotoSansCJKsc-Bold' },
  },
  {
    regular: { path: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf' },
    bold: { path: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf' },
  },
  {
    regular: { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
    bold: { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
  },
];

interface LoadedFont {
  data: Buffer;
  family?: string;
}

/** Reads a font file once and checks that pdfkit can open it; null when it is missing or unreadable. */
function loadFont(file: FontFile): LoadedFont | null {
  if (!existsSync(file.path)) return null;
  try {
    const data = readFileSync(file.path);
    const probe = new PDFDocument({ autoFirstPage: false });
    if (file.family) probe.font(data, file.family);
    else probe.font(data);
    return { data, family: file.family };
  } catch {
    return null;
  }
}

let unicodeFonts: Record<FontWeight, LoadedFont> | null | undefined;

/** The host's Unicode font (both weights; the regular face stands in for a missing bold), looked up once. */
function findUnicodeFonts(): Record<FontWeight, LoadedFont> | null {
  if (unicodeFonts !== undefined) return unicodeFonts;
  unicodeFonts = null;
  for (const candidate of UNICODE_FONT_CANDIDATES) {
    const regular = loadFont(candidate.regular);
    if (!regular) continue;
    unicodeFonts = { regular, bold: loadFont(candidate.bold) ?? regular };
    break;
  }
  return unicodeFonts;
}

const UNICODE_FONT_NAME: Record<FontWeight, string> = { regular: 'Unicode', bold: 'Unicode-Bold' };

/**
 * Sets the font that draws `text` and returns the text to draw: Helvetica when it can, else the
 * host's Unicode font (registered in the document on first use), else Helvetica with '?' in place of
 * what it cannot draw.
 */
export function selectFontFor(doc: PDFKit.PDFDocument, text: string, weight: FontWeight): string {
  if (fitsStandardFont(text)) {
    doc.font(STANDARD[weight]);
    return text;
  }
  const fonts = findUnicodeFonts();
  if (!fonts) {
    doc.font(STANDARD[weight]);
    return toStandardFontText(text);
  }
  const { data, family } = fonts[weight];
  if (family) doc.registerFont(UNICODE_FONT_NAME[weight], data, family);
  else doc.registerFont(UNICODE_FONT_NAME[weight], data);
  doc.font(UNICODE_FONT_NAME[weight]);
  return text;
}
