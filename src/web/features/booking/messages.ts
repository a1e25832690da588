// Customer-facing texts of the booking screens, quoted from spec 000 §2, §4 and §8 word for word.
// Texts the server answers too (verification, ID format, price changed) live in src/domain/messages.ts,
// the validation messages with the schemas in src/domain/booking-schemas.ts.

/** The booking page's own name: above the event's name, and in the tab while the event loads. */
export const BOOK_PAGE_TITLE = 'Book a home screening';

// A missing event's texts are shared with the older flow (features/booking-shared) and imported from there
// by the card that shows them, not re-exported here: the event page's shell, part of the first load, reads
// this file.
export const EVENT_LOAD_ERROR = "We couldn't load the event details. Please try again later.";

export const AGE_REQUIREMENT_TITLE = 'Age Requirement';

export const MEMBER_BENEFITS_TITLE = 'Member Benefits Applied';

export const NO_TIMESLOTS_TITLE = 'No timeslots available';
export const NO_TIMESLOTS_MESSAGE =
  "We couldn't find any available timeslots for your postal code. Please try a different postal code or contact our support team.";

export const MAX_PARTICIPANTS_TITLE = 'Maximum Participants Reached';
export const MAX_PARTICIPANTS_MESSAGE = 'You can only add a maximum of 5 additional household members to your booking.';
export const SELECTED_PACKAGE_NOT_FOUND = 'Selected package not found';
export const PARTICIPANT_ADDED_TITLE = 'Participant Added';
export const PARTICIPANT_REMOVED_TITLE = 'Participant Removed';

export const DISCOUNT_APPLIED_TITLE = 'Discount Applied';
export const INVALID_DISCOUNT_TITLE = 'Invalid Discount Code';
export const DISCOUNT_FALLBACK_MESSAGE = 'Failed to validate discount code';

export const BOOKING_FAILED_TITLE = 'Booking Failed';
export const BOOKING_ERROR_TITLE = 'Booking Error';
export const BOOKING_ERROR_MESSAGE =
  'Your booking was created but there was a problem retrieving the reference number. Please contact support.';
export const BOOKING_CONFIRMED_TITLE = 'Booking Confirmed';
export const BOOKING_CREATED_TITLE = 'Booking Created';
export const BOOKING_SUCCESSFUL_TITLE = 'Booking Successful';

// The partner flow (spec 000 §4 and §8; {product} is WhiteCoat, DESIGN §4).
export const PARTNER_DATA_RETRIEVED_TITLE = 'WhiteCoat Data Retrieved';
export const PARTNER_DATA_RETRIEVED_MESSAGE = 'Your details from WhiteCoat have been filled in.';
export const PACKAGE_AUTO_SELECTED_TITLE = 'Package Auto-Selected';
export const packageAutoSelectedMessage = (packageName: string) =>
  `${packageName} is the package of your WhiteCoat booking.`;
export const PACKAGE_LOCKED_TITLE = 'Package from your WhiteCoat booking';
export const PACKAGE_LOCKED_REASON = 'Not in your WhiteCoat booking';
export { PAID_VIA_PARTNER_LABEL } from '@domain/bookings/messages';
export const AMOUNT_DUE_LABEL = 'Amount due';

export const LOOKUP_ERROR_MESSAGE = 'Unable to retrieve booking details. Please contact support for assistance.';
export const TOTAL_INCLUDES_MESSAGE = 'Total includes all applicable discounts and 9% GST';
