import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { formatSingaporeDateTime, formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import { fillMessage, MESSAGES } from '@domain/shared/texts';

// Texts of the held visit (DESIGN §8.2, not in the spec): how long an unpaid visit is held, how to keep
// it, and the refusals of the code and of the booking token. Their words are the English `messages`
// catalogue's (hold.*).

const TEXT = MESSAGES.hold;

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
    ? fillMessage(TEXT.deadlineToday, { time: formatTimeLabel(wall.time) })
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
    ? fillMessage(TEXT.keepVisitText, { sentTo: options.sentTo ?? TEXT.yourMobile, by })
    : fillMessage(TEXT.keepVisitEmail, { by });
}

/** What happens at that deadline, and the other way to keep the visit (the email's button). */
export const keepVisitDetail = (channel: HoldCodeChannel = 'email') =>
  channel === 'text' ? TEXT.keepVisitDetailText : TEXT.keepVisitDetailEmail;

/** The same deadline where the code itself is shown (the confirmation email): the code below, or paying. */
export const keepVisitWithCodeHeadline = (holdExpiresAt: Date | string, now?: Date) =>
  fillMessage(TEXT.keepVisitWithCode, { by: holdDeadlineText(holdExpiresAt, now) });
/** What happens then, beside the code and its button. */
export const KEEP_VISIT_WITH_CODE_DETAIL = TEXT.keepVisitWithCodeDetail;

/** The payment deadline, said after the hold's: it counts only once the code is entered. */
export const payAfterCodeNote = (paymentDueAt: Date | string) =>
  fillMessage(TEXT.payAfterCode, { dueAt: formatSingaporeDateTime(paymentDueAt, 'long') });

/** The older flow's confirmation while its visit is held: nothing is booked until the code is entered. */
export const OLDER_FLOW_HELD_LINE = TEXT.olderFlowHeld;
/** The same page once the code is entered. */
export const OLDER_FLOW_KEPT_LINE = TEXT.olderFlowKept;

/** Before booking (the wizard's review step): what confirming starts. */
export const HOLD_BEFORE_BOOKING_NOTE = fillMessage(TEXT.beforeBooking, { minutes: DEFAULT_HOLD_VERIFY_MINUTES });
/** Before booking on the older registration page (paid on the day): the code comes by text. */
export const HOLD_BEFORE_BOOKING_TEXT_NOTE = fillMessage(TEXT.beforeBookingText, {
  minutes: DEFAULT_HOLD_VERIFY_MINUTES,
});
export const holdCodeLabel = (channel: HoldCodeChannel = 'email') =>
  channel === 'text' ? TEXT.codeLabelText : TEXT.codeLabelEmail;
export const HOLD_CODE_LABEL = holdCodeLabel('email');
export const HOLD_CODE_BUTTON = TEXT.codeButton;
export const HOLD_KEPT_MESSAGE = TEXT.kept;
export const HOLD_CODE_FORMAT_MESSAGE = TEXT.codeFormat;
/** One answer for a wrong code and an unknown reference, so the call says nothing about which bookings exist. */
export const HOLD_CODE_WRONG_MESSAGE = TEXT.codeWrong;
export const HOLD_CODE_ATTEMPTS_MESSAGE = fillMessage(TEXT.codeAttempts, CLINIC_CONTACT);
/** "Send a new code": the older flow's code by text, the main flow's too (a text reaches the customer at once). */
export const HOLD_NEW_CODE_BUTTON = TEXT.newCodeButton;
/** The same answer whatever the reference: the call says nothing about which bookings exist. */
export const HOLD_NEW_CODE_SENT_MESSAGE = TEXT.newCodeSent;
export const HOLD_NEW_CODE_LIMIT_MESSAGE = fillMessage(TEXT.newCodeLimit, CLINIC_CONTACT);
/** The older flow books only a mobile that can receive the code by text. */
export const HOLD_CODE_MOBILE_MESSAGE = TEXT.codeMobile;
/** The code could not be checked and the server said nothing (the network, most likely). */
export const HOLD_VERIFY_FAILED_MESSAGE = TEXT.verifyFailed;
export const HOLD_EXPIRED_MESSAGE = TEXT.expired;
/** The booking's page once its hold ran out (status expired). */
export const RELEASED_BOOKING_MESSAGE = TEXT.released;
/** The same page for a booking with money paid through the partner (PARTNER_NAME): that money is not lost. */
export const releasedPartnerPaidMessage = (partnerName: string, amount: string) =>
  fillMessage(TEXT.releasedPartnerPaid, { ...CLINIC_CONTACT, amount, partner: partnerName });
export const BOOK_AGAIN_LABEL = TEXT.bookAgain;
export const HOLD_NOTHING_TO_CONFIRM_MESSAGE = TEXT.nothingToConfirm;
/** The email link's page (/booking/verify/{reference}). */
export const VERIFY_PAGE_HEADING = TEXT.verifyHeading;
export const VERIFY_PAGE_TEXT = TEXT.verifyText;
/** The page opened without a code (the older flow's email link): the code is typed. */
export const VERIFY_PAGE_TYPE_CODE_TEXT = TEXT.verifyTypeCode;

/** Participant and contact changes without the booking's token (DESIGN §8.2). */
export const BOOKING_TOKEN_REQUIRED_MESSAGE = TEXT.bookingTokenRequired;

/** The main person's ID number in a booking: an NRIC or FIN with its right letter, or a passport number. */
export const ID_NUMBER_INVALID_MESSAGE = TEXT.idNumberInvalid;

/** DESIGN §8.9: past HOLDS_PER_NETWORK_PER_DAY unpaid or unproven holds from one network in a day. */
export const HOLDS_PER_NETWORK_MESSAGE = fillMessage(TEXT.holdsPerNetwork, CLINIC_CONTACT);
