// Card payment texts, shown by the confirmation page and answered by the payment and receipt routes
// (spec 001 §8 where it gives the text; the server's refusals where it does not). The customer
// booking texts are in messages.ts. Their words are the English `messages` catalogue's (payment.*).
import { fillMessage, MESSAGES } from '@domain/shared/texts';

const TEXT = MESSAGES.payment;

/** Spec 001 §8, success toasts. */
export const PAYMENT_SUCCESSFUL_MESSAGE = TEXT.successful;
export const BOOKING_CONFIRMED_MESSAGE = TEXT.bookingConfirmed;
export const ALREADY_PAID_MESSAGE = TEXT.alreadyPaid;
export const NOT_PAYABLE_MESSAGE = TEXT.notPayable;
export const NOTHING_TO_PAY_MESSAGE = TEXT.nothingToPay;
export const BALANCE_DUE_MESSAGE = TEXT.balanceDue;
export const AMOUNT_DUE_CHANGED_MESSAGE = TEXT.amountDueChanged;
export const CARD_NOT_READ_MESSAGE = TEXT.cardNotRead;
export const CARD_OFFER_USED_UP_MESSAGE = TEXT.cardOfferUsedUp;
/** DESIGN §8.9: a test card (test mode's simulated card form) offered while the site takes real payments. */
export const TEST_CARD_IN_LIVE_MODE_MESSAGE = TEXT.testCardInLiveMode;
export const PAYMENT_IN_PROGRESS_MESSAGE = TEXT.inProgress;
export const PAYMENT_UNAVAILABLE_MESSAGE = TEXT.unavailable;
export const PAYMENT_OUTCOME_UNKNOWN_MESSAGE = TEXT.outcomeUnknown;
export const paymentDeclinedMessage = (reason: string) => fillMessage(TEXT.declined, { reason });
export const REGISTRATION_ID_MESSAGE = TEXT.registrationNotFound;
export const PAYMENT_AMOUNT_MESSAGE = TEXT.amount;
export const PAYMENT_NONCE_MESSAGE = TEXT.nonce;
export const PAID_STATUS_ONLY_MESSAGE = TEXT.paidStatusOnly;
/** GET /api/registrations/{id}/receipt.pdf for a booking that is not paid (yet). */
export const RECEIPT_NOT_PAID_MESSAGE = TEXT.receiptNotPaid;
/** The same, for a booking that was cancelled or expired. */
export const RECEIPT_CLOSED_MESSAGE = TEXT.receiptClosed;
/** DESIGN §8.9: the receipt asked without the booking's token (X-Booking-Token or ?token=) or a staff session. */
export const RECEIPT_TOKEN_REQUIRED_MESSAGE = TEXT.receiptTokenRequired;
/** The paid booking's page in a browser that holds no token for it: where the receipt is instead. */
export const RECEIPT_WITHOUT_TOKEN_MESSAGE = TEXT.receiptWithoutToken;
/** The receipt's download failed without a word from the server (the network, say). */
export const RECEIPT_DOWNLOAD_FAILED_MESSAGE = TEXT.receiptDownloadFailed;

// PayNow (DESIGN §8.4).
/** The payment method the receipt, the emails and the admin name for a PayNow payment. */
export const PAYNOW_METHOD = 'PayNow';
export const PAYNOW_SIMULATION_TEST_ONLY_MESSAGE = TEXT.paynowSimulationTestOnly;
export const NO_LIVE_PAYNOW_MESSAGE = TEXT.noLivePaynow;
export const PAYNOW_UNAVAILABLE_MESSAGE = TEXT.paynowUnavailable;
