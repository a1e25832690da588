/** Spec 001 §5, event form. */

// Texts of the event and package forms (spec 001 §5 where it gives the text; the server's own
// refusals where it does not).
export const NAME_MIN_MESSAGE = 'Name must be at least 3 characters';
export const SLUG_MIN_MESSAGE = 'Slug must be at least 3 characters';
export const SLUG_CHARACTERS_MESSAGE = 'Slug can only contain lowercase letters, numbers, and hyphens';
/** Spec 001 §5, package form. */
export const PRICE_POSITIVE_MESSAGE = 'Price must be a positive number';
export const AIA_PRICE_POSITIVE_MESSAGE = 'AIA price must be a positive number';
/** Not in the spec: the limits of decimal(10,2) and of the admin forms. */
export const PRICE_TOO_LARGE_MESSAGE = 'Price must be at most 99999999.99';
export const AIA_PRICE_TOO_LARGE_MESSAGE = 'AIA price must be at most 99999999.99';
export const PRICE_DECIMALS_MESSAGE = 'Price can have at most two decimals';
export const AIA_PRICE_DECIMALS_MESSAGE = 'AIA price can have at most two decimals';
export const AIA_PRICE_ABOVE_PRICE_MESSAGE = 'AIA price must not be more than the price';
export const PACKAGE_IDS_MESSAGE = 'Please choose valid packages';
export const NUM_SLOTS_MESSAGE = 'Number of dates ahead must be a whole number from 1 to 60';
export const BUFFER_HOURS_MESSAGE = 'Buffer hours must be a whole number from 0 to 720';
export const SLOTS_PER_TIMESLOT_MESSAGE = 'Home visits per slot must be a whole number from 1 to 50';
export const MAX_ATTENDEES_MESSAGE = 'People per visit must be a whole number from 1 to 200';
export const MANUAL_DATES_DUPLICATE_MESSAGE = 'Each date can be listed only once';
export const MANUAL_TIMES_REQUIRED_MESSAGE = 'Add at least one time for each date';
export const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
/** Not in the spec: refusals of admin changes. */
export const ADMIN_EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export const ADMIN_PACKAGE_NOT_FOUND_MESSAGE = 'Package not found';
export const SLUG_TAKEN_MESSAGE = 'Another event already uses this slug. Please choose a different slug.';
export const UNKNOWN_PACKAGES_MESSAGE = 'One or more of the chosen packages do not exist';
export const EVENT_HAS_BOOKINGS_MESSAGE =
  'This event has bookings, so it cannot be deleted. Set it inactive instead to stop new bookings.';
export const PACKAGE_HAS_BOOKINGS_MESSAGE =
  'This package has bookings, so it cannot be deleted. Set it inactive instead to stop new bookings.';
export const MANUAL_DATE_PAST_MESSAGE = 'Manual dates must be today or later';

/** Not in the spec: the package's fast before the visit (DESIGN §8.11). */
export const FASTING_HOURS_MESSAGE = 'Fasting hours must be a whole number from 0 to 16';
