import { HOLD_CODE_FORMAT_MESSAGE, HOLD_CODE_PATTERN, ID_NUMBER_INVALID_MESSAGE } from '@domain/bookings/hold-messages';
import {
  ADDRESS_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_FUTURE_MESSAGE,
  DATE_OF_BIRTH_INVALID_MESSAGE,
  DATE_OF_BIRTH_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_UNDER_AGE_MESSAGE,
  DISCOUNT_CODE_ID_MESSAGE,
  DISCOUNT_CODE_REQUIRED_MESSAGE,
  DUPLICATE_ID_MESSAGE,
  EVENT_REQUIRED_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  ID_FORMAT_MESSAGE,
  IDENTIFICATION_CHARACTERS_MESSAGE,
  IDENTIFICATION_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  MAX_PERSONS_MESSAGE,
  MEMBER_FIRST_NAME_MESSAGE,
  MEMBER_GENDER_MESSAGE,
  MEMBER_ID_MESSAGE,
  MEMBER_LAST_NAME_MESSAGE,
  MEMBER_UNDER_AGE_MESSAGE,
  MOBILE_CHARACTERS_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
  nameCharactersMessage,
  PACKAGE_REQUIRED_MESSAGE,
  PARTNER_CODE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  REFERENCE_REQUIRED_MESSAGE,
  SUBTOTAL_MESSAGE,
  SUBTOTAL_TOO_LARGE_MESSAGE,
  TIMESLOT_QUERY_MESSAGE,
  TIMESLOT_REQUIRED_MESSAGE,
  TOTAL_AMOUNT_MESSAGE,
  VITALITY_FORMAT_MESSAGE,
} from '@domain/bookings/messages';
import { MAX_BOOKING_PERSONS } from '@domain/bookings/pricing';
import { smsRemindersField } from '@domain/notifications/text-messages';
import { consentVersionField } from '@domain/privacy/personal-data';
import { hasWrongCheckLetter, isAcceptedIdNumber } from '@domain/shared/contact-keys';
import {
  ageOn,
  earliestBirthDate,
  isIsoDate,
  MINIMUM_AGE,
  normalizeDateInput,
  todayInSingapore,
} from '@domain/shared/dates';
import { BOOKER_GENDERS, DEFAULT_MEMBER_GENDER, MEMBER_GENDERS } from '@domain/shared/gender';
import { isValidMemberId, normalizeReferenceNumber, VITALITY_ID_PATTERN } from '@domain/shared/identity';
import { DEFAULT_LANGUAGE } from '@domain/shared/language';
import { languageSchema } from '@domain/shared/language-schema';
import { MAX_RECORD_ID, requiredText, tooLong } from '@domain/shared/schema-parts';
import { MESSAGES } from '@domain/shared/texts';
import { POSTAL_CODE_PATTERN } from '@domain/timeslots/regions';
import { z } from 'zod';

// One set of schemas for the web forms and the server routes, so both show the same message for the
// same mistake. The messages are in messages.ts, quoted from spec 000 §5 and §8.

/** Far above any real booking (10 persons of the dearest package); keeps cents arithmetic exact. */
export const MAX_SUBTOTAL = 1_000_000;
/** Returns today's Singapore date 'yyyy-MM-dd'; injectable so tests can pin the day. */
export type TodayFn = () => string;
export const singaporeToday: TodayFn = () => todayInSingapore();
const PARTNER_CODE_PATTERN = /^\d{12,16}$/;
const DIGITS_PATTERN = /^\d+$/;
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
/** '' (nothing shown) or an amount with at most two decimals, as spec 000 §3 sends totalAmount. */
const SHOWN_AMOUNT_PATTERN = /^(\d+(\.\d{1,2})?)?$/;
/** A JSON number as JavaScript prints it shortest ('128.62', never '1.2862e2' in this range). */
const NUMBER_AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;
const LETTER_PATTERN = /\p{L}/u;
/** After trim and upper-case; '' is left to the required rule, so it gets one message. */
export const ID_CHARACTERS_PATTERN = /^[A-Z0-9]*$/;
const OTHER_CHARACTER_PATTERN = /\p{C}/u;
/** Line breaks and tabs, the only control characters a multi-line text may hold. */
const LINE_BREAKS_AND_TABS = /[\n\r\t]/g;
/** ASCII digits, spaces, hyphens and parentheses, after an optional leading '+'; '' is left to the length rule. */
export const MOBILE_PATTERN = /^(\+?[0-9 ()-]*)?$/;
/**
 * A record id: a JSON integer or a string of digits ('12', as a query string or a form sends it).
 * Nothing else is read as a number: no arrays, booleans, hex, exponents or blanks.
 */
