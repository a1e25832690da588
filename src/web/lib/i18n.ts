import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  type Language,
  LOCALE_TAGS,
  resolveLanguage,
} from '@domain/shared/language';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from '../../locales/en/index';
import { type MessageCatalogue, translateMessage } from '../../locales/translate-message';

/** One language's catalogue of the web pages (the namespaces of src/locales/<language>/index.ts). */
export type WebCatalogue = typeof en;

// Each language's catalogue is a chunk of its own, fetched only when that language is chosen (the
// English one too: a Tamil reader downloads no English).
const CATALOGUE_LOADERS: Record<Language, () => Promise<{ default: WebCatalogue }>> = {
  en: () => import('../../locales/en/index'),
  zh: () => import('../../locales/zh/index'),
  ms: () => import('../../locales/ms/index'),
  ta: () => import('../../locales/ta/index'),
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
  // i18n-ignore: a cookie, not a text
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  document.documentElement.lang = LOCALE_TAGS[language];
}

function addCatalogue(language: Language, catalogue: WebCatalogue) {
  for (const [namespace, resources] of Object.entries(catalogue)) {
    i18next.addResourceBundle(language, namespace, resources, true, true);
  }
}

/** Starts the translations with one language's catalogue already in (the tests pass English's). */
export function startTranslations(language: Language, catalogue: WebCatalogue) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: language,
      // Every key is in every catalogue (src/locales/catalogues.test.ts), so nothing falls back.
      fallbackLng: false,
      defaultNS: 'common',
      ns: Object.keys(catalogue),
      resources: {},
      // React escapes what it renders; the texts are never put in as HTML.
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
      react: { useSuspense: false },
    });
  }
  addCatalogue(language, catalogue);
  void i18next.changeLanguage(language);
}

/** Before the first render: the page's language and its catalogue (one small chunk). */
export async function startTranslationsInBrowser(): Promise<Language> {
  const language = initialLanguage();
  const { default: catalogue } = await CATALOGUE_LOADERS[language]();
  startTranslations(language, catalogue);
  // A link's ?lang= is kept like a choice from the menu.
  if (new URLSearchParams(window.location.search).has(LANGUAGE_QUERY_PARAMETER)) keepLanguage(language);
  else document.documentElement.lang = LOCALE_TAGS[language];
  return language;
}

/** The header's menu: loads the language's catalogue if it is not in yet, switches, and keeps the choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'common')) {
    const { default: catalogue } = await CATALOGUE_LOADERS[language]();
    addCatalogue(language, catalogue);
  }
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
