/**
 * The customer's languages (DESIGN §8.10): English (the default, and every spec text word for word),
 * Simplified Chinese, Malay and Tamil, Singapore's four official languages. The admin area stays English.
 */
export const LANGUAGES = ['en', 'zh', 'ms', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the header's menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ms: 'Bahasa Melayu',
  ta: 'தமிழ்',
};

/** Each language as staff read it in the (English) admin area. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = {
  en: 'English',
  zh: 'Chinese (中文)',
  ms: 'Malay (Bahasa Melayu)',
  ta: 'Tamil (தமிழ்)',
};

/** The BCP 47 tag of the page (`<html lang>`) and of `Intl`'s dates, numbers and money. */
export const LOCALE_TAGS: Record<Language, string> = {
  en: 'en-SG',
  zh: 'zh-Hans-SG',
  ms: 'ms-SG',
  ta: 'ta-SG',
};

/** The cookie that keeps the choice, and the query parameter that sets it from a link. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY_PARAMETER = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of the four for an `Accept-Language` header ('ta-IN,ta;q=0.9,en;q=0.8' → 'ta'), by its
 * q-values; any Chinese tag reads as 'zh' (the site's Chinese is Simplified, as Singapore writes it).
 * Null when none of the four is asked for, or the header is missing.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  let best: { language: Language; quality: number } | null = null;
  // A header is short; a longer one is read no further than its first 32 ranges.
  for (const range of header.split(',').slice(0, 32)) {
    const [tag = '', ...parameters] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    const qualityParameter = parameters.map((part) => part.trim()).find((part) => part.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) continue;
    // Equal q-values keep the header's order: the first listed wins.
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? null;
}

/** The language of a page or call: a link's `?lang=`, then the kept cookie, then the browser's, then English. */
export function resolveLanguage(sources: {
  query?: unknown;
  cookie?: unknown;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(sources.query)) return sources.query;
  if (isLanguage(sources.cookie)) return sources.cookie;
  return languageFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** A stored language read back: one of the four, English for anything else. */
export function asLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
