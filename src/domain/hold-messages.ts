import { formatSingaporeDateTime } from './dates.js';

// Texts of the held visit (DESIGN §8.2, not in the spec): how long an unpaid visit is held, how to keep
// it, and the refusals of the code and of the booking token.

export const HOLD_VERIFY_CODE_LENGTH = 6;
/** HOLD_VERIFY_MINUTES unless set: how long an unproven hold lasts (the pages show the server's own time). */
export const DEFAULT_HOLD_VERIFY_MINUTES = 30;
/** Wrong codes a booking allows; then only paying keeps the visit. */
export const MAX_VERIFICATION_ATTEMPTS = 5;

/** The confirmation page's and the older flow's notice while the visit is held conditionally. */
export const holdNotice = (holdExpiresAt: string) =>
  `We are holding this visit for you until ${formatSingaporeDateTime(new Date(holdExpiresAt), 'long')}. To keep it, enter the 6-digit code from the email we just sent you, or press the button in that email.`;
/** Before booking (the wizard's review step, the older registration page): what confirming starts. */
export const HOLD_BEFORE_BOOKING_NOTE = `Once you confirm, we hold the visit for you for ${DEFAULT_HOLD_VERIFY_MINUTES} minutes and email you a 6-digit code. Enter the code, press the button in the email, or pay, to keep the visit.`;
export const HOLD_CODE_LABEL = 'Code from your email';
export const HOLD_CODE_BUTTON = 'Keep my visit';
export const HOLD_KEPT_MESSAGE = 'Thank you. Your email address is confirmed and we are keeping your visit.';
export const HOLD_CODE_FORMAT_MESSAGE = 'Enter the 6 digits from the email.';
export const HOLD_CODE_WRONG_MESSAGE = 'That code is not right. Please check the latest email from us and try again.';
export const HOLD_CODE_ATTEMPTS_MESSAGE =
  'Too many wrong codes. Press the button in the email we sent you, or pay now to keep your visit.';
/** The code could not be checked and the server said nothing (the network, most likely). */
export const HOLD_VERIFY_FAILED_MESSAGE = 'We could not check the code just now. Please try again.';
export const HOLD_EXPIRED_MESSAGE =
  'This visit is no longer held for you because it was not confirmed in time. Please book again.';
export const HOLD_NOTHING_TO_CONFIRM_MESSAGE = 'This booking does not need a code.';
/** The email link's page (/booking/verify/{reference}). */
export const VERIFY_PAGE_HEADING = 'Keep your home visit';
export const VERIFY_PAGE_TEXT =
  'Press the button to confirm your email address and keep the visit we are holding for you.';

/** Participant and contact changes without the booking's token (DESIGN §8.2). */
export const BOOKING_TOKEN_REQUIRED_MESSAGE =
  'For your security, changes to the persons and contact details need the "Manage your booking" link from your confirmation email. Please open the link from that email on this device.';

/** The main person's ID number in a booking: an NRIC or FIN with its right letter, or a passport number. */
export const ID_NUMBER_INVALID_MESSAGE = 'Please enter a valid NRIC, FIN or passport number.';
