import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@domain/shared/language';
import i18next, { type ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n';

/**
 * A text of the payments catalogue named by its key ('payments:outcome.failedTitle'), as the texts that
 * travel as values (the form's state, a field's error, a toast) are kept until they are shown.
 */
export type PaymentsKey = `payments:${ParseKeys<'payments'>}`;

const PAYMENTS_PREFIX = 'payments:';

export const isPaymentsKey = (text: string): text is PaymentsKey => text.startsWith(PAYMENTS_PREFIX);

/**
 * What the payment form shows of a text that travels as a value, in the page's language: one of ours by
 * its key; a message of the shared rules or the server's own words through `useMessageText()`.
 */
export function usePaymentText(): (text: string) => string {
  const { t } = useTranslation('payments');
  const messageText = useMessageText();
  return (text) =>
    isPaymentsKey(text) ? t(text.slice(PAYMENTS_PREFIX.length) as ParseKeys<'payments'>) : messageText(text);
}

/** The page's language for a text made outside a component (a toast, a label built by a function). */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
