import type { Language } from '@domain/shared/language';
import type { Locale } from 'date-fns';
import { useEffect, useState } from 'react';

// date-fns's locale of each language, for the calendar's month and weekday names. Each is a chunk of its
// own (2-3 kB gzip), fetched the first time a calendar shows in that language; English is date-fns's own.
const LOCALE_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  zh: async () => (await import('date-fns/locale/zh-CN')).zhCN,
  ms: async () => (await import('date-fns/locale/ms')).ms,
  ta: async () => (await import('date-fns/locale/ta')).ta,
};

const loaded = new Map<Language, Locale>();

/** Loads a language's date-fns locale (once); English needs none. */
export async function loadDateFnsLocale(language: Language): Promise<Locale | undefined> {
  if (language === 'en') return undefined;
  const known = loaded.get(language);
  if (known) return known;
  const locale = await LOCALE_LOADERS[language]();
  loaded.set(language, locale);
  return locale;
}

/**
 * The date-fns locale of `language`, or undefined (date-fns's English) for English and for the moment
 * another language's locale is still loading.
 */
export function useDateFnsLocale(language: Language): Locale | undefined {
  const [, setLoadedCount] = useState(0);
  useEffect(() => {
    if (language === 'en' || loaded.has(language)) return;
    let isCurrent = true;
    loadDateFnsLocale(language).then(
      () => {
        if (isCurrent) setLoadedCount((count) => count + 1);
      },
      // A chunk that a new deployment has removed: the calendar stays in English.
      (error: unknown) => console.error(error),
    );
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return loaded.get(language);
}
