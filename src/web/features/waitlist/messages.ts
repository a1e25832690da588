import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n';

// The waitlist's texts on the web side (DESIGN §8.6) are in the waitlist catalogue; the ones the server
// shares are in @domain/waitlist and shown through useMessageText(). Here: the few that travel as values
// (the code form's error) until they are shown, as keys of the catalogue.

/** A text of the waitlist catalogue named by its key ('waitlist:code.formatError'). */
export type WaitlistKey = `waitlist:${ParseKeys<'waitlist'>}`;

const WAITLIST_PREFIX = 'waitlist:';

export const WAITLIST_CODE_FORMAT_MESSAGE = 'waitlist:code.formatError' satisfies WaitlistKey;
export const WAITLIST_CODE_FAILED_MESSAGE = 'waitlist:code.checkFailed' satisfies WaitlistKey;
export const WAITLIST_NEW_CODE_FAILED_MESSAGE = 'waitlist:code.newCodeFailed' satisfies WaitlistKey;

/**
 * A text that travels as a value, in the page's language: one of ours by its key; a message of the
 * shared rules or the server's own words through `useMessageText()`.
 */
export function useWaitlistText(): (text: string) => string {
  const { t } = useTranslation('waitlist');
  const messageText = useMessageText();
  return (text) =>
    text.startsWith(WAITLIST_PREFIX)
      ? t(text.slice(WAITLIST_PREFIX.length) as ParseKeys<'waitlist'>)
      : messageText(text);
}
