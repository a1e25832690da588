import { ID_NUMBER_INVALID_MESSAGE } from '@domain/bookings/hold-messages';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  IDENTIFICATION_CHARACTERS_MESSAGE,
  IDENTIFICATION_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  MEMBER_GENDER_MESSAGE,
  MEMBER_ID_MESSAGE,
  MOBILE_CHARACTERS_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
  PACKAGE_REQUIRED_MESSAGE,
} from '@domain/bookings/messages';
import { MAX_BOOKING_PERSONS } from '@domain/bookings/pricing';
import {
  emailField,
  ID_CHARACTERS_PATTERN,
  MOBILE_PATTERN,
  memberDateOfBirthField,
  nameText,
  optionalText,
  positiveId,
  type TodayFn,
  vitalityNumberField,
} from '@domain/bookings/schemas';
import {
  PARTICIPANT_DATE_OF_BIRTH_REQUIRED_MESSAGE,
  PRIMARY_CONTACT_DETAILS_MESSAGE,
} from '@domain/participants/messages';
import { REGISTRATION_ID_MESSAGE } from '@domain/payments/messages';
import { hasWrongCheckLetter } from '@domain/shared/contact-keys';
import { todayInSingapore } from '@domain/shared/dates';
import { MEMBER_GENDERS, PARTICIPANT_GENDERS } from '@domain/shared/gender';
import { amount, tooLong } from '@domain/shared/schema-parts';
import { MESSAGES } from '@domain/shared/texts';
import { z } from 'zod';

// The participants page's calls (spec 000 §2, §3 and §7): the persons of one booking, addressed by the
// booking's random UUID (DESIGN §5 rule 7). A booking's persons are its primary contact, stored on the
// booking itself (the person who booked, until another is made primary), and up to
// MAX_BOOKING_PERSONS - 1 more. Every change re-prices the whole booking on the server.

/** The participant id of a booking's primary contact, who is stored on the booking rather than as a participant row. */
export const PRIMARY_PARTICIPANT_ID = 0;
/** Spec 000 §2: the participants page counts 'n / 10'. */
export const MAX_PARTICIPANTS = MAX_BOOKING_PERSONS;

const singaporeToday: TodayFn = () => todayInSingapore();

const participantGender = z.enum(MEMBER_GENDERS, { error: MEMBER_GENDER_MESSAGE });

/** '' or missing: none; otherwise a valid address. */
const optionalEmail = z
  .union([z.literal(''), emailField], { error: emailField.description })
  .nullish()
  .transform((value) => (value ? value : null));