export function positiveId(message: string) {
  return z
    .union(
      [z.number({ error: message }), z.string({ error: message }).trim().regex(DIGITS_PATTERN, { error: message })],
      {
        error: message,
      },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .positive({ error: message })
        .max(MAX_RECORD_ID, { error: message }),
    );
}
/** A person's name: at least `min` characters with at least one letter, no control or invisible characters. */
export function nameText(message: string, min: number, field: string) {
  return requiredText(message, min, 100, field)
    .refine((value) => LETTER_PATTERN.test(value), { error: message })
    .refine((value) => !OTHER_CHARACTER_PATTERN.test(value), { error: nameCharactersMessage(field) });
}
export const emailField = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(254, { error: tooLong(MESSAGES.fields.email, 254) })
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));
/** NRIC/FIN or Vitality ID, upper-cased: what member verification accepts (spec 000 §5). */
export const memberIdField = z
  .string({ error: ID_FORMAT_MESSAGE })
  .trim()
  .toUpperCase()
  .refine(isValidMemberId, { error: ID_FORMAT_MESSAGE });
/**
 * The main person's ID in a booking: NRIC, FIN, Vitality ID or passport, upper-cased. Spec 000 §4: an
 * ID that verification cannot read means standard pricing, not a refused booking.
 */
export const identificationField = requiredText(
  IDENTIFICATION_REQUIRED_MESSAGE,
  1,
  20,
  MESSAGES.fields.identificationNumber,
)
  .toUpperCase()
  .regex(ID_CHARACTERS_PATTERN, { error: IDENTIFICATION_CHARACTERS_MESSAGE })
  // Unpaid holds are capped per ID (DESIGN §8.2), so an ID must be one: "A1", "A2" … are not. Judged
  // only once the checks above pass, so an empty or odd value gets their one message.
  .refine((id) => !isWellFormedId(id) || isAcceptedIdNumber(id), { error: ID_NUMBER_INVALID_MESSAGE });
