import { type Language, LOCALE_TAGS } from '@domain/shared/language';
import englishCommon from './en/common.json';

// index.html in a language (DESIGN §8.10), for the server that sends it and the test that compares its
// header with the one React renders in that language.

type PageKey =
  | 'common:site.name'
  | 'common:site.bookAnAppointment'
  | 'common:site.description'
  | 'common:header.siteName'
  | 'common:header.appointments'
  | 'common:header.mainNavigation'
  | 'common:header.language';

/** The home page's title (useSiteTitle in src/web/lib/use-document-title.ts). */
const titleOf = (name: string, bookAnAppointment: string) => `${name} | ${bookAnAppointment}`;
const ENGLISH_TITLE = titleOf(englishCommon.site.name, englishCommon.site.bookAnAppointment);
const ENGLISH_DESCRIPTION = englishCommon.site.description;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The English page with the language's texts put in where the English ones are. */
export function localiseIndexHtml(
  english: string,
  language: Language,
  t: (key: PageKey) => string,
  catalogueChunk?: string,
): string {
  const replacements: [string, string][] = [
    ['<html lang="en-SG"', `<html lang="${LOCALE_TAGS[language]}"`],
    [
      `<title>${ENGLISH_TITLE}</title>`,
      `<title>${escapeHtml(titleOf(t('common:site.name'), t('common:site.bookAnAppointment')))}</title>`,
    ],
    [`content="${ENGLISH_DESCRIPTION}"`, `content="${escapeHtml(t('common:site.description'))}"`],
    ['>Home Health Screening</span>', `>${escapeHtml(t('common:header.siteName'))}</span>`],
    ['</svg>Appointments</a>', `</svg>${escapeHtml(t('common:header.appointments'))}</a>`],
    ['<nav aria-label="Main"', `<nav aria-label="${escapeHtml(t('common:header.mainNavigation'))}"`],
    [
      '<span class="sr-only">Language</span>',
      `<span class="sr-only">${escapeHtml(t('common:header.language'))}</span>`,
    ],
    ['<option value="en" lang="en-SG" selected="">', '<option value="en" lang="en-SG">'],
    [
      `<option value="${language}" lang="${LOCALE_TAGS[language]}">`,
      `<option value="${language}" lang="${LOCALE_TAGS[language]}" selected="">`,
    ],
  ];
  let html = english;
  if (language !== 'en') for (const [from, to] of replacements) html = html.replace(from, to);
  if (catalogueChunk) {
    html = html.replace('</head>', `  <link rel="modulepreload" crossorigin href="${catalogueChunk}" />\n  </head>`);
  }
  return html;
}
