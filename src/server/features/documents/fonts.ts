import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { PROJECT_ROOT } from '../../project-root';

/**
 * Fonts of the customer documents. The fixed English texts use the PDF standard Helvetica, like the
 * package summary: nothing to embed. Helvetica only encodes Windows-1252 (WinAnsi) though, so any
 * other text (a Chinese or Tamil document, or a name in other letters on an English one) is drawn with
 * a Noto font shipped from npm, which pdfkit subsets into the PDF (only the glyphs used):
 * - Noto Sans Tamil (@expo-google-fonts/noto-sans-tamil) for text with Tamil letters, shaped by
 *   pdfkit's fontkit (vowel signs and conjuncts joined as Tamil writes them);
 * - Noto Sans SC (@expo-google-fonts/noto-sans-sc) for Chinese and any other text it covers (it has
 *   Latin with every accent, Greek and Cyrillic too, so 'Nguyễn' needs nothing else).
 * They are read on the first document that needs them, once per process, and work on a host with no
 * fonts at all. Only a text neither covers (Arabic or Thai letters, say) looks for a Unicode font of
 * the host (Noto Sans, DejaVu Sans); a character no font has becomes '?' rather than the wrong letter.
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

/** Replaces what Helvetica cannot draw (the last resort when no Unicode font can be read). */
export function toStandardFontText(text: string): string {
  return Array.from(text, (character) => (isWinAnsi(character) ? character : '?')).join('');
}

/** What pdfkit's fontkit makes of a font file: the part used here. */
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  ascent: number;
  unitsPerEm: number;
}

/** One face, read and parsed once: pdfkit takes the parsed font for each document it embeds it in. */
interface LoadedFace {
  font: FontkitFont;
}

interface FontFamily {
  /** The name the family is registered under in a document. */
  name: string;
  faces: Record<FontWeight, LoadedFace>;
}

interface FontFile {
  path: string;
  /** The PostScript name of the face inside a collection (.ttc). */
  family?: string;
}

/** Parses a font file once (pdfkit's fontkit), or null when it is missing or unreadable. */
function loadFace(file: FontFile | null): LoadedFace | null {
  if (!file || !existsSync(file.path)) return null;
  try {
    const data = readFileSync(file.path);
    const probe = new PDFDocument({ autoFirstPage: false });
    if (file.family) probe.font(data, file.family);
    else probe.font(data);
    // pdfkit opens a font with fontkit; the parsed font is reused for every later document.
    const font = (probe as unknown as { _font?: { font?: FontkitFont } })._font?.font;
    return font && typeof font.hasGlyphForCodePoint === 'function' ? { font } : null;
  } catch {
    return null;
  }
}

function loadFamily(name: string, files: Record<FontWeight, FontFile | null>): FontFamily | null {
  const regular = loadFace(files.regular);
  if (!regular) return null;
  // The regular face stands in for a missing bold one.
  return { name, faces: { regular, bold: loadFace(files.bold) ?? regular } };
}

const requireFrom = createRequire(import.meta.url);

/**
 * A font file of an npm package: resolved from this module (the sources, or the bundled server in
 * dist/), else looked for in the project's node_modules.
 */
function npmFont(specifier: string): FontFile | null {
  try {
    return { path: requireFrom.resolve(specifier) };
  } catch {
    const fallback = path.join(PROJECT_ROOT, 'node_modules', specifier);
    return existsSync(fallback) ? { path: fallback } : null;
  }
}

type FamilyLoader = () => FontFamily | null;

/** A family read on first use only (the Chinese font is 10 MB a face), then kept. */
function lazily(load: FamilyLoader): FamilyLoader {
  let family: FontFamily | null | undefined;
  return () => {
    if (family === undefined) family = load();
    return family;
  };
}

const notoSansTamil = lazily(() =>
  loadFamily('NotoSansTamil', {
    regular: npmFont('@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf'),
    bold: npmFont('@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf'),
  }),
);