function isWellFormedId(id: string): boolean {
  return id.length >= 1 && id.length <= 20 && ID_CHARACTERS_PATTERN.test(id);
}
/** Optional; '' means not given. */
export const vitalityNumberField = z
  .string({ error: VITALITY_FORMAT_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || VITALITY_ID_PATTERN.test(value), { error: VITALITY_FORMAT_MESSAGE })
  .optional();
/**
 * Refuses control, format, unassigned and surrogate characters (\p{C}: invisible text, direction
 * overrides, NUL); a multi-line text keeps its line breaks and tabs.
 */
function hasNoOtherCharacters(multiline: boolean) {
  return (value: string) => !OTHER_CHARACTER_PATTERN.test(multiline ? value.replace(LINE_BREAKS_AND_TABS, '') : value);
}
/** Optional text; '' means not given. With `lines`, \p{C} characters are refused (line breaks kept when multiline). */
export const optionalText = (field: string, max: number, lines?: 'single' | 'multiline') => {
  const text = z
    .string()
    .trim()
    .max(max, { error: tooLong(field, max) });
  return (
    lines ? text.refine(hasNoOtherCharacters(lines === 'multiline'), { error: nameCharactersMessage(field) }) : text
  ).optional();
};
/**
 * Main person's date of birth: YYYY-MM-DD or DD/MM/YYYY in, ISO out. A date more than 100 years back
 * (before the date picker's first day, earliestBirthDate) is a typing slip: the invalid-date message.
 */
export function mainDateOfBirthField(today: TodayFn) {
  return z
    .string({ error: DATE_OF_BIRTH_REQUIRED_MESSAGE })
    .trim()
    .overwrite((value) => normalizeDateInput(value) ?? value)
    .superRefine((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_REQUIRED_MESSAGE });
        return;
      }
      if (!isIsoDate(value)) {
        ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_INVALID_MESSAGE });
        return;
      }
      const todayDate = today();
      if (value > todayDate) {
        ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_FUTURE_MESSAGE });
      } else if (value < earliestBirthDate(todayDate)) {
        ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_INVALID_MESSAGE });
      } else if (ageOn(value, todayDate) < MINIMUM_AGE) {
        ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_UNDER_AGE_MESSAGE });
      }
    });
}
/** Household member's date of birth: YYYY-MM-DD or DD/MM/YYYY in, ISO out; at most 100 years back, as above. */
export function memberDateOfBirthField(today: TodayFn) {
  return z
    .string({ error: DATE_OF_BIRTH_INVALID_MESSAGE })
    .trim()
    .overwrite((value) => normalizeDateInput(value) ?? value)
    .superRefine((value, ctx) => {
      if (!isIsoDate(value)) {
        ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_INVALID_MESSAGE });
        return;
      }
      const todayDate = today();
      if (value < earliestBirthDate(todayDate)) {
        ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_INVALID_MESSAGE });
      } else if (ageOn(value, todayDate) < MINIMUM_AGE) {
        // A date in the future is also under age: one message covers both.
        ctx.addIssue({ code: 'custom', message: MEMBER_UNDER_AGE_MESSAGE });
      }
    });
}
function personalDetailsShape(today: TodayFn) {
  return {
    firstName: nameText(FIRST_NAME_REQUIRED_MESSAGE, 2, MESSAGES.fields.firstName),
    lastName: nameText(LAST_NAME_REQUIRED_MESSAGE, 2, MESSAGES.fields.lastName),
    email: emailField,
    mobileNumber: requiredText(MOBILE_REQUIRED_MESSAGE, 8, 20, MESSAGES.fields.mobileNumber).regex(MOBILE_PATTERN, {
      error: MOBILE_CHARACTERS_MESSAGE,
    }),
    gender: z.enum(BOOKER_GENDERS, { error: GENDER_REQUIRED_MESSAGE }),
    identificationNumber: identificationField,
    dateOfBirth: mainDateOfBirthField(today),
    ...visitAddressShape(),
    medicalConditions: optionalText(MESSAGES.fields.medicalConditions, 2000, 'multiline'),
    vitalityMembershipNo: vitalityNumberField,
  };
}
/** Step 1 of the wizard. "Today" is the Singapore date at parse time. */
export function createPersonalDetailsSchema(today: TodayFn = singaporeToday) {
  return z.object(personalDetailsShape(today));
}
export const personalDetailsSchema = createPersonalDetailsSchema();
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
/**
 * A household member's NRIC, FIN or passport, upper-cased: an NRIC or FIN must have its right check
 * letter, refused with the primary contact's message; a passport keeps the length rule only.
 */
const householdMemberIdField = requiredText(MEMBER_ID_MESSAGE, 6, 20, MESSAGES.fields.identificationNumber)
  .toUpperCase()
  .regex(ID_CHARACTERS_PATTERN, { error: IDENTIFICATION_CHARACTERS_MESSAGE })
  .refine((id) => !hasWrongCheckLetter(id), { error: ID_NUMBER_INVALID_MESSAGE });
