import { CLINIC_CONTACT_TEXT } from '@domain/bookings/appointment-messages';
import { formatSingaporeDateTime, formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';

// Texts of the held visit (DESIGN §8.2, not in the spec): how long an unpaid visit is held, how to keep
// it, and the refusals of the code and of the booking token.

export const HOLD_VERIFY_CODE_LENGTH = 6;
/** A code as typed: its digits, without the spaces a phone may add. */
export const HOLD_CODE_PATTERN = new RegExp(`^\\d{${HOLD_VERIFY_CODE_LENGTH}}$`);
/** The code's digits when what was typed is one (spaces dropped), else null: the forms check before sending. */
export function typedCode(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return HOLD_CODE_PATTERN.test(digits) ? digits : null;
}
/** HOLD_VERIFY_MINUTES unless set: how long an unproven hold lasts (the pages show the server's own time). */
export const DEFAULT_HOLD_VERIFY_MINUTES = 30;
/**
 * Wrong codes one client network may try for one booking in an hour (DESIGN §8.9): counted per
 * (reference, network), so a stranger who knows a reference cannot lock its customer out.
 */
export const MAX_WRONG_CODES_PER_NETWORK_PER_HOUR = 5;
/** New codes one booking may be sent in an hour: each is a text that costs money. */
export const MAX_NEW_CODES_PER_HOUR = 3;

/** How the code that keeps a held visit reaches the customer: the main flow's email, the older flow's text. */
export type HoldCodeChannel = 'email' | 'text';

/**
 * When a held visit is released, as customers read it: '5:27 PM today' on the day it was booked (a hold
 * lasts HOLD_VERIFY_MINUTES), else the date too ('Wed, 2 Dec 2026, 12:10 AM').
 */
export function holdDeadlineText(holdExpiresAt: Date | string, now: Date = new Date()): string {
  const end = typeof holdExpiresAt === 'string' ? new Date(holdExpiresAt) : holdExpiresAt;
  if (Number.isNaN(end.getTime())) return String(holdExpiresAt);
  const wall = singaporeWallClock(end);
  return wall.date === singaporeWallClock(now).date
    ? `${formatTimeLabel(wall.time)} today`
    : formatSingaporeDateTime(end, 'long');
}

/**
 * The one deadline of a held visit, first on the confirmation pages, in the confirmation email and in its
 * text: the code by the hold's end (the main flow's from the email, or paying by then; the older flow's
 * by text to `sentTo`, a masked mobile such as ****4567).
 */
export function keepVisitHeadline(
  holdExpiresAt: Date | string,
  channel: HoldCodeChannel = 'email',
  options: { sentTo?: string | null; now?: Date } = {},
): string {
  const by = holdDeadlineText(holdExpiresAt, options.now);
  return channel === 'text'
    ? `Keep your visit: enter the code we sent by text message to ${options.sentTo ?? 'your mobile'} by ${by}`
    : `Keep your visit: enter the code from your email by ${by}, or pay by then`;
}

/** What happens at that deadline, and the other way to keep the visit (the email's button). */
export const keepVisitDetail = (channel: HoldCodeChannel = 'email') =>
  channel === 'text'
    ? 'Otherwise the visit is released for others to book.'
    : 'Otherwise the visit is released for others to book. The "Keep my visit" button in the email works too.';

/** The same deadline where the code itself is shown (the confirmation email): the code below, or paying. */
export const keepVisitWithCodeHeadline = (holdExpiresAt: Date | string, now?: Date) =>
  `Keep your visit: enter the code below by ${holdDeadlineText(holdExpiresAt, now)}, or pay by then`;
/** What happens then, beside the code and its button. */
export const KEEP_VISIT_WITH_CODE_DETAIL =
  'We hold the visit for you until then. Without the code or a payment it is released for others to book. Enter the code on the booking page, or press the button.';

/** The payment deadline, said after the hold's: it counts only once the code is entered. */
export const payAfterCodeNote = (paymentDueAt: Date | string) =>
  `Once the code is entered, you have until ${formatSingaporeDateTime(paymentDueAt, 'long')} to pay.`;

/** The older flow's confirmation while its visit is held: nothing is booked until the code is entered. */
export const OLDER_FLOW_HELD_LINE =
  'One step is left: enter the code from your text message to keep this visit. You pay on the day of the visit.';
/** The same page once the code is entered. */
export const OLDER_FLOW_KEPT_LINE = 'Your home visit is booked; you pay on the day of the visit.';

/** Before booking (the wizard's review step): what confirming starts. */
export const HOLD_BEFORE_BOOKING_NOTE = `Once you confirm, we hold the visit for you for ${DEFAULT_HOLD_VERIFY_MINUTES} minutes and email you a 6-digit code. Enter the code, press the button in the email, or pay, to keep the visit.`;
/** Before booking on the older registration page (paid on the day): the code comes by text. */
export const HOLD_BEFORE_BOOKING_TEXT_NOTE = `Once you confirm, we hold the visit for you for ${DEFAULT_HOLD_VERIFY_MINUTES} minutes and send a 6-digit code by text message to your mobile. Enter the code to keep the visit.`;
export const holdCodeLabel = (channel: HoldCodeChannel = 'email') =>
  channel === 'text' ? 'Code from your text message' : 'Code from your email';
export const HOLD_CODE_LABEL = holdCodeLabel('email');
export const HOLD_CODE_BUTTON = 'Keep my visit';
export const HOLD_KEPT_MESSAGE = 'Thank you. Your details are confirmed and we are keeping your visit.';
export const HOLD_CODE_FORMAT_MESSAGE = 'Enter the 6 digits of the code.';
/** One answer for a wrong code and an unknown reference, so the call says nothing about which bookings exist. */
export const HOLD_CODE_WRONG_MESSAGE =
  'That code is not right for this booking. Please check the reference number and the latest code we sent you, and try again.';
export const HOLD_CODE_ATTEMPTS_MESSAGE = `Too many wrong codes. Please wait an hour and try again, or ${CLINIC_CONTACT_TEXT} and we will confirm the visit for you.`;
/** "Send a new code": the older flow's code by text, the main flow's too (a text reaches the customer at once). */
export const HOLD_NEW_CODE_BUTTON = 'Send a new code';
/** The same answer whatever the reference: the call says nothing about which bookings exist. */
export const HOLD_NEW_CODE_SENT_MESSAGE =
  'If this booking is still waiting for its code, we have sent a new one by text message to its mobile number. The new code replaces the old one.';
export const HOLD_NEW_CODE_LIMIT_MESSAGE = `We have sent several new codes for this booking in the last hour. Please use the latest one, or ${CLINIC_CONTACT_TEXT}.`;
/** The older flow books only a mobile that can receive the code by text. */
export const HOLD_CODE_MOBILE_MESSAGE =
  'Please give a mobile number in Singapore: we send the code that keeps your visit by text message.';
/** The code could not be checked and the server said nothing (the network, most likely). */
export const HOLD_VERIFY_FAILED_MESSAGE = 'We could not check the code just now. Please try again.';
export const HOLD_EXPIRED_MESSAGE =
  'This visit is no longer held for you because it was not confirmed in time. Please book again.';
/** The booking's page once its hold ran out (status expired). */
export const RELEASED_BOOKING_MESSAGE =
  'Your visit was released because the booking was not confirmed or paid in time. Its date and time are free for others to book again.';
/** The same page for a booking with money paid through the partner (PARTNER_NAME): that money is not lost. */
export const releasedPartnerPaidMessage = (partnerName: string, amount: string) =>
  `Nothing was charged on this site. The ${amount} you paid through ${partnerName} stays yours: book again from your ${partnerName} link and it is taken off again, or ${CLINIC_CONTACT_TEXT}.`;
export const BOOK_AGAIN_LABEL = 'Book again';
export const HOLD_NOTHING_TO_CONFIRM_MESSAGE = 'This booking does not need a code.';
/** The email link's page (/booking/verify/{reference}). */
export const VERIFY_PAGE_HEADING = 'Keep your home visit';
export const VERIFY_PAGE_TEXT = 'Press the button to keep the visit we are holding for you.';
/** The page opened without a code (the older flow's email link): the code is typed. */
export const VERIFY_PAGE_TYPE_CODE_TEXT =
  'Enter the 6-digit code we sent you to keep the visit we are holding for you. It came by text message to your mobile, or in the confirmation email.';

/** Participant and contact changes without the booking's token (DESIGN §8.2). */
export const BOOKING_TOKEN_REQUIRED_MESSAGE =
  'For your security, changes to the people and contact details need the "Manage your booking" link from your confirmation email. Please open the link from that email on this device.';

/** The main person's ID number in a booking: an NRIC or FIN with its right letter, or a passport number. */
export const ID_NUMBER_INVALID_MESSAGE = 'Please enter a valid NRIC, FIN or passport number.';

/** DESIGN §8.9: past HOLDS_PER_NETWORK_PER_DAY unpaid or unproven holds from one network in a day. */
export const HOLDS_PER_NETWORK_MESSAGE = `We cannot hold more visits booked from your network today. Please ${CLINIC_CONTACT_TEXT}, and we will book the visit for you.`;
