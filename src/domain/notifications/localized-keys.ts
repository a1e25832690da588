import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@domain/shared/language';

// The subjects and templates in the customers' other languages (DESIGN §8.10): the spec's keys stay as
// they are, for English; each other language has rows of its own, the key with the language as a
// suffix (EMAIL_CONFIRMATION_TEMPLATE_ZH, SMS_REMINDER_TEMPLATE_TA). A message reads its language's row,
// and the English row where that one is missing.

/** The languages with rows of their own: every one but English. */
export const LOCALIZED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** '_ZH', '_MS', '_TA' at the end of a key, as a pattern's tail. */
export const LANGUAGE_KEY_SUFFIX = `(?:_(?:${LOCALIZED_LANGUAGES.map((language) => language.toUpperCase()).join('|')}))?`;

const SUFFIX = new RegExp(`_(${LOCALIZED_LANGUAGES.map((language) => language.toUpperCase()).join('|')})$`);

/** The key of a configuration in a language: 'EMAIL_CONFIRMATION_TEMPLATE' in 'zh' → 'EMAIL_CONFIRMATION_TEMPLATE_ZH'. */
export function localizedConfigKey(key: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? key : `${key}_${language.toUpperCase()}`;
}

/** A key and its language: 'SMS_REMINDER_TEMPLATE_TA' → { key: 'SMS_REMINDER_TEMPLATE', language: 'ta' }. */
export function splitConfigKey(key: string): { key: string; language: Language } {
  const match = SUFFIX.exec(key);
  const language = match?.[1]?.toLowerCase();
  if (!match || !isLanguage(language)) return { key, language: DEFAULT_LANGUAGE };
  return { key: key.slice(0, match.index), language };
}
