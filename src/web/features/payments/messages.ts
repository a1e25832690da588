// Customer-facing texts of the card payment form, quoted from spec 001 §4 and §8 word for word where
// the spec gives them. The server's refusals (declined card, amount changed, ...) come in its answers.

export { PAYMENT_SUCCESSFUL_MESSAGE as PAYMENT_SUCCESSFUL_TITLE } from '@domain/payments/messages';

export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const PAYMENT_ERROR_TITLE = 'Payment Error';
export const PAYMENT_CANCELLED_TITLE = 'Payment Cancelled';
export const PAYMENT_CANCELLED_MESSAGE = 'You can complete your payment later.';
export const PAYMENT_RECORDED_TITLE = 'Payment Recorded';
export const PAYMENT_RECORDED_MESSAGE =
  'Your payment was processed, but we had trouble updating our records. Please contact support if needed.';
export const CONNECTION_ERROR_TITLE = 'Connection Error';
export const CONNECTION_ERROR_MESSAGE = 'Unable to connect to payment server.';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again later.';
export const INIT_FAILED_MESSAGE = 'Failed to initialize payment system';
export const FORM_INIT_FAILED_MESSAGE = 'Failed to initialize payment form';
export const LOAD_FAILED_MESSAGE = 'Failed to load payment system';
export const NOT_INITIALIZED_MESSAGE = 'Payment system not initialized';
export const PROCESSING_FAILED_MESSAGE = 'Payment processing failed';
export const PROCESSING_ERROR_MESSAGE = 'An error occurred during payment processing';

/** Spec 001 §9: a client token starting with this is the simulated gateway's (test mode). */
export const TEST_TOKEN_PREFIX = 'test-';
/** Spec 001 §9: the simulated test payment interface appears after 1 second. */
export const TEST_FORM_DELAY_MS = 1000;

// The test card form's own field messages (the spec shows none).
export const CARD_NUMBER_REQUIRED_MESSAGE = 'Card number is required';
export const CARD_NUMBER_INVALID_MESSAGE = 'Invalid card number';
export const EXPIRY_INVALID_MESSAGE = 'Please enter the expiry date as MM/YY';
export const EXPIRY_PAST_MESSAGE = 'This card has expired';
export const CVV_INVALID_MESSAGE = 'Please enter the 3 or 4 digit CVV';
export const CARD_HOLDER_REQUIRED_MESSAGE = 'Card holder name is required';

// PayNow (DESIGN §8.4).
export const PAYNOW_SCAN_MESSAGE = 'Scan with your banking app';
/** On a phone the QR code is on the screen the banking app needs: it is saved, then scanned from photos. */
export const PAYNOW_PHONE_STEPS_HEADING = 'Paying on this phone';
export const PAYNOW_SAVE_QR_LABEL = 'Save the QR code';
export const PAYNOW_SAVE_QR_HINT = 'Or press and hold the QR code and choose to save the image.';
export const PAYNOW_SCAN_SAVED_STEP = 'Open your banking app and scan the saved image from your photos.';
export const PAYNOW_COME_BACK_STEP = 'Come back to this page: it updates by itself once the payment arrives.';
export const PAYNOW_UPDATES_BY_ITSELF = 'This page updates by itself once the payment arrives.';
/** Paying by hand: PayNow to the UEN, with the booking reference, in any banking app. */
export const PAYNOW_BY_HAND_HEADING = 'Or pay by hand';
export const PAYNOW_BY_HAND_TEXT =
  'In your banking app choose PayNow to a UEN, enter the UEN, the amount and the reference below. The reference is how we match your payment to your booking.';
export const payNowQrFileName = (reference: string) => `paynow-${reference}.png`;
export const PAYNOW_EXPIRED_MESSAGE = 'This code has expired';
export const PAYNOW_NEW_CODE_LABEL = 'Make a new code';
export const PAYNOW_SIMULATE_LABEL = 'Simulate PayNow payment';
export const PAYNOW_LOAD_FAILED_MESSAGE = 'The PayNow code could not be made. Please try again, or pay by card.';
export const PAYNOW_REFUNDED_MESSAGE = 'This PayNow payment could not be kept for this booking and has been refunded.';
/** How often the page asks whether the payment has arrived, while the tab is visible. */
export const PAYNOW_WATCH_INTERVAL_MS = 3000;
export const payNowQrAlt = (reference: string) => `PayNow QR code for booking ${reference}`;
/** "14 min 05 s left", or "Less than a minute left". */
export function payNowTimeLeft(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return `${seconds} s left`;
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s left`;
}
