import { MAX_BOOKING_PERSONS } from '@domain/bookings/pricing';
import { fillMessage, MESSAGES } from '@domain/shared/texts';
import { MAX_PENDING_BOOKINGS_PER_ID } from '@domain/timeslots/availability';

// Customer-facing texts that both the web client and the server show, quoted word for word from
// spec 000 §5 and §8 (and, for PRICE_CHANGED_MESSAGE, from DESIGN.md rule 1: the server's price
// wins). Their one copy is the English `messages` catalogue (src/locales/en/messages.json), read here,
// so a toast and an API message can never drift apart and each can be shown in the customer's language. The texts of other
// audiences have their own modules (admin-messages.ts, discount-messages.ts, timeslot-messages.ts,
// run-sheet-messages.ts, payment-settings-messages.ts, api-key-messages.ts, email-messages.ts,
// payment-messages.ts, participant-messages.ts, appointment-messages.ts), so that a page bundles only
// the texts it shows.

/** Spec 000 §5, identificationNumber at verification. */
export const ID_FORMAT_TITLE = MESSAGES.verification.idFormatTitle;
export const ID_FORMAT_DESCRIPTION = MESSAGES.verification.idFormatDescription;
/** The whole text as the verification endpoint answers it. */
export const ID_FORMAT_MESSAGE = MESSAGES.verification.idFormat;

/** Spec 000 §8, verification: no benefits. */
export const NO_BENEFITS_MESSAGE = MESSAGES.verification.noBenefits;
/** Spec 000 §8, verification error (toast title and description). */
export const VERIFICATION_ERROR_TITLE = MESSAGES.verification.errorTitle;
export const VERIFICATION_ERROR_DESCRIPTION = MESSAGES.verification.errorDescription;
/** The whole text as the verification endpoint answers it when the insurer cannot be reached. */
export const VERIFICATION_ERROR_MESSAGE = MESSAGES.verification.error;
/** Spec 000 §8: the client gives up after 5 seconds. */
export const VERIFICATION_TIMEOUT_MESSAGE = MESSAGES.verification.timeout;
/** Spec 000 §9: member verification time-out 5 seconds (the client's wait). */
export const VERIFICATION_TIMEOUT_MS = 5000;

/**
 * Not in the spec (DESIGN §8.2): an ID number verified too often within an hour, from any client (429).
 * The same answer whatever the date of birth, so that guessing it is no oracle.
 */
export const TOO_MANY_VERIFICATIONS_MESSAGE = MESSAGES.verification.tooMany;

/** Not in the spec: the total the customer saw is no longer the server's total (409). */
export const PRICE_CHANGED_MESSAGE = MESSAGES.booking.priceChanged;

// Booking form messages (spec 000 §5 and §8), shown by the wizard and answered by the routes' schemas.

export const EVENT_REQUIRED_MESSAGE = MESSAGES.booking.eventRequired;
export const PACKAGE_REQUIRED_MESSAGE = MESSAGES.booking.packageRequired;
export const TIMESLOT_REQUIRED_MESSAGE = MESSAGES.booking.timeslotRequired;
export const FIRST_NAME_REQUIRED_MESSAGE = MESSAGES.booking.firstNameRequired;
export const LAST_NAME_REQUIRED_MESSAGE = MESSAGES.booking.lastNameRequired;
export const INVALID_EMAIL_MESSAGE = MESSAGES.booking.invalidEmail;
export const MOBILE_REQUIRED_MESSAGE = MESSAGES.booking.mobileRequired;
/** Not in the spec: what a phone number is written with. */
export const MOBILE_CHARACTERS_MESSAGE = MESSAGES.booking.mobileCharacters;
export const GENDER_REQUIRED_MESSAGE = MESSAGES.booking.genderRequired;
/** Spec 000 §5 (participant form); the main person's ID is required text, checked for format only at verification. */
export const IDENTIFICATION_REQUIRED_MESSAGE = MESSAGES.booking.identificationRequired;
/**
 * Not in the spec: NRIC, FIN, Vitality and passport numbers are letters and digits only, so an
 * invisible or look-alike character cannot make 'S3333333A\u200b' a different person from 'S3333333A'.
 */
