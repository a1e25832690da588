import { MAX_PENDING_BOOKINGS_PER_ID } from './availability.js';
import { MAX_BOOKING_PERSONS } from './pricing.js';

// Customer-facing texts that both the web client and the server show, quoted word for word from
// spec 000 §5 and §8 (and, for PRICE_CHANGED_MESSAGE, from DESIGN.md rule 1: the server's price
// wins). One copy here, so a toast and an API message can never drift apart.

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
/** Not in the spec: the cap on unpaid holds per identification number (MAX_PENDING_BOOKINGS_PER_ID). */
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
export const MAX_ATTENDEES_MESSAGE = 'Persons per slot must be a whole number from 1 to 200';
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
export const loginLockedMessage = (minutes: number) =>
  `Too many failed login attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const LOGOUT_SUCCESS_MESSAGE = 'You have been logged out';

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
export const CHANGED_WHILE_SAVING_MESSAGE =
  'Someone booked while this change was being saved. Please reload and try again.';

// The older booking flow, the participants page and the cancel page (spec 000 §2, §5 and §8 where
// it gives the text; the server's own refusals where it does not).

/** Spec 000 §5, older registration form. */
export const VALID_PHONE_REQUIRED_MESSAGE = 'Valid phone number is required';
export const ACCEPT_TERMS_MESSAGE = 'You must accept the terms and conditions';
/** Spec 000 §2 and §8, older flow. */
export const EVENT_DETAILS_LOAD_ERROR_TITLE = 'Error loading event details';
export const TRY_AGAIN_OR_CONTACT_SUPPORT_MESSAGE = 'Please try again later or contact support.';
export const REGISTRATION_FAILED_TITLE = 'Registration failed';

/** Spec 000 §2 and §8, participants page. */
export const MISSING_INFORMATION_TITLE = 'Missing information';
export const MISSING_INFORMATION_DESCRIPTION =
  'Package or event information is missing. Please go back and select a package.';
export const PARTICIPANTS_INTRO_TEXT =
  'Add all participants who will be attending the health screening. The primary participant will be the main point of contact.';
export const ADD_PARTICIPANT_FAILED_MESSAGE = 'Failed to add participant';
export const UPDATE_PARTICIPANT_FAILED_MESSAGE = 'Failed to update participant';
export const REMOVE_PARTICIPANT_FAILED_MESSAGE = 'Failed to remove participant';
export const PRIMARY_REMOVAL_TITLE = 'Cannot Remove Primary Participant';
export const PRIMARY_REMOVAL_DESCRIPTION = 'Please assign another participant as primary first.';
/** The whole text as the participants API answers it (409). */
export const PRIMARY_REMOVAL_MESSAGE = `${PRIMARY_REMOVAL_TITLE}: ${PRIMARY_REMOVAL_DESCRIPTION}`;
export const PARTICIPANT_ADDED_MESSAGE = 'Participant Added';
export const PARTICIPANT_UPDATED_MESSAGE = 'Participant Updated';
export const PARTICIPANT_REMOVED_MESSAGE = 'Participant Removed';
export const PRIMARY_CONTACT_CHANGED_MESSAGE = 'Primary Contact Changed';
/** Spec 000 §5, participant form of the participants page. */
export const PARTICIPANT_DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Date of birth is required';
/** Spec 000 §3: member badges of the participants table. */
export const AIA_MEMBER_BADGE = 'AIA Member';
export const VITALITY_MEMBER_BADGE = 'Vitality Member';
export const MEMBER_BADGE = 'Member';

/** Not in the spec: refusals of the participants API. */
export const PARTICIPANT_NOT_FOUND_MESSAGE = 'Participant not found';
export const PRIMARY_CONTACT_DETAILS_MESSAGE = 'The primary contact needs an email address and a mobile number';
export const PRIMARY_REQUIRED_MESSAGE =
  'A booking always has a primary contact. Make another participant primary instead.';
export const LAST_PERSON_MESSAGE =
  'A booking needs at least one person. To call off the visit, cancel the appointment instead.';
export const PARTICIPANT_SLOT_FULL_MESSAGE =
  'There is no room for another person in this timeslot. Please contact the clinic to book the visit at another time.';
export const PARTICIPANTS_LOCKED_MESSAGE =
  'Participants can be changed only while the booking is unpaid. Please contact the clinic to change a paid booking.';

/** Spec 000 §2 and §8, cancel page. */
export const LOOKUP_FAILED_MESSAGE = 'Failed to lookup registration. Please try again later.';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel appointment. Please try again later.';
export const ALREADY_CANCELLED_TITLE = 'Appointment Already Cancelled';
export const ALREADY_CANCELLED_DESCRIPTION =
  'This appointment has already been cancelled and cannot be cancelled again.';
/** The whole text as the cancel call answers it (409). */
export const ALREADY_CANCELLED_MESSAGE = `${ALREADY_CANCELLED_TITLE}: ${ALREADY_CANCELLED_DESCRIPTION}`;
export const APPOINTMENT_CANCELLED_MESSAGE = 'Appointment cancelled';
/** Not in the spec: refusals of the cancel and reschedule calls. */
export const NOT_CANCELLABLE_MESSAGE = 'This appointment can no longer be cancelled.';
export const NOT_RESCHEDULABLE_MESSAGE = 'This appointment can no longer be rescheduled.';
export const SAME_TIMESLOT_MESSAGE = 'Your appointment is already in this timeslot. Please choose another time.';
export const APPOINTMENT_RESCHEDULED_MESSAGE = 'Appointment rescheduled';
/** A refund the gateway refused or could not take: the booking is cancelled and staff pay the money back. */
export const REFUND_PENDING_MESSAGE =
  'Your appointment is cancelled. We could not refund your card automatically; our staff will refund it and contact you.';
export const REFUNDED_MESSAGE = 'Your appointment is cancelled and your payment has been refunded.';

/**
 * Not in the spec: how customers reach the clinic when they cannot change a booking themselves
 * (inside the cut-off, a paid booking's participants). Placeholders until the operator supplies its
 * own: change them here, nowhere else.
 */
export const CLINIC_CONTACT = { phone: '+65 6000 0000', email: 'hello@example.com' } as const;
export const CLINIC_CONTACT_TEXT = `call the clinic on ${CLINIC_CONTACT.phone} or email ${CLINIC_CONTACT.email}`;
/** Within CHANGE_CUTOFF_HOURS of the visit: no self-service cancel, reschedule or participant change. */
export const changeCutoffMessage = (hours: number) =>
  `Appointments can be changed or cancelled online up to ${hours} hours before the visit. To change this appointment, please ${CLINIC_CONTACT_TEXT}.`;

// Admin area, part 2: discounts and their codes, postal-code timeslots, payment mode, API keys, the
// nurse's run sheet and the read API (spec 001 §5 and §8 where it gives the text; the server's own
// refusals where it does not).

/** Spec 001 §5, discount form (toast title 'Validation Error'). */
export const VALIDATION_ERROR_TITLE = 'Validation Error';
export const DISCOUNT_NAME_REQUIRED_MESSAGE = 'Discount name is required';
export const DISCOUNT_VALUE_REQUIRED_MESSAGE = 'Discount value is required';
export const IDENTIFIER_PREFIX_REQUIRED_MESSAGE = 'Identifier prefix is required for Promo discounts';
/** Spec 001 §5, code generation. */
export const CODE_COUNT_MESSAGE = 'Please enter a valid number between 1 and 1000';
/** Spec 001 §5, timeslot search (POSTAL_CODE_MESSAGE and EVENT_REQUIRED_MESSAGE are the same words). */
export const POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE = 'Please enter a postal code or select a date';
/** Spec 001 §5, API key form. */
export const API_KEY_DESCRIPTION_MESSAGE = 'Description must be at least 3 characters';
/** Spec 001 §2, texts of the Discounts, Postal Codes and API Keys tabs and of the test page. */
export const NO_DISCOUNTS_MESSAGE = 'No discounts found. Create your first discount to get started.';
export const NO_API_KEYS_MESSAGE = 'No API keys found. Generate one to get started.';
export const NO_POSTAL_CODE_TIMESLOTS_MESSAGE = 'No timeslots found for this postal code and event.';
export const NO_DATE_TIMESLOTS_MESSAGE = 'No timeslots found for the selected date.';
export const DATE_SEARCH_NOTE =
  'Showing all timeslots for the selected date. Toggle availability to block or unblock specific slots.';
export const TIMESLOTS_LOAD_ERROR_TITLE = 'Error loading timeslots';
export const TEST_MODE_ENABLED_TITLE = 'Test Mode Enabled';
/** Spec 001 §8, Payments tab. */
export const TEST_MODE_FETCH_FAILED_MESSAGE = 'Failed to fetch payment test mode status';
export const TEST_MODE_CONNECTION_MESSAGE = 'Error connecting to the server. Please try again.';
export const TEST_MODE_UPDATE_FAILED_MESSAGE = 'Failed to update payment test mode';
export const TEST_MODE_SERVER_ERROR_MESSAGE = 'Server error. Please try again.';
export const UPDATE_FAILED_TITLE = 'Update failed';
export const CONNECTION_ERROR_TITLE = 'Connection error';
export const CONNECTION_ERROR_DESCRIPTION = 'Failed to connect to the server. Please try again.';
export const PAYMENT_SETTINGS_UPDATED_MESSAGE = 'Payment settings updated';
/** Spec 001 §8, timeslots. */
export const FETCH_TIMESLOTS_FAILED_MESSAGE = 'Failed to fetch timeslots';
export const UPDATE_TIMESLOT_FAILED_MESSAGE = 'Failed to update timeslot';
export const TIMESLOT_UPDATED_MESSAGE = 'Timeslot updated';
/** Spec 001 §8, API keys and discounts. */
export const API_KEY_COPIED_MESSAGE = 'API key copied';
export const COPY_FAILED_TITLE = 'Failed to copy';
export const COPY_FAILED_DESCRIPTION = 'Could not copy API key to clipboard';
export const API_KEY_CREATED_MESSAGE = 'API key created';
export const API_KEY_UPDATED_MESSAGE = 'API key updated';
export const API_KEY_DELETED_MESSAGE = 'API key deleted';
export const DISCOUNT_CREATED_MESSAGE = 'Discount created';
export const DISCOUNT_UPDATED_MESSAGE = 'Discount updated';
export const DISCOUNT_DELETED_MESSAGE = 'Discount deleted';
export const CODES_GENERATED_MESSAGE = 'Codes Generated';

/** Not in the spec: the limits of the discount form and its refusals. */
export const IDENTIFIER_PREFIX_CHARACTERS_MESSAGE =
  'Identifier prefix can only contain letters A-Z, digits 0-9, hyphens and underscores';
export const IDENTIFIER_PREFIX_LENGTH_MESSAGE = 'Identifier prefix must be at most 20 characters';
export const IDENTIFIER_LENGTH_MESSAGE = 'Identifier length must be a whole number from 1 to 16';
export const MAX_REDEMPTIONS_MESSAGE = 'Max redemptions must be a whole number of 0 or more (0 = unlimited)';
export const MAX_BIN_REDEMPTIONS_MESSAGE = 'Max bin redemptions must be a whole number of 0 or more (0 = unlimited)';
export const DISCOUNT_VALUE_POSITIVE_MESSAGE = 'Discount value must be a number greater than 0';
export const DISCOUNT_VALUE_DECIMALS_MESSAGE = 'Discount value can have at most two decimals';
export const DISCOUNT_VALUE_TOO_LARGE_MESSAGE = 'Discount value must be at most 99999999.99';
export const DISCOUNT_PERCENTAGE_MAX_MESSAGE = 'A percentage discount cannot be more than 100';
export const END_DATE_BEFORE_START_MESSAGE = 'Valid To must be on or after Valid From';
export const DISCOUNT_NOT_FOUND_MESSAGE = 'Discount not found';
export const CODES_PROMO_ONLY_MESSAGE = 'Codes can be generated for Promo discounts only';
export const CODES_UNAVAILABLE_MESSAGE =
  'Not enough unused codes of this length are left for this prefix. Please use a longer identifier length.';
export const DISCOUNT_HAS_BOOKINGS_MESSAGE =
  'This discount has been used in bookings, so it cannot be deleted. Set it inactive instead to stop new redemptions.';
export const redemptionsBelowUsedMessage = (used: number) =>
  `Max redemptions cannot be less than the ${used} redemption${used === 1 ? '' : 's'} already taken (0 = unlimited)`;
export const binRedemptionsBelowUsedMessage = (used: number) =>
  `Max bin redemptions cannot be less than the ${used} bin redemption${used === 1 ? '' : 's'} already taken (0 = unlimited)`;

/** Not in the spec: timeslots, payment mode and the run sheet. */
export const TIMESLOT_NOT_FOUND_MESSAGE = 'Timeslot not found';
export const AVAILABILITY_REQUIRED_MESSAGE = 'isAvailable must be true or false';
export const ENABLED_REQUIRED_MESSAGE = 'enabled must be true or false';
export const DATE_SELECT_REQUIRED_MESSAGE = 'Please select a date';
export const REGION_REQUIRED_MESSAGE = 'Please select a region';
export const TEST_MODE_ON_MESSAGE = 'Payment test mode is on: no real payments are processed.';
export const TEST_MODE_OFF_MESSAGE = 'Payment test mode is off: cards are charged through Braintree.';
export const LIVE_MODE_NEEDS_CREDENTIALS_MESSAGE =
  'Live mode needs Braintree credentials (BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY). Keep test mode on until they are set.';

/** Not in the spec: API keys and the read API. */
export const API_KEY_DESCRIPTION_LENGTH_MESSAGE = 'Description must be at most 200 characters';
export const API_KEY_NOT_FOUND_MESSAGE = 'API key not found';
export const API_KEY_REQUIRED_MESSAGE = 'A valid, active API key is required (Authorization: Bearer <key>)';
export const UPDATED_SINCE_MESSAGE = 'updatedSince must be an ISO 8601 date and time, e.g. 2026-11-21T00:00:00Z';
export const CURSOR_MESSAGE = 'Invalid cursor';
export const API_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 200';
export const API_REGISTRATION_NOT_FOUND_MESSAGE = 'Registration not found';

// The email settings page and the test tool (spec 001 §2, §5, §8 where it gives the text; the server's
// own refusals where it does not).

/** Spec 001 §5, email configuration form. */
export const EMAIL_CONFIG_KEY_MIN_MESSAGE = 'Key must be at least 3 characters';
export const EMAIL_CONFIG_KEY_MAX_MESSAGE = 'Key must be less than 50 characters';
export const EMAIL_CONFIG_VALUE_MIN_MESSAGE = 'Value must be at least 3 characters';
export const EMAIL_CONFIG_DESCRIPTION_MAX_MESSAGE = 'Description must be less than 200 characters';
/** Spec 001 §5, test email: the toast's title and text. */
export const INVALID_EMAIL_TITLE = 'Invalid Email';
export const TEST_EMAIL_ADDRESS_MESSAGE = 'Please enter a valid email address';
/** Spec 001 §2, email settings page. */
export const EMAIL_CONFIGS_EMPTY_TEXT = 'No email configurations found. Add one to get started.';
export const EMAIL_CONFIG_DELETE_TITLE = 'Are you sure?';
export const EMAIL_CONFIG_DELETE_DESCRIPTION =
  'This action cannot be undone. This will permanently delete the email configuration.';
export const EMAIL_CONFIG_NOT_AVAILABLE_TEXT = 'N/A';
/** Spec 001 §8, success toasts and the test tool's outcome. */
export const EMAIL_CONFIG_CREATED_MESSAGE = 'Configuration created';
export const EMAIL_CONFIG_UPDATED_MESSAGE = 'Configuration updated';
export const EMAIL_CONFIG_DELETED_MESSAGE = 'Configuration deleted';
export const EMAIL_SENT_TITLE = 'Email Sent';
export const SEND_EMAIL_FAILED_MESSAGE = 'Failed to send email';
export const EMAIL_TEST_FAILED_TITLE = 'Email Test Failed';
export const EMAIL_TEST_FAILED_DESCRIPTION = 'There was a problem sending the test email';
/** Spec 001 §8: 'Failed to create configuration: {message}', and likewise update and delete. */
export const emailConfigFailedMessage = (action: 'create' | 'update' | 'delete', message: string) =>
  `Failed to ${action} configuration: ${message}`;

/** Not in the spec: refusals of the email configuration and outbox calls, and the test tool's answer. */
export const EMAIL_CONFIG_VALUE_MAX_MESSAGE = 'Value must be at most 100000 characters';
export const EMAIL_CONFIG_NOT_FOUND_MESSAGE = 'Email configuration not found';
export const EMAIL_CONFIG_KEY_TAKEN_MESSAGE = 'A configuration with this key already exists';
export const EMAIL_CONFIG_KEY_READ_ONLY_MESSAGE = 'The key of a configuration cannot be changed';
export const EMAIL_SENDER_ADDRESS_MESSAGE = 'The sender address must be a valid email address';
/** A template (or subject) that EJS cannot compile: refused when saved, with where and why. */
export const templateErrorMessage = (line: number, reason: string) => `Template error on line ${line}: ${reason}`;
export const testEmailSentMessage = (address: string) => `Test email sent to ${address}`;
export const EMAIL_NOT_FOUND_MESSAGE = 'Email not found';
export const EMAIL_NOT_FAILED_MESSAGE = 'Only an email that failed can be sent again';
export const EMAIL_RESENT_MESSAGE = 'The email will be sent again shortly';
