import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import type { Language } from '@domain/shared/language';

// The server labels each visit's date and time in English ('Mon, 23 Nov 2026', '9:00 AM'); a page in
// another language labels them itself, by Intl, from the date and time they stand for.

/** A visit's date in the page's language: the server's label in English. */
export const visitDateLabel = (isoDate: string, englishLabel: string, language: Language): string =>
  language === 'en' ? englishLabel : formatDateLabel(isoDate, language);

/** A visit's time in the page's language: the server's label in English. */
export const visitTimeLabel = (time: string, englishLabel: string, language: Language): string =>
  language === 'en' ? englishLabel : formatTimeLabel(time, language);
