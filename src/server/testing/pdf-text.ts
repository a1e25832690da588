import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// Test helpers: what a PDF says and how it looks, read back with pdfjs-dist (text and page count) and
// drawn with @napi-rs/canvas (a page as a PNG image). Both are npm packages: nothing to install on the
// host. They are loaded on first use, so that the server never loads these test-only packages.

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type Canvas = import('@napi-rs/canvas').Canvas;

let pdfjsModule: Promise<PdfJs> | undefined;

/**
 * pdfjs-dist with @napi-rs/canvas as its canvas: the geometry classes it draws with (DOMMatrix, Path2D,
 * ImageData) come from the same copy of @napi-rs/canvas as the canvases, set before pdfjs looks for them.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsModule ??= (async () => {
    const canvas = await import('@napi-rs/canvas');
    const globals = globalThis as Record<string, unknown>;
    globals.DOMMatrix ??= canvas.DOMMatrix;
    globals.Path2D ??= canvas.Path2D;
    globals.ImageData ??= canvas.ImageData;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsModule;
}

/** The fonts a PDF may use without embedding them (Helvetica here), shipped inside pdfjs-dist. */
const standardFontsFolder = () =>
  `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

interface CanvasAndContext {
  canvas: Canvas | null;
  context: ReturnType<Canvas['getContext']> | null;
}

/** The canvases pdfjs draws on (its CanvasFactory interface), made by @napi-rs/canvas. */
class NapiCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = napiCanvas!.createCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }

  reset(entry: CanvasAndContext, width: number, height: number): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    entry.canvas.width = width;
    entry.canvas.height = height;
  }

  destroy(entry: CanvasAndContext): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    entry.canvas.width = 0;
    entry.canvas.height = 0;
    entry.canvas = null;
    entry.context = null;
  }
}

let napiCanvas: typeof import('@napi-rs/canvas') | undefined;

async function openPdf(pdf: Buffer) {
  const pdfjs = await loadPdfJs();
  napiCanvas ??= await import('@napi-rs/canvas');
  return pdfjs.getDocument({
    // A copy: pdfjs transfers the bytes it is given to its worker.
    data: new Uint8Array(pdf),
    standardFontDataUrl: standardFontsFolder(),
    CanvasFactory: NapiCanvasFactory,
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
}

async function withPdf<T>(pdf: Buffer, use: (document: Awaited<ReturnType<typeof openPdf>>) => Promise<T>) {
  const document = await openPdf(pdf);
  try {
    return await use(document);
  } finally {
    await document.destroy();
  }
}

interface Run {
  text: string;
  x: number;
  /** Baseline, in PDF units from the bottom of the page. */
  y: number;
  width: number;
  /** Font size. */
  size: number;
}

/**
 * A page's text as lines, the way `pdftotext -layout` reads it: the runs that share a baseline make a
 * line, left to right, apart by at least one space where the page leaves a gap between them (columns
 * of a table get several spaces), and the lines top to bottom. Runs of blanks alone are left out: the
 * gaps say where the spaces are.
 */
function layoutLines(runs: Run[]): string[] {
  const sorted = runs.filter((run) => run.text.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Run[][] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    // Runs of one line may differ by a point or two in baseline (a larger or bold amount beside a label).
    if (row && first && Math.abs(first.y - run.y) <= Math.min(first.size, run.size) * 0.5) row.push(run);
    else rows.push([run]);
  }
  return rows.map((row) => {
    let line = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const run of row.sort((a, b) => a.x - b.x)) {
      const gap = run.x - end;
      if (line !== '' && gap > run.size * 0.15) {
        // About one space per half an em of gap, and never none: words must not run together.
        line += ' '.repeat(Math.max(1, Math.round(gap / (run.size * 0.5))));
      }
      line += run.text;
      end = Math.max(end, run.x + run.width);
    }
    return line.trimEnd();
  });
}

/** The text of every page, laid out in lines as `pdftotext -layout` would (pages apart by a form feed). */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (document) => {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
        runs.push({ text: item.str, x, y, width: item.width, size: Math.hypot(a, b) || item.height || 1 });
      }
      pages.push(`${layoutLines(runs).join('\n')}\n`);
      page.cleanup();
    }
    return pages.join('\f');
  });
}

export function pdfPageCount(pdf: Buffer): Promise<number> {
  return withPdf(pdf, async (document) => document.numPages);
}

/** Writes the first page as `<outputBase>.png` (60 dpi), to look at. */
export function pdfToPng(pdf: Buffer, outputBase: string): Promise<void> {
  return withPdf(pdf, async (document) => {
    const page = await document.getPage(1);
    // PDF units are 1/72 inch.
    const viewport = page.getViewport({ scale: 60 / 72 });
    const factory = new NapiCanvasFactory();
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    // A white sheet under the page, as a viewer shows it (a PDF page has no background of its own).
    context!.fillStyle = '#ffffff';
    context!.fillRect(0, 0, canvas!.width, canvas!.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    await mkdir(path.dirname(outputBase), { recursive: true });
    await writeFile(`${outputBase}.png`, await canvas!.encode('png'));
    page.cleanup();
  });
}