/** The add household member dialog, and each entry of a booking's participants. */
export function createHouseholdMemberSchema(today: TodayFn = singaporeToday) {
  return z.object({
    firstName: nameText(MEMBER_FIRST_NAME_MESSAGE, 2, MESSAGES.fields.firstName),
    lastName: nameText(MEMBER_LAST_NAME_MESSAGE, 2, MESSAGES.fields.lastName),
    identificationNumber: householdMemberIdField,
    dateOfBirth: memberDateOfBirthField(today),
    gender: z.enum(MEMBER_GENDERS, { error: MEMBER_GENDER_MESSAGE }).default(DEFAULT_MEMBER_GENDER),
    packageId: positiveId(PACKAGE_REQUIRED_MESSAGE),
  });
}
export const householdMemberSchema = createHouseholdMemberSchema();
export type HouseholdMember = z.infer<typeof householdMemberSchema>;
export type HouseholdMemberInput = z.input<typeof householdMemberSchema>;
/** Display-only amounts the client sends; the server computes its own. */
const displayAmount = z.union([z.string(), z.number()]).nullish();
/** POST /api/registrations (main flow), spec 000 §3. */
export function createBookingRequestSchema(today: TodayFn = singaporeToday) {
  return z
    .object({
      eventId: positiveId(EVENT_REQUIRED_MESSAGE),
      packageId: positiveId(PACKAGE_REQUIRED_MESSAGE),
      timeslotId: positiveId(TIMESLOT_REQUIRED_MESSAGE),
      ...personalDetailsShape(today),
      // Client claims only: the server verifies membership again.
      isAiaMember: z.boolean().optional().default(false),
      isVitalityMember: z.boolean().optional().default(false),
      aiaMemberId: optionalText(MESSAGES.fields.aiaMemberId, 20),
      discountCodeId: positiveId(DISCOUNT_CODE_ID_MESSAGE).nullable().optional(),
      // The code the customer typed, sent with discountCodeId: the server redeems the code only when
      // the identifier with that id also matches this text (case-insensitively), so a guessed id alone
      // redeems nothing. Missing or not matching: the same 404 'Invalid discount code' as an unknown code.
      discountCode: z
        .string({ error: DISCOUNT_CODE_ID_MESSAGE })
        .trim()
        .max(64, { error: tooLong(MESSAGES.fields.discountCode, 64) })
        .nullish(),
      total: displayAmount,
      totalForDisplay: displayAmount,
      // The total the customer saw and agreed to: the server refuses the booking (409) when its own
      // total differs, so nobody is charged an amount they were not shown. Absent or '': not compared.
      totalAmount: z
        .union(
          [
            // Bounded like the subtotal, so the server's cents arithmetic stays exact, and with at most
            // two decimals like the string form: 128.615 is no amount anyone was shown. One check, so
            // a bad number gets the message once.
            z
              .number({ error: TOTAL_AMOUNT_MESSAGE })
              .refine((value) => value >= 0 && value <= MAX_SUBTOTAL && NUMBER_AMOUNT_PATTERN.test(String(value)), {
                error: TOTAL_AMOUNT_MESSAGE,
              }),
            z
              .string({ error: TOTAL_AMOUNT_MESSAGE })
              .trim()
              .refine((value) => SHOWN_AMOUNT_PATTERN.test(value) && (value === '' || Number(value) <= MAX_SUBTOTAL), {
                error: TOTAL_AMOUNT_MESSAGE,
              }),
          ],
          { error: TOTAL_AMOUNT_MESSAGE },
        )
        .nullish(),
      // '' (no partner booking) is read as null.
      whitecoatBookingCode: z
        .string({ error: PARTNER_CODE_MESSAGE })
        .trim()
        .refine((value) => value === '' || PARTNER_CODE_PATTERN.test(value), { error: PARTNER_CODE_MESSAGE })
        .transform((value) => (value === '' ? null : value))
        .nullable()
        .optional(),
      isFromWhitecoat: z.boolean().optional(),
      isPaidInWhitecoat: z.boolean().optional(),
      // The prepaid amount is taken from the partner's record, never from here.
      whitecoatPaidAmount: displayAmount,
      participants: z
        .array(createHouseholdMemberSchema(today))
        .max(MAX_BOOKING_PERSONS - 1, { error: MAX_PERSONS_MESSAGE })
        .optional(),
      // The privacy notice the review step showed (DESIGN §8.3).
      consentVersion: consentVersionField,
      smsReminders: smsRemindersField,
      // The language of the pages the customer booked on; the booking's messages are in it (DESIGN §8.10).
      language: languageSchema.default(DEFAULT_LANGUAGE),
    })
    .superRefine((booking, ctx) => {
      // IDs are trimmed and upper-cased above, so 's1234567d ' and 'S1234567D' are the same person.
      const seen = new Set([booking.identificationNumber]);
      booking.participants?.forEach((person, index) => {
        if (seen.has(person.identificationNumber)) {
          ctx.addIssue({
            code: 'custom',
            message: DUPLICATE_ID_MESSAGE,
            path: ['participants', index, 'identificationNumber'],
          });
        }
        seen.add(person.identificationNumber);
      });
    });
}
export const bookingRequestSchema = createBookingRequestSchema();
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
/** POST /api/discounts/validate. */
export const discountValidateSchema = z.object({
  code: requiredText(DISCOUNT_CODE_REQUIRED_MESSAGE, 1, 64, MESSAGES.fields.discountCode),
  // A JSON number or a decimal string ('300.20'); null, '' and anything else are refused.
  subtotal: z
    .union(
      [
        z.number({ error: SUBTOTAL_MESSAGE }),
        z.string({ error: SUBTOTAL_MESSAGE }).trim().regex(DECIMAL_PATTERN, { error: SUBTOTAL_MESSAGE }),
      ],
      { error: SUBTOTAL_MESSAGE },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: SUBTOTAL_MESSAGE })
        .min(0, { error: SUBTOTAL_MESSAGE })
        .max(MAX_SUBTOTAL, { error: SUBTOTAL_TOO_LARGE_MESSAGE }),
    ),
  // A verified member (AIA or Vitality): chooses between the code's AIA and Retail applicability for
  // the preview; the booking re-checks the code against the membership the server verified itself.
  isMember: z.boolean().optional(),
});
export type DiscountValidateRequest = z.infer<typeof discountValidateSchema>;
/** GET /api/timeslots/postal-code query. */
export const timeslotQuerySchema = z.object({
  postalCode: z
    .string({ error: TIMESLOT_QUERY_MESSAGE })
    .trim()
    .regex(POSTAL_CODE_PATTERN, { error: TIMESLOT_QUERY_MESSAGE }),
  eventId: positiveId(TIMESLOT_QUERY_MESSAGE),
});
export type TimeslotQuery = z.infer<typeof timeslotQuerySchema>;
/**
 * GET /api/registrations/lookup/{referenceNumber}: matched as stored, whatever spaces, case or dashes the
 * customer typed (normalizeReferenceNumber), in the page and again on the server.
 */
