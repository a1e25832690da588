import { MAX_BOOKING_PERSONS } from '@domain/bookings/pricing';
import { MAX_PENDING_BOOKINGS_PER_ID } from '@domain/timeslots/availability';

// Customer-facing texts that both the web client and the server show, quoted word for word from
// spec 000 §5 and §8 (and, for PRICE_CHANGED_MESSAGE, from DESIGN.md rule 1: the server's price
// wins). One copy here, so a toast and an API message can never drift apart. The texts of other
// audiences have their own modules (admin-messages.ts, discount-messages.ts, timeslot-messages.ts,
// run-sheet-messages.ts, payment-settings-messages.ts, api-key-messages.ts, email-messages.ts,
// payment-messages.ts, participant-messages.ts, appointment-messages.ts), so that a page bundles only
// the texts it shows.

/** Spec 000 §5, identificationNumber at verification. */
export const ID_FORMAT_TITLE = 'Invalid ID Format';
export const ID_FORMAT_DESCRIPTION =
  'Please enter a valid Singapore NRIC/FIN (e.g., S1234567A) or Vitality ID (e.g., V123456789).';
/** The whole text as the verification endpoint answers it. */
export const ID_FORMAT_MESSAGE = `${ID_FORMAT_TITLE}: ${ID_FORMAT_DESCRIPTION}`;

/** Spec 000 §8, verification: no benefits. */
export const NO_BENEFITS_MESSAGE = 'No active member benefits detected. Standard pricing will apply.';
/** Spec 000 §8, verification error (toast title and description). */
export const VERIFICATION_ERROR_TITLE = 'Verification Error';
export const VERIFICATION_ERROR_DESCRIPTION = 'Unable to verify AIA Health Shield status. Standard pricing will apply.';
/** The whole text as the verification endpoint answers it when the insurer cannot be reached. */
export const VERIFICATION_ERROR_MESSAGE = `${VERIFICATION_ERROR_TITLE}: ${VERIFICATION_ERROR_DESCRIPTION}`;
/** Spec 000 §8: the client gives up after 5 seconds. */
export const VERIFICATION_TIMEOUT_MESSAGE = 'Verification timed out after 5 seconds';
/** Spec 000 §9: member verification time-out 5 seconds (the client's wait). */
export const VERIFICATION_TIMEOUT_MS = 5000;

/**
 * Not in the spec (DESIGN §8.2): an ID number verified too often within an hour, from any client (429).
 * The same answer whatever the date of birth, so that guessing it is no oracle.
 */
export const TOO_MANY_VERIFICATIONS_MESSAGE =
  'Too many verification attempts for this ID number. Please try again later.';

/** Not in the spec: the total the customer saw is no longer the server's total (409). */
export const PRICE_CHANGED_MESSAGE =
  'The price of your booking has changed. Please review the updated total and confirm again.';

// Booking form messages (spec 000 §5 and §8), shown by the wizard and answered by the routes' schemas.

export const EVENT_REQUIRED_MESSAGE = 'Please select an event';
export const PACKAGE_REQUIRED_MESSAGE = 'Please select a package';
export const TIMESLOT_REQUIRED_MESSAGE = 'Please select a timeslot';
export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required';
export const LAST_NAME_REQUIRED_MESSAGE = 'Last name is required';
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const MOBILE_REQUIRED_MESSAGE = 'Mobile number is required';
/** Not in the spec: what a phone number is written with. */
export const MOBILE_CHARACTERS_MESSAGE = 'Mobile number can only contain digits, spaces and + - ( )';
export const GENDER_REQUIRED_MESSAGE = 'Please select a gender';
/** Spec 000 §5 (participant form); the main person's ID is required text, checked for format only at verification. */
export const IDENTIFICATION_REQUIRED_MESSAGE = 'Identification number is required';
/**
 * Not in the spec: NRIC, FIN, Vitality and passport numbers are letters and digits only, so an
 * invisible or look-alike character cannot make 'S3333333A\u200b' a different person from 'S3333333A'.
 */
export const IDENTIFICATION_CHARACTERS_MESSAGE = 'Identification number can only contain letters and digits';
export const DATE_OF_BIRTH_INVALID_MESSAGE = 'Please enter a valid date in DD/MM/YYYY format';
export const DATE_OF_BIRTH_UNDER_AGE_MESSAGE = 'You must be at least 21 years old to book this health screening';
export const DATE_OF_BIRTH_FUTURE_MESSAGE = 'Date of birth cannot be in the future';
export const DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Please enter your date of birth in YYYY-MM-DD format';
export const POSTAL_CODE_MESSAGE = 'Postal code must be 6 digits';
export const ADDRESS_REQUIRED_MESSAGE = 'Address is required';
export const VITALITY_FORMAT_MESSAGE = 'Vitality membership number must follow format V123456789';

export const MEMBER_FIRST_NAME_MESSAGE = 'First name should be at least 2 characters';
export const MEMBER_LAST_NAME_MESSAGE = 'Last name should be at least 2 characters';
export const MEMBER_ID_MESSAGE = 'Identification number should be at least 6 characters';
export const MEMBER_UNDER_AGE_MESSAGE = 'Participant must be at least 21 years old';
export const MEMBER_GENDER_MESSAGE = 'Gender is required';

