// Texts of the confirmation and confirmed pages, quoted from spec 001 §2, §4 and §8 where it gives them.
// The booking screens' shared texts (lookup error, GST note, 'Booking Confirmed') stay in ../messages.ts.

import { PAID_VIA_PARTNER_LABEL, PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';

export { PARTNER_DISPLAY_NAME };
/** Spec 001 §4: the status change a fully prepaid partner booking asks for, and the partner-paid line. */
export const PARTNER_PAID_LABEL = PAID_VIA_PARTNER_LABEL;

export const NO_REFERENCE_MESSAGE = 'No reference number provided';
export const LOOKUP_FAILED_TITLE = 'Failed to retrieve booking';
export const BOOKING_RECEIVED_TITLE = 'Booking Received';
export const BOOKING_CANCELLED_TITLE = 'Booking Cancelled';
/** Glossary: a hold that ran out is 'released' for customers (staff's 'Expired'). */
export const BOOKING_EXPIRED_TITLE = 'Booking Released';
export const BOOKING_DETAILS_TITLE = 'Booking Details';
export const CONFIRM_BOOKING_LABEL = 'Confirm Booking';
export const CONFIRMATION_FAILED_TITLE = 'Confirmation Failed';
export const CONFIRMATION_FAILED_MESSAGE = 'There was a problem confirming your booking. Please try again.';
/** Spec 001 §9: 'Confirm Booking' moves on to the confirmed page after 1.5 seconds. */
export const DIRECT_CONFIRMATION_DELAY_MS = 1500;

/**
 * Spec 001 §2: the three notes of the confirmation page, also what to expect on the day. The reminder
 * says what is sent (notifications/reminders.ts): the email, and the text where SMS reminders were kept.
 */
export const VISIT_NOTES = {
  reminder: {
    title: 'Reminder the day before',
    text: 'We send you a reminder email the day before your visit, and a text message too if you kept "Send me SMS reminders" ticked.',
  },
  fasting: {
    title: 'Fast for 8-10 hours',
    text: 'Please fast for 8-10 hours before your screening. Plain water only.',
  },
  clothing: {
    title: 'Wear loose short sleeves',
    text: 'Wear loose, short-sleeved clothing so that the nurse can take your blood sample easily.',
  },
} as const;
