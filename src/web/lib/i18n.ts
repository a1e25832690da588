import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  type Language,
  LOCALE_TAGS,
  resolveLanguage,
} from '@domain/shared/language';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from '../../locales/en/index';
import { type MessageCatalogue, translateMessage } from '../../locales/translate-message';

/** One language's catalogue of the web pages (the namespaces of src/locales/<language>/index.ts). */
export type WebCatalogue = typeof en;

// Each language's catalogue is a chunk per namespace (src/locales/<language>/<namespace>.json), fetched
// only when that language is chosen and a page needs it: the home page loads the header's and the event
// list's texts, the wizard its own when it opens. A Tamil reader downloads no English. The server's own
// namespaces (emails, texts, PDFs) are never sent.
const NAMESPACE_LOADERS = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/*/email.json', '!../../locales/*/sms.json', '!../../locales/*/pdf.json'],
  { import: 'default' },
);

/**
 * Chinese letters for the devices without a Chinese font (Noto Sans SC, src/web/index.css names it for
 * pages in Chinese): its style sheets, which cut the font by unicode-range so that a page fetches only
 * the slices its characters fall in, load only when a page is in Chinese (about 200 kB of rules).
 */
const LANGUAGE_FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  zh: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
};

function loadLanguageFont(language: Language) {
  void LANGUAGE_FONTS[language]?.().catch(() => undefined);
}

/** The namespaces every page shows from its first render: the header, footer and shared pieces. */
const FIRST_NAMESPACES = ['common'] as const;

/** i18next's way in to the chunks: a namespace of a language is read the first time it is needed. */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = NAMESPACE_LOADERS[`../../locales/${language}/${namespace}.json`];
    // i18n-ignore: a developer's error, never shown
    if (!load) return callback(new Error(`no catalogue ${language}/${namespace}`), false);
    load().then(
      (resources) => callback(null, resources as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The language a page opens in: the same rule as the server's (DESIGN §8.10), read in the browser. */
export function initialLanguage(): Language {
  return resolveLanguage({
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
    cookie: readCookie(LANGUAGE_COOKIE),
    acceptLanguage: navigator.languages.join(','),
  });
}

function keepLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`; // i18n-ignore: a cookie
  document.documentElement.lang = LOCALE_TAGS[language];
}

function addCatalogue(language: Language, catalogue: WebCatalogue) {
  for (const [namespace, resources] of Object.entries(catalogue)) {
    i18next.addResourceBundle(language, namespace, resources, true, true);
  }
}

const OPTIONS = {
  // Every key is in every catalogue (src/locales/catalogues.test.ts), so nothing falls back.
  fallbackLng: false,
  defaultNS: 'common',
  // React escapes what it renders; the texts are never put in as HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as const;

/** Starts the translations with one language's catalogue already in (the tests pass English's). */
export function startTranslations(language: Language, catalogue: WebCatalogue) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      ...OPTIONS,
      lng: language,
      ns: Object.keys(catalogue),
      resources: {},
      initAsync: false,
      react: { useSuspense: false },
    });
  }
  addCatalogue(language, catalogue);
  void i18next.changeLanguage(language);
}

/**
 * Before the first render: the page's language and the namespaces its first screen shows (fetched
 * beside the page's own data). Other namespaces load when a component asks for them (it suspends
 * meanwhile), or ahead, with the page's code (`loadNamespaces`).
 */
export async function startTranslationsInBrowser(namespaces: readonly string[] = []): Promise<Language> {
  const language = initialLanguage();
  loadLanguageFont(language);
  await i18next
    .use(catalogueChunks)
    .use(initReactI18next)
    .init({ ...OPTIONS, lng: language, ns: [...FIRST_NAMESPACES, ...namespaces], react: { useSuspense: true } });
  // A link's ?lang= is kept like a choice from the menu.
  if (new URLSearchParams(window.location.search).has(LANGUAGE_QUERY_PARAMETER)) keepLanguage(language);
  else document.documentElement.lang = LOCALE_TAGS[language];
  return language;
}

/** Fetches namespaces ahead (with a page's code), so that the page does not wait for them after. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** The header's menu: the new language's texts of every namespace in use, then the switch, kept. */
export async function chooseLanguage(language: Language): Promise<void> {
  loadLanguageFont(language);
  // changeLanguage loads, for the new language, every namespace loaded so far before it switches.
  await i18next.changeLanguage(language);
  keepLanguage(language);
}

/** The language the page is in now (re-rendering when it changes). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * A message of the shared rules (zod's, the domain's, or the server's answer) in the page's language:
 * `messageText(error.message)`. The server answers in the caller's language already; then, and for any
 * text that is no known message, the text is shown as it came.
 */
export function useMessageText(): (text: string) => string {
  const { i18n } = useTranslation('messages');
  const catalogue = i18n.getResourceBundle(i18n.language, 'messages') as MessageCatalogue | undefined;
  return (text) => translateMessage(text, catalogue);
}