export const MAX_PERSONS_MESSAGE = `A booking can include at most ${MAX_BOOKING_PERSONS} persons`;
/** Not in the spec: one person cannot be booked twice in one home visit (their results would mix up). */
export const DUPLICATE_ID_MESSAGE = 'Each person in a booking needs a different identification number';
export const DISCOUNT_CODE_MISSING_TITLE = 'Missing Discount Code';
export const DISCOUNT_CODE_REQUIRED_MESSAGE = 'Please enter a discount code';
export const TIMESLOT_QUERY_MESSAGE = 'Postal code and event ID are required';
export const REFERENCE_REQUIRED_MESSAGE = 'Reference number is required';
export const CANCEL_CONFIRM_REQUIRED_MESSAGE = 'You must confirm that you want to cancel this appointment.';

// Not in the spec: limits that keep oversized input out of the database.
export const PARTNER_CODE_MESSAGE = 'Partner booking code must be 12 to 16 digits';
/** A discount code id that is not one names no code: the same message as an unknown code. */
export const DISCOUNT_CODE_ID_MESSAGE = 'Invalid discount code';
export const SUBTOTAL_MESSAGE = 'Subtotal must be a number of 0 or more';
export const SUBTOTAL_TOO_LARGE_MESSAGE = 'Subtotal must be at most 1000000';
export const TOTAL_AMOUNT_MESSAGE = 'Total amount must be an amount with at most two decimals';
/** Not in the spec: names and free text with control, format, unassigned or surrogate characters (\p{C}). */
export const nameCharactersMessage = (field: string) => `${field} contains characters that are not allowed`;

/** Spec 000 §8, look-up 404. */
export const REGISTRATION_NOT_FOUND_MESSAGE =
  'Registration not found. Please check your reference number and try again.';

// Refusals of a booking or a look-up: what the customer chose cannot be had.

export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export const SLOT_FULL_MESSAGE = 'This timeslot is fully booked. Please choose another time.';
export const SLOT_UNAVAILABLE_MESSAGE = 'This timeslot is no longer available';
/**
 * Not in the spec: the cap on unpaid holds per person (MAX_PENDING_BOOKINGS_PER_ID), counted by the
 * email address, the mobile number and the ID number each (DESIGN §8.2).
 */
export const TOO_MANY_PENDING_MESSAGE = `You already have ${MAX_PENDING_BOOKINGS_PER_ID} bookings awaiting payment. Please complete or cancel one before booking again.`;
export const INVALID_DISCOUNT_CODE_MESSAGE = 'Invalid discount code';
export const DISCOUNT_EXPIRED_MESSAGE = 'This discount code has expired';
export const DISCOUNT_NOT_YET_VALID_MESSAGE = 'This discount code is not yet valid';
export const DISCOUNT_LIMIT_REACHED_MESSAGE = 'This discount code has reached its redemption limit';
export const DISCOUNT_NOT_APPLICABLE_MESSAGE = 'This discount code is not applicable to this booking';

// Refusals of a request as a whole (not in the spec): the envelope's message when the request cannot
// reach a route, or a route refuses it before looking at what it asks.

export const BAD_REQUEST_MESSAGE = 'Bad request';
export const MALFORMED_URL_MESSAGE = 'Malformed URL';
export const URL_TOO_LONG_MESSAGE = 'The request URL is too long';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers or URL are too large';
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive';
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON in request body';
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const INVALID_REQUEST_MESSAGE = 'Invalid request';
export const INVALID_VALUE_MESSAGE = 'Invalid value';
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large (limit 1 MB)';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again shortly.';
/** The bot check's refusal (428, DESIGN §8.2); the pages solve its challenge and repeat the call themselves. */
export const BOT_CHECK_MESSAGE = 'Please wait while we check your browser.';
/** Shown while a page solves the bot check's challenge. */
export const BOT_CHECK_STATUS = 'Checking your browser…';
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable';
export const routeNotFoundMessage = (method: string, path: string) => `Route ${method} ${path} not found`;
export const IDEMPOTENCY_KEY_EMPTY_MESSAGE = 'Idempotency-Key must not be empty';
export const IDEMPOTENCY_KEY_TOO_LONG_MESSAGE = 'Idempotency-Key must be at most 200 characters';
export const IDEMPOTENCY_MISMATCH_MESSAGE = 'Idempotency key reused with a different request';

// Card payment and the partner entry (spec 001 §5 and §8 where it gives the text; the server's
// refusals where it does not).

/** The partner telemedicine service's display name, the spec's {product} (DESIGN §4; PARTNER_NAME). */
export const PARTNER_DISPLAY_NAME = 'WhiteCoat';
/** Spec 001 §4: the transaction note of a booking the partner's prepayment covers. */
export const PAID_VIA_PARTNER_LABEL = `Paid via ${PARTNER_DISPLAY_NAME}`;

/** Spec 001 §5, partner booking code. */
export const PARTNER_CODE_FORMAT_MESSAGE = 'Invalid booking code format. The code should be 12-16 digits.';
export const PARTNER_CODE_MISSING_MESSAGE = 'Invalid URL. Please check the link and try again.';
/** Spec 001 §8, partner code: the partner could not be asked. */
export const PARTNER_LOOKUP_FAILED_MESSAGE = 'Failed to validate booking code. Please try again.';
export const PARTNER_NOT_FOUND_MESSAGE =
  'We could not find a booking with this code. Please check the link and try again.';
export const PARTNER_CODE_USED_MESSAGE = 'This booking code has already been used for a booking.';