export const lookupReferenceSchema = z.object({
  referenceNumber: requiredText(REFERENCE_REQUIRED_MESSAGE, 1, 32, MESSAGES.fields.referenceNumber).transform(
    normalizeReferenceNumber,
  ),
});
export type LookupReference = z.infer<typeof lookupReferenceSchema>;
/** The visit's address, as the wizard's step 1 and the older registration page ask for it. */
export function visitAddressShape() {
  return {
    postalCode: z
      .string({ error: POSTAL_CODE_MESSAGE })
      .trim()
      .regex(POSTAL_CODE_PATTERN, { error: POSTAL_CODE_MESSAGE }),
    address: requiredText(ADDRESS_REQUIRED_MESSAGE, 1, 500, MESSAGES.fields.address).refine(
      hasNoOtherCharacters(true),
      {
        error: nameCharactersMessage(MESSAGES.fields.address),
      },
    ),
    unitNumber: optionalText(MESSAGES.fields.unitNumber, 50, 'single'),
  };
}
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** POST /api/registrations/{id}/reschedule: another slot of the same event (and region). */
export const rescheduleRequestSchema = z.object({ timeslotId: positiveId(TIMESLOT_REQUIRED_MESSAGE) });
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;
export type RescheduleRequestInput = z.input<typeof rescheduleRequestSchema>;
/** POST /api/registrations/verify: the booking's reference and the 6-digit code from its confirmation email. */
export const holdVerificationRequestSchema = z.object({
  referenceNumber: z.string({ error: HOLD_CODE_FORMAT_MESSAGE }).trim().toUpperCase().max(40),
  code: z
    .string({ error: HOLD_CODE_FORMAT_MESSAGE })
    .trim()
    .regex(HOLD_CODE_PATTERN, { error: HOLD_CODE_FORMAT_MESSAGE }),
});
export type HoldVerificationRequest = z.infer<typeof holdVerificationRequestSchema>;
/** POST /api/registrations/verify/resend: a new code for the booking with this reference. */
export const newHoldCodeRequestSchema = holdVerificationRequestSchema.pick({ referenceNumber: true });