export const IDENTIFICATION_CHARACTERS_MESSAGE = MESSAGES.booking.identificationCharacters;
export const DATE_OF_BIRTH_INVALID_MESSAGE = MESSAGES.booking.dateOfBirthInvalid;
export const DATE_OF_BIRTH_UNDER_AGE_MESSAGE = MESSAGES.booking.dateOfBirthUnderAge;
export const DATE_OF_BIRTH_FUTURE_MESSAGE = MESSAGES.booking.dateOfBirthFuture;
export const DATE_OF_BIRTH_REQUIRED_MESSAGE = MESSAGES.booking.dateOfBirthRequired;
export const POSTAL_CODE_MESSAGE = MESSAGES.booking.postalCode;
export const ADDRESS_REQUIRED_MESSAGE = MESSAGES.booking.addressRequired;
export const VITALITY_FORMAT_MESSAGE = MESSAGES.booking.vitalityFormat;

export const MEMBER_FIRST_NAME_MESSAGE = MESSAGES.booking.memberFirstName;
export const MEMBER_LAST_NAME_MESSAGE = MESSAGES.booking.memberLastName;
export const MEMBER_ID_MESSAGE = MESSAGES.booking.memberId;
export const MEMBER_UNDER_AGE_MESSAGE = MESSAGES.booking.memberUnderAge;
export const MEMBER_GENDER_MESSAGE = MESSAGES.booking.memberGender;

export const MAX_PERSONS_MESSAGE = fillMessage(MESSAGES.booking.maxPersons, { max: MAX_BOOKING_PERSONS });
/** Not in the spec: one person cannot be booked twice in one home visit (their results would mix up). */
export const DUPLICATE_ID_MESSAGE = MESSAGES.booking.duplicateId;
export const DISCOUNT_CODE_MISSING_TITLE = MESSAGES.booking.discountCodeMissingTitle;
export const DISCOUNT_CODE_REQUIRED_MESSAGE = MESSAGES.booking.discountCodeRequired;
export const TIMESLOT_QUERY_MESSAGE = MESSAGES.booking.timeslotQuery;
export const REFERENCE_REQUIRED_MESSAGE = MESSAGES.booking.referenceRequired;
export const CANCEL_CONFIRM_REQUIRED_MESSAGE = MESSAGES.booking.cancelConfirmRequired;

// Not in the spec: limits that keep oversized input out of the database.
export const PARTNER_CODE_MESSAGE = MESSAGES.booking.partnerCode;
/** A discount code id that is not one names no code: the same message as an unknown code. */
export const DISCOUNT_CODE_ID_MESSAGE = MESSAGES.discount.invalidCode;
export const SUBTOTAL_MESSAGE = MESSAGES.booking.subtotal;
export const SUBTOTAL_TOO_LARGE_MESSAGE = MESSAGES.booking.subtotalTooLarge;
export const TOTAL_AMOUNT_MESSAGE = MESSAGES.booking.totalAmount;
/** Not in the spec: names and free text with control, format, unassigned or surrogate characters (\p{C}). */
export const nameCharactersMessage = (field: string) => fillMessage(MESSAGES.booking.nameCharacters, { field });

/** Spec 000 §8, look-up 404. */
export const REGISTRATION_NOT_FOUND_MESSAGE = MESSAGES.booking.registrationNotFound;

// Refusals of a booking or a look-up: what the customer chose cannot be had.

export const EVENT_NOT_FOUND_MESSAGE = MESSAGES.booking.eventNotFound;
export const SLOT_FULL_MESSAGE = MESSAGES.booking.slotFull;
export const SLOT_UNAVAILABLE_MESSAGE = MESSAGES.booking.slotUnavailable;
/**
 * Not in the spec: the cap on unpaid holds per person (MAX_PENDING_BOOKINGS_PER_ID), counted by the
 * email address, the mobile number and the ID number each (DESIGN §8.2).
 */