/** '' or missing: none; otherwise at least 8 characters of a phone number. */
const optionalMobile = z
  .string({ error: MOBILE_REQUIRED_MESSAGE })
  .trim()
  .max(20, { error: tooLong(MESSAGES.fields.mobileNumber, 20) })
  .refine((value) => value === '' || value.length >= 8, { error: MOBILE_REQUIRED_MESSAGE })
  .regex(MOBILE_PATTERN, { error: MOBILE_CHARACTERS_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * NRIC, FIN or passport (spec 000 §3), upper-cased; an NRIC or FIN with a wrong check letter is refused
 * with the message the wizard's primary contact gets.
 */
const participantIdField = z
  .string({ error: IDENTIFICATION_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: IDENTIFICATION_REQUIRED_MESSAGE })
  .min(6, { error: MEMBER_ID_MESSAGE })
  .max(20, { error: tooLong(MESSAGES.fields.identificationNumber, 20) })
  .toUpperCase()
  .regex(ID_CHARACTERS_PATTERN, { error: IDENTIFICATION_CHARACTERS_MESSAGE })
  .refine((id) => !hasWrongCheckLetter(id), { error: ID_NUMBER_INVALID_MESSAGE });

function participantDateOfBirthField(today: TodayFn) {
  return z
    .string({ error: PARTICIPANT_DATE_OF_BIRTH_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: PARTICIPANT_DATE_OF_BIRTH_REQUIRED_MESSAGE })
    .pipe(memberDateOfBirthField(today));
}

function participantFieldsShape(today: TodayFn) {
  return {
    firstName: nameText(FIRST_NAME_REQUIRED_MESSAGE, 2, MESSAGES.fields.firstName),
    lastName: nameText(LAST_NAME_REQUIRED_MESSAGE, 2, MESSAGES.fields.lastName),
    identificationNumber: participantIdField,
    dateOfBirth: participantDateOfBirthField(today),
    gender: participantGender,
    packageId: positiveId(PACKAGE_REQUIRED_MESSAGE),
    /** Required only for the primary contact. */
    email: optionalEmail,
    /** Required only for the primary contact. */
    mobileNumber: optionalMobile,
    medicalConditions: optionalText(MESSAGES.fields.medicalConditions, 2000, 'multiline').nullable(),
    vitalityMembershipNo: vitalityNumberField.nullable(),
    /**
     * Sent as the page has it and ignored: a booking's membership is the one the server verified for
     * its primary contact (at booking, and again whenever the primary contact's identity changes), and
     * applies to all its persons (DESIGN §4, §8.2).
     */
    aiaMemberId: optionalText(MESSAGES.fields.aiaMemberId, 20).nullable(),
    isAiaMember: z.boolean().optional(),
    isVitalityMember: z.boolean().optional(),
    /** True makes this person the primary contact; the previous primary stays as a participant. */
    isPrimary: z.boolean().optional(),
  };
}

type ContactFields = { isPrimary?: boolean; email?: string | null; mobileNumber?: string | null };

/** The primary contact is the one the clinic calls and writes to: both are needed (spec 000 §3). */
function requireContactOfPrimary(person: ContactFields, ctx: z.RefinementCtx) {
  if (person.isPrimary !== true) return;
  if (!person.email) ctx.addIssue({ code: 'custom', message: PRIMARY_CONTACT_DETAILS_MESSAGE, path: ['email'] });
  if (!person.mobileNumber) {
    ctx.addIssue({ code: 'custom', message: PRIMARY_CONTACT_DETAILS_MESSAGE, path: ['mobileNumber'] });
  }
}

/** The participant form of the participants page (add and edit dialog). */
export function createParticipantFormSchema(today: TodayFn = singaporeToday) {
  return z.object(participantFieldsShape(today)).superRefine(requireContactOfPrimary);
}
export const participantFormSchema = createParticipantFormSchema();
export type ParticipantForm = z.infer<typeof participantFormSchema>;
export type ParticipantFormInput = z.input<typeof participantFormSchema>;

/**
 * The booking's random id (rule 7). Any string: a malformed one names no booking and gets the same
 * 404 as an unknown one.
 */
const registrationIdField = z.string({ error: REGISTRATION_ID_MESSAGE }).max(64);

/** POST /api/participants: a person added to the booking `registrationId`. */
export function createParticipantCreateSchema(today: TodayFn = singaporeToday) {
  return z
    .object({ registrationId: registrationIdField, ...participantFieldsShape(today) })
    .superRefine(requireContactOfPrimary);
}
export const participantCreateSchema = createParticipantCreateSchema();
export type ParticipantCreateRequest = z.infer<typeof participantCreateSchema>;
export type ParticipantCreateRequestInput = z.input<typeof participantCreateSchema>;

/**
 * PUT /api/participants/{id}: `registrationId` in the body (a participant id is honoured only with its
 * own booking); every other field is optional and a missing one is left as it is, so a page that has
 * only the masked ID need not send it. `isPrimary: true` makes this person the primary contact (with
 * an email and a mobile number, sent here or stored).
 */
export function createParticipantUpdateSchema(today: TodayFn = singaporeToday) {
  return z.object({ registrationId: registrationIdField, ...participantFieldsShape(today) }).partial({
    firstName: true,
    lastName: true,
    identificationNumber: true,
    dateOfBirth: true,
    gender: true,
    packageId: true,
    email: true,
    mobileNumber: true,
    medicalConditions: true,
    vitalityMembershipNo: true,
    aiaMemberId: true,
  });
}
export const participantUpdateSchema = createParticipantUpdateSchema();
export type ParticipantUpdateRequest = z.infer<typeof participantUpdateSchema>;
export type ParticipantUpdateRequestInput = z.input<typeof participantUpdateSchema>;

/** DELETE /api/participants/{id}?registrationId=…: the booking goes in the query string (no body). */
export const participantDeleteQuerySchema = z.object({ registrationId: registrationIdField });
export type ParticipantDeleteQuery = z.infer<typeof participantDeleteQuerySchema>;

/** Path parameters: a participant id (PRIMARY_PARTICIPANT_ID for the primary contact). */
export const participantParamsSchema = z.object({ id: z.string() });
export const participantRegistrationParamsSchema = z.object({ registrationId: z.string() });

/**
 * One person of a booking as the participants calls answer it (spec 000 §7 plus what the page shows):
 * the ID masked, no date of birth (rule 4); the mobile number masked to its last four digits.
 */
export const participantViewSchema = z.object({
  /** PRIMARY_PARTICIPANT_ID (0) for the primary contact; the participant's own id otherwise. */
  id: z.number().int(),
  registrationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Masked: '*****567D'. */
  identificationNumber: z.string(),
  /** 'Other' only for a primary contact who booked through the older flow. */
  gender: z.enum(PARTICIPANT_GENDERS),
  packageId: z.number().int(),
  packageName: z.string(),
  /** This person's unit price: the member price for a member booking where the package has one. */
  packagePrice: amount,
  /** The package's base price. */
  originalPrice: amount,
  /** originalPrice less packagePrice. */
  discountAmount: amount,
  isPrimary: z.boolean(),
  /** The booking's membership, which applies to all its persons; the page's member badge. */
  isAiaMember: z.boolean(),
  isVitalityMember: z.boolean(),
  email: z.string().nullable(),
  /** Masked to its last four digits: '****4567'. */
  mobileNumber: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ParticipantView = z.infer<typeof participantViewSchema>;

/** GET /api/participants/registration/{registrationId}: every person, the primary contact first. */
export const participantListSchema = z.array(participantViewSchema);
export type ParticipantList = z.infer<typeof participantListSchema>;

/** The booking's stored amounts after a change (the server's pricing; what is left to pay). */
export const participantsBookingSchema = z.object({
  id: z.string(),
  status: z.string(),
  personCount: z.number().int(),
  maxPersons: z.number().int(),
  subtotal: amount,
  volumeDiscount: amount,
  discountAmount: amount,
  gst: amount,
  totalAmount: amount,
  partnerPaid: amount,
  amountDue: amount,
  /** Whether a discount code still applies to the booking. */
  hasDiscountCode: z.boolean(),
});
export type ParticipantsBooking = z.infer<typeof participantsBookingSchema>;

/** POST, PUT and DELETE /api/participants…: what changed, every person, and the re-priced booking. */
export const participantChangeResultSchema = z.object({
  /** The person added or changed; null after a removal. */
  participant: participantViewSchema.nullable(),
  participants: participantListSchema,
  booking: participantsBookingSchema,
  /**
   * True when the booking's discount code no longer applied (expired or withdrawn since booking), so
   * this change removed its discount and gave its redemption back.
   */
  codeDiscountRemoved: z.boolean(),
});
export type ParticipantChangeResult = z.infer<typeof participantChangeResultSchema>;
