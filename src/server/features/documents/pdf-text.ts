import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Test helpers: what a PDF says and how it looks, read back with poppler-utils (pdftotext, pdfinfo,
// pdftoppm).

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hs-pdf-'));
  const file = path.join(folder, 'document.pdf');
  try {
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The page text as `pdftotext -layout` lays it out. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => (await run('pdftotext', ['-layout', file, '-'])).stdout);
}

export function pdfPageCount(pdf: Buffer): Promise<number> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? Number.NaN);
  });
}

/** Writes the first page as `<outputBase>.png` (60 dpi), to look at. */
export function pdfToPng(pdf: Buffer, outputBase: string): Promise<void> {
  return withPdfFile(pdf, async (file) => {
    await mkdir(path.dirname(outputBase), { recursive: true });
    await run('pdftoppm', ['-png', '-r', '60', '-singlefile', file, outputBase]);
  });
}