export const TOO_MANY_PENDING_MESSAGE = fillMessage(MESSAGES.booking.tooManyPending, {
  max: MAX_PENDING_BOOKINGS_PER_ID,
});
export const INVALID_DISCOUNT_CODE_MESSAGE = MESSAGES.discount.invalidCode;
export const DISCOUNT_EXPIRED_MESSAGE = MESSAGES.discount.expired;
export const DISCOUNT_NOT_YET_VALID_MESSAGE = MESSAGES.discount.notYetValid;
export const DISCOUNT_LIMIT_REACHED_MESSAGE = MESSAGES.discount.limitReached;
export const DISCOUNT_NOT_APPLICABLE_MESSAGE = MESSAGES.discount.notApplicable;

// Refusals of a request as a whole (not in the spec): the envelope's message when the request cannot
// reach a route, or a route refuses it before looking at what it asks.

export const BAD_REQUEST_MESSAGE = MESSAGES.request.badRequest;
export const MALFORMED_URL_MESSAGE = MESSAGES.request.malformedUrl;
export const URL_TOO_LONG_MESSAGE = MESSAGES.request.urlTooLong;
export const HEADERS_TOO_LARGE_MESSAGE = MESSAGES.request.headersTooLarge;
export const REQUEST_TIMEOUT_MESSAGE = MESSAGES.request.requestTimeout;
export const MALFORMED_JSON_MESSAGE = MESSAGES.request.malformedJson;
export const NUL_CHARACTER_MESSAGE = MESSAGES.request.nulCharacter;
export const INVALID_REQUEST_MESSAGE = MESSAGES.request.invalidRequest;
export const INVALID_VALUE_MESSAGE = MESSAGES.request.invalidValue;
export const BODY_TOO_LARGE_MESSAGE = MESSAGES.request.bodyTooLarge;
export const TOO_MANY_REQUESTS_MESSAGE = MESSAGES.request.tooManyRequests;
/** The bot check's refusal (428, DESIGN §8.2); the pages solve its challenge and repeat the call themselves. */
export const BOT_CHECK_MESSAGE = MESSAGES.request.botCheck;
/** Shown while a page solves the bot check's challenge. */
export const BOT_CHECK_STATUS = MESSAGES.request.botCheckStatus;
export const CROSS_SITE_MESSAGE = MESSAGES.request.crossSite;
export const INTERNAL_ERROR_MESSAGE = MESSAGES.request.internalError;
export const DATABASE_UNAVAILABLE_MESSAGE = MESSAGES.request.databaseUnavailable;
export const routeNotFoundMessage = (method: string, path: string) =>
  fillMessage(MESSAGES.request.routeNotFound, { method, path });
export const IDEMPOTENCY_KEY_EMPTY_MESSAGE = MESSAGES.request.idempotencyKeyEmpty;
export const IDEMPOTENCY_KEY_TOO_LONG_MESSAGE = MESSAGES.request.idempotencyKeyTooLong;
export const IDEMPOTENCY_MISMATCH_MESSAGE = MESSAGES.request.idempotencyMismatch;

// Card payment and the partner entry (spec 001 §5 and §8 where it gives the text; the server's
// refusals where it does not).

/** The partner telemedicine service's display name, the spec's {product} (DESIGN §4; PARTNER_NAME). */
export const PARTNER_DISPLAY_NAME = 'WhiteCoat';
/** Spec 001 §4: the transaction note of a booking the partner's prepayment covers. */
export const PAID_VIA_PARTNER_LABEL = fillMessage(MESSAGES.partner.paidVia, { partner: PARTNER_DISPLAY_NAME });

/** Spec 001 §5, partner booking code. */
export const PARTNER_CODE_FORMAT_MESSAGE = MESSAGES.partner.codeFormat;
export const PARTNER_CODE_MISSING_MESSAGE = MESSAGES.partner.codeMissing;
/** Spec 001 §8, partner code: the partner could not be asked. */
export const PARTNER_LOOKUP_FAILED_MESSAGE = MESSAGES.partner.lookupFailed;
export const PARTNER_NOT_FOUND_MESSAGE = MESSAGES.partner.notFound;
export const PARTNER_CODE_USED_MESSAGE = MESSAGES.partner.codeUsed;
