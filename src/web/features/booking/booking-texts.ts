import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@domain/shared/language';
import i18next from 'i18next';

/**
 * The booking namespace's texts where no component renders them: a toast's words made in a handler, the
 * calendar file, the pure rules the tests call. In the page's language at the moment of the call; a
 * component uses `useTranslation('booking')` instead, which renders again when the language changes.
 */
export const bookingText = i18next.getFixedT(null, 'booking');

/** The page's language at the moment of the call, for the formatters of those same texts. */
export function pageLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
