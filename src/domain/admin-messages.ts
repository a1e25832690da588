// Texts of the admin area that the web's admin pages and the server both use: sign-in, events,
// packages, holidays and orders. Apart from messages.ts so that they stay out of the customer pages'
// bundle.

// Admin area (spec 001 §5 where it gives the text; the server's own refusals where it does not).

/** Spec 001 §5, login. */
export const USERNAME_REQUIRED_MESSAGE = 'Username is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
/** Spec 001 §5, event form. */
export const NAME_MIN_MESSAGE = 'Name must be at least 3 characters';
export const SLUG_MIN_MESSAGE = 'Slug must be at least 3 characters';
export const SLUG_CHARACTERS_MESSAGE = 'Slug can only contain lowercase letters, numbers, and hyphens';
/** Spec 001 §5, package form. */
export const PRICE_POSITIVE_MESSAGE = 'Price must be a positive number';
export const AIA_PRICE_POSITIVE_MESSAGE = 'AIA price must be a positive number';
/** Spec 001 §5, holiday form. */
export const DATE_REQUIRED_MESSAGE = 'Date is required';

/** Not in the spec: the limits of decimal(10,2) and of the admin forms. */
export const PRICE_TOO_LARGE_MESSAGE = 'Price must be at most 99999999.99';
export const AIA_PRICE_TOO_LARGE_MESSAGE = 'AIA price must be at most 99999999.99';
export const PRICE_DECIMALS_MESSAGE = 'Price can have at most two decimals';
export const AIA_PRICE_DECIMALS_MESSAGE = 'AIA price can have at most two decimals';
export const AIA_PRICE_ABOVE_PRICE_MESSAGE = 'AIA price must not be more than the price';
export const HOLIDAY_NAME_REQUIRED_MESSAGE = 'Holiday name is required';
export const INVALID_DATE_MESSAGE = 'Please enter a valid date (yyyy-MM-dd)';
export const INVALID_TIME_MESSAGE = 'Please enter a valid time (HH:mm)';
export const INVALID_ID_MESSAGE = 'Invalid id';
export const PACKAGE_IDS_MESSAGE = 'Please choose valid packages';
export const NUM_SLOTS_MESSAGE = 'Number of dates ahead must be a whole number from 1 to 60';
export const BUFFER_HOURS_MESSAGE = 'Buffer hours must be a whole number from 0 to 720';
export const SLOTS_PER_TIMESLOT_MESSAGE = 'Home visits per slot must be a whole number from 1 to 50';
export const MAX_ATTENDEES_MESSAGE = 'People per visit must be a whole number from 1 to 200';
export const MANUAL_DATES_DUPLICATE_MESSAGE = 'Each date can be listed only once';
export const MANUAL_TIMES_REQUIRED_MESSAGE = 'Add at least one time for each date';
export const STATUS_CHANGE_MESSAGE = 'Status must be completed, no_show or cancelled';
export const PAGE_MESSAGE = 'Page must be a whole number of 1 or more';
export const PAGE_SIZE_MESSAGE = 'Page size must be a whole number from 1 to 200';

/** Not in the spec: the admin session and sign-in. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const ADMIN_LOGIN_REQUIRED_MESSAGE = 'Please log in as an admin to continue';
export const ADMIN_ROLE_REQUIRED_MESSAGE = 'Only admins can use the admin area';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
/** The wait after repeated failures of one account from one network: seconds below a minute, else minutes. */
export const loginSlowedMessage = (seconds: number) =>
  `Too many failed login attempts for this account from your network. Please try again in ${
    seconds < 60 ? plural(Math.max(1, Math.ceil(seconds)), 'second') : plural(Math.ceil(seconds / 60), 'minute')
  }.`;
export const LOGOUT_SUCCESS_MESSAGE = 'You have been logged out';
export const LOGOUT_EVERYWHERE_MESSAGE = 'You have been signed out everywhere: every session of your account has ended';

/** Not in the spec: the banner on every admin page while card payments are simulated. */
export const TEST_MODE_BANNER_MESSAGE = 'Test mode: card payments are simulated and nothing is charged.';

/** Not in the spec: refusals of admin changes. */
export const ADMIN_EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export const ADMIN_PACKAGE_NOT_FOUND_MESSAGE = 'Package not found';
export const HOLIDAY_NOT_FOUND_MESSAGE = 'Public holiday not found';
export const ADMIN_REGISTRATION_NOT_FOUND_MESSAGE = 'Registration not found';
export const SLUG_TAKEN_MESSAGE = 'Another event already uses this slug. Please choose a different slug.';
export const HOLIDAY_DATE_TAKEN_MESSAGE = 'A public holiday on this date already exists';
export const UNKNOWN_PACKAGES_MESSAGE = 'One or more of the chosen packages do not exist';
export const EVENT_HAS_BOOKINGS_MESSAGE =
  'This event has bookings, so it cannot be deleted. Set it inactive instead to stop new bookings.';
export const PACKAGE_HAS_BOOKINGS_MESSAGE =
  'This package has bookings, so it cannot be deleted. Set it inactive instead to stop new bookings.';
export const REGISTRATION_CLOSED_MESSAGE = 'This booking was cancelled or has expired, so it cannot be changed.';
export const registrationAlreadyMessage = (status: string) => `This booking is already ${status.replace('_', '-')}.`;
export const VISIT_NOT_YET_MESSAGE = 'A visit can be marked completed or no-show only once its time has come.';
export const UNPAID_NOT_COMPLETED_MESSAGE = 'An unpaid booking cannot be marked completed.';
export const VISIT_OUTCOME_NOT_CANCELLABLE_MESSAGE = 'A visit marked completed or no-show cannot be cancelled.';
export const refundDueMessage = (amount: string) =>
  `Registration cancelled. S$${amount} was paid by card; the refund could not be made and is recorded as pending.`;
export const refundedMessage = (amount: string) =>
  `Registration cancelled. S$${amount} was refunded to the card it was paid with.`;
export const REGISTRATION_UPDATED_MESSAGE = 'Registration updated';
export const MANUAL_DATE_PAST_MESSAGE = 'Manual dates must be today or later';
/** Not in the spec: revealing an ID number in the order details (DESIGN §8.3). */
export const REVEAL_PARTICIPANT_ID_MESSAGE = 'participantId must be a household member id, or null for the main person';
export const REVEAL_PARTICIPANT_NOT_FOUND_MESSAGE = 'This person is not part of this booking';
export const BOOKING_DATA_ERASED_MESSAGE = "This booking's personal data has been erased.";
export const PERSON_DATA_ERASED_MESSAGE = "This person's personal data has been erased.";
export const CHANGED_WHILE_SAVING_MESSAGE =
  'Someone booked while this change was being saved. Please reload and try again.';
