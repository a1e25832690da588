// Card payment texts, shown by the confirmation page and answered by the payment and receipt routes
// (spec 001 §8 where it gives the text; the server's refusals where it does not). The customer
// booking texts are in messages.ts.

/** Spec 001 §8, success toasts. */
export const PAYMENT_SUCCESSFUL_MESSAGE = 'Payment Successful';
export const BOOKING_CONFIRMED_MESSAGE = 'Booking Confirmed';
export const ALREADY_PAID_MESSAGE = 'This booking has already been paid.';
export const NOT_PAYABLE_MESSAGE = 'This booking can no longer be paid.';
export const NOTHING_TO_PAY_MESSAGE = 'Nothing is left to pay for this booking.';
export const BALANCE_DUE_MESSAGE = 'This booking still has a balance to pay.';
export const AMOUNT_DUE_CHANGED_MESSAGE =
  'The amount due for this booking has changed. Please reload the page to see the new amount.';
export const CARD_NOT_READ_MESSAGE = 'Your card details could not be read. Please enter them again.';
export const CARD_OFFER_USED_UP_MESSAGE = 'The card offer has just been used up. Please try again.';
/** DESIGN §8.9: a test card (test mode's simulated card form) offered while the site takes real payments. */
export const TEST_CARD_IN_LIVE_MODE_MESSAGE =
  'Test cards are not accepted: this site takes real payments. Please reload the page and pay with your card.';
export const PAYMENT_IN_PROGRESS_MESSAGE = 'A payment for this booking is already being processed.';
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Card payment is not available right now. Your card was not charged. Please try again later.';
export const PAYMENT_OUTCOME_UNKNOWN_MESSAGE =
  'The card processor did not answer, so we cannot tell whether your card was charged. Please contact us before trying again.';
export const paymentDeclinedMessage = (reason: string) =>
  `Your card was declined (${reason}). Please try another card.`;
export const REGISTRATION_ID_MESSAGE = 'Registration not found';
export const PAYMENT_AMOUNT_MESSAGE = 'Amount must be an amount with at most two decimals';
export const PAYMENT_NONCE_MESSAGE = 'Payment details are missing. Please enter your card again.';
export const PAID_STATUS_ONLY_MESSAGE = 'Only a payment can change the status of a booking here';
/** GET /api/registrations/{id}/receipt.pdf for a booking that is not paid (yet). */
export const RECEIPT_NOT_PAID_MESSAGE = 'A receipt is available once the booking is paid.';
/** The same, for a booking that was cancelled or expired. */
export const RECEIPT_CLOSED_MESSAGE = 'This booking was cancelled or has expired, so it has no receipt.';
/** DESIGN §8.9: the receipt asked without the booking's token (X-Booking-Token or ?token=) or a staff session. */
export const RECEIPT_TOKEN_REQUIRED_MESSAGE =
  'For your security, the receipt downloads only with the "Manage your booking" link from your confirmation email. Please open the link from that email on this device.';
/** The paid booking's page in a browser that holds no token for it: where the receipt is instead. */
export const RECEIPT_WITHOUT_TOKEN_MESSAGE =
  "To download your receipt here, open 'Manage your booking' in your confirmation email on this device. The receipt is also attached to the email we sent when you paid.";
/** The receipt's download failed without a word from the server (the network, say). */
export const RECEIPT_DOWNLOAD_FAILED_MESSAGE = 'The receipt could not be downloaded. Please try again.';

// PayNow (DESIGN §8.4).
/** The payment method the receipt, the emails and the admin name for a PayNow payment. */
export const PAYNOW_METHOD = 'PayNow';
export const PAYNOW_SIMULATION_TEST_ONLY_MESSAGE = 'PayNow simulation is only available in test mode';
export const NO_LIVE_PAYNOW_MESSAGE = 'This booking has no PayNow code that can still be paid. Please make a new code.';
export const PAYNOW_UNAVAILABLE_MESSAGE = 'PayNow is not available right now. Please pay by card or try again later.';
