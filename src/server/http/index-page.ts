import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { LANGUAGES, type Language } from '@domain/shared/language';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localiseIndexHtml } from '../../locales/index-page';
import { requestLanguage, translator } from '../i18n';

/**
 * index.html in the visitor's language (DESIGN §8.10): `<html lang>`, the title, the description and
 * the header painted before the script all follow the language the page will open in (a link's
 * `?lang=`, the `lang` cookie, then Accept-Language), so a Tamil reader sees no English first; and the
 * page names its language's catalogue chunk for the browser to fetch beside the script. The four pages
 * are made once, at start, with their brotli and gzip copies.
 */

/** index.html names the current build's asset files, so a browser must check it on every visit. */
export const REVALIDATE_CACHE = 'no-cache';

export interface IndexPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The chunk of each language's catalogue, from the build's manifest (absent in an unbuilt tree). */
function catalogueChunks(clientDir: string): Partial<Record<Language, string>> {
  try {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    return Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const entry = manifest[`src/locales/${language}/common.json`];
        return entry ? [[language, `/${entry.file}`]] : [];
      }),
    );
  } catch {
    return {};
  }
}

/**
 * The Tamil font's files (src/web/index.css), which a page in Tamil asks for at once: drawn with them
 * from the first paint, rather than empty boxes first on a device without a Tamil font.
 */
function tamilFonts(clientDir: string): string[] {
  try {
    return readdirSync(path.join(clientDir, 'assets'))
      .filter((file) => /^noto-sans-tamil-tamil-\d00-normal-.+\.woff2$/.test(file))
      .map((file) => `/assets/${file}`);
  } catch {
    return [];
  }
}

const preloadFonts = (html: string, fonts: string[]) =>
  fonts.length === 0
    ? html
    : html.replace(
        '</head>',
        `${fonts.map((font) => `  <link rel="preload" as="font" type="font/woff2" crossorigin href="${font}" />\n`).join('')}  </head>`,
      );

export function buildIndexPages(clientDir: string): Record<Language, IndexPage> {
  const english = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chunks = catalogueChunks(clientDir);
  const fonts = tamilFonts(clientDir);
  const pages = {} as Record<Language, IndexPage>;
  for (const language of LANGUAGES) {
    const localised = localiseIndexHtml(english, language, translator(language), chunks[language]);
    const html = Buffer.from(language === 'ta' ? preloadFonts(localised, fonts) : localised);
    pages[language] = {
      html,
      br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
  }
  return pages;
}

/** Sends the page in the request's language, compressed as the browser accepts. */
export function sendIndexPage(pages: Record<Language, IndexPage>, request: FastifyRequest, reply: FastifyReply) {
  const page = pages[requestLanguage(request)];
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', REVALIDATE_CACHE)
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