const notoSansSc = lazily(() =>
  loadFamily('NotoSansSC', {
    regular: npmFont('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: npmFont('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  }),
);

/** Unicode fonts of common Linux hosts, for letters the npm fonts lack, best coverage first. */
const HOST_FONTS: { name: string; regular: FontFile; bold: FontFile }[] = [
  {
    name: 'HostNotoSans',
    regular: { path: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf' },
    bold: { path: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf' },
  },
  {
    name: 'HostDejaVuSans',
    regular: { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
    bold: { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
  },
];

const hostFonts = HOST_FONTS.map((font) => lazily(() => loadFamily(font.name, font)));

const TAMIL = /[\u0B80-\u0BFF]/u;
/** Characters that draw nothing of their own (joiners, direction marks): no font needs a glyph for them. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;

/** The fonts to try for a text, in order: Tamil text first asks the Tamil font, everything else Noto Sans SC. */
function candidatesFor(text: string): FamilyLoader[] {
  return TAMIL.test(text) ? [notoSansTamil, notoSansSc, ...hostFonts] : [notoSansSc, notoSansTamil, ...hostFonts];
}

const covers = (family: FontFamily, weight: FontWeight, character: string) =>
  INVISIBLE.test(character) || family.faces[weight].font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0);

/** How many of the text's characters the family draws. */
function coverage(family: FontFamily, weight: FontWeight, characters: string[]): number {
  return characters.reduce((sum, character) => sum + (covers(family, weight, character) ? 1 : 0), 0);
}

/**
 * The first family that draws every character of the text; else the one that draws the most (the
 * rest become '?'). Later candidates (the host's fonts) are read only when the earlier ones fall short.
 */
function familyFor(text: string, weight: FontWeight): FontFamily | null {
  const characters = Array.from(text);
  let best: { family: FontFamily; covered: number } | null = null;
  for (const load of candidatesFor(text)) {
    const family = load();
    if (!family) continue;
    const covered = coverage(family, weight, characters);
    if (covered === characters.length) return family;
    if (!best || covered > best.covered) best = { family, covered };
  }
  return best?.family ?? null;
}

const registeredIn = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Registers the family's face in the document once (pdfkit embeds only the glyphs drawn with it). */
function setFamily(doc: PDFKit.PDFDocument, family: FontFamily, weight: FontWeight) {
  const name = `${family.name}-${weight}`;
  let registered = registeredIn.get(doc);
  if (!registered) {
    registered = new Set();
    registeredIn.set(doc, registered);
  }
  if (!registered.has(name)) {
    // pdfkit takes a font fontkit has parsed as well as the file's bytes (its font factory checks for layout()).
    doc.registerFont(name, family.faces[weight].font as unknown as Buffer);
    registered.add(name);
  }
  doc.font(name);
}

/** Helvetica's ascender (both weights), in thousandths of the font size. */
export const STANDARD_ASCENDER = 718;

export interface SelectedFont {
  /** The text to draw ('?' for what the font lacks). */
  text: string;
  /**
   * The font's ascender in thousandths of the size: pdfkit sets a line's top at it, so a font with a
   * taller one (Noto Sans SC: 1160) sits lower than Helvetica unless moved up by the difference.
   */
  ascender: number;
}

/**
 * Sets the font that draws `text` and returns the text to draw: Helvetica when it can, else the Noto
 * font for its letters (then a host font), with '?' for a character none of them has; Helvetica with
 * '?' when no Unicode font can be read at all.
 */
export function selectFontFor(doc: PDFKit.PDFDocument, text: string, weight: FontWeight): SelectedFont {
  if (fitsStandardFont(text)) {
    doc.font(STANDARD[weight]);
    return { text, ascender: STANDARD_ASCENDER };
  }
  const family = familyFor(text, weight);
  if (!family) {
    doc.font(STANDARD[weight]);
    return { text: toStandardFontText(text), ascender: STANDARD_ASCENDER };
  }
  setFamily(doc, family, weight);
  const { font } = family.faces[weight];
  return {
    text: Array.from(text, (character) => (covers(family, weight, character) ? character : '?')).join(''),
    ascender: (font.ascent * 1000) / font.unitsPerEm,
  };
}
