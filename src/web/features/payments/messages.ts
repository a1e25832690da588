import i18next from 'i18next';
import type { PaymentsKey } from './texts';

// The card payment form's texts that travel as values (its state, a field's error, a toast): keys of the
// payments catalogue, shown through usePaymentText(). The English words are spec 001 §4 and §8's, word
// for word where the spec gives them. The server's refusals (declined card, amount changed, ...) come in
// its answers.

export { PAYMENT_SUCCESSFUL_MESSAGE as PAYMENT_SUCCESSFUL_TITLE } from '@domain/payments/messages';

export const PAYMENT_FAILED_TITLE = 'payments:outcome.failedTitle' satisfies PaymentsKey;
export const PAYMENT_ERROR_TITLE = 'payments:outcome.errorTitle' satisfies PaymentsKey;
export const PAYMENT_RECORDED_TITLE = 'payments:outcome.recordedTitle' satisfies PaymentsKey;
export const PAYMENT_RECORDED_MESSAGE = 'payments:outcome.recordedMessage' satisfies PaymentsKey;
export const CONNECTION_ERROR_TITLE = 'payments:outcome.connectionErrorTitle' satisfies PaymentsKey;
export const CONNECTION_ERROR_MESSAGE = 'payments:outcome.connectionErrorMessage' satisfies PaymentsKey;

export const NETWORK_ERROR_MESSAGE = 'payments:outcome.networkError' satisfies PaymentsKey;
export const INIT_FAILED_MESSAGE = 'payments:outcome.initFailed' satisfies PaymentsKey;
export const FORM_INIT_FAILED_MESSAGE = 'payments:outcome.formInitFailed' satisfies PaymentsKey;
export const LOAD_FAILED_MESSAGE = 'payments:outcome.loadFailed' satisfies PaymentsKey;
export const NOT_INITIALIZED_MESSAGE = 'payments:outcome.notInitialized' satisfies PaymentsKey;
export const PROCESSING_FAILED_MESSAGE = 'payments:outcome.processingFailed' satisfies PaymentsKey;
export const PROCESSING_ERROR_MESSAGE = 'payments:outcome.processingError' satisfies PaymentsKey;

/** Spec 001 §9: a client token starting with this is the simulated gateway's (test mode). */
export const TEST_TOKEN_PREFIX = 'test-';
/** Spec 001 §9: the simulated test payment interface appears after 1 second. */
export const TEST_FORM_DELAY_MS = 1000;

// The test card form's own field messages (the spec shows none).
export const CARD_NUMBER_REQUIRED_MESSAGE = 'payments:cardErrors.numberRequired' satisfies PaymentsKey;
export const CARD_NUMBER_INVALID_MESSAGE = 'payments:cardErrors.numberInvalid' satisfies PaymentsKey;
export const EXPIRY_INVALID_MESSAGE = 'payments:cardErrors.expiryInvalid' satisfies PaymentsKey;
export const EXPIRY_PAST_MESSAGE = 'payments:cardErrors.expired' satisfies PaymentsKey;
export const CVV_INVALID_MESSAGE = 'payments:cardErrors.cvvInvalid' satisfies PaymentsKey;
export const CARD_HOLDER_REQUIRED_MESSAGE = 'payments:cardErrors.holderRequired' satisfies PaymentsKey;

// PayNow (DESIGN §8.4).
export const payNowQrFileName = (reference: string) => `paynow-${reference}.png`;
/** How often the page asks whether the payment has arrived, while the tab is visible. */
export const PAYNOW_WATCH_INTERVAL_MS = 3000;
/** The QR code's text alternative, in the page's language. */
export const payNowQrAlt = (reference: string) => i18next.t('payments:payNow.qrAlt', { reference });
/** "14 min 05 s left", or "59 s left" in the last minute, in the page's language. */
export function payNowTimeLeft(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return i18next.t('payments:payNow.secondsLeft', { seconds });
  return i18next.t('payments:payNow.minutesSecondsLeft', { minutes, seconds: String(seconds % 60).padStart(2, '0') });
}
