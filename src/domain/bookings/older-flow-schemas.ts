import {
  ADDRESS_REQUIRED_MESSAGE,
  EVENT_REQUIRED_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  MOBILE_CHARACTERS_MESSAGE,
  PACKAGE_REQUIRED_MESSAGE,
  POSTAL_CODE_MESSAGE,
  TIMESLOT_REQUIRED_MESSAGE,
} from '@domain/bookings/messages';
import {
  bookingRequestSchema,
  emailField,
  identificationField,
  MOBILE_PATTERN,
  mainDateOfBirthField,
  nameText,
  optionalText,
  positiveId,
  singaporeToday,
  TIME_PATTERN,
  type TodayFn,
  visitAddressShape,
  vitalityNumberField,
} from '@domain/bookings/schemas';
import { smsRemindersField } from '@domain/notifications/text-messages';
import { ACCEPT_TERMS_MESSAGE, VALID_PHONE_REQUIRED_MESSAGE } from '@domain/participants/messages';
import { consentVersionField, privacyConsentField } from '@domain/privacy/personal-data';
import { isIsoDate } from '@domain/shared/dates';
import { OLDER_FLOW_GENDERS } from '@domain/shared/gender';
import { DEFAULT_LANGUAGE } from '@domain/shared/language';
import { languageSchema } from '@domain/shared/language-schema';
import { requiredText } from '@domain/shared/schema-parts';
import { fillMessage, MESSAGES } from '@domain/shared/texts';
import { REGION_NAMES, type RegionName, regionForPostalCode, regionLabel } from '@domain/timeslots/regions';
import { z } from 'zod';

// The older booking flow (spec 000 §2 'Older flow', §3 'Booking request (older flow)', §5 'Older
// registration form'): gender also 'other', pay on the day. Spec 000 §3's body has no postal code or
// address; the older pages ask for them (a nurse must find the home) and send them as extra fields.

/** The older form's personal details, shared by its form and its request. */
function legacyPersonalShape(today: TodayFn) {
  return {
    firstName: nameText(FIRST_NAME_REQUIRED_MESSAGE, 2, MESSAGES.fields.firstName),
    lastName: nameText(LAST_NAME_REQUIRED_MESSAGE, 2, MESSAGES.fields.lastName),
    email: emailField,
    mobileNumber: requiredText(VALID_PHONE_REQUIRED_MESSAGE, 8, 20, MESSAGES.fields.mobileNumber).regex(
      MOBILE_PATTERN,
      {
        error: MOBILE_CHARACTERS_MESSAGE,
      },
    ),
    gender: z.enum(OLDER_FLOW_GENDERS, { error: GENDER_REQUIRED_MESSAGE }),
    identificationNumber: identificationField,
    dateOfBirth: mainDateOfBirthField(today),
    /** Spec 000 §3: the number or null; '' is read as none. */
    vitalityMembershipNo: vitalityNumberField.nullable(),
    /** Spec 000 §3: the text or ''. */
    medicalConditions: optionalText(MESSAGES.fields.medicalConditions, 2000, 'multiline'),
  };
}
/**
 * Why an older-flow visit cannot go to a postal code: no region serves it, or the chosen slot is in
 * another region's round. Null when the slot's region serves the code (a slot of no region serves any
 * served code). Checked by the registration page before it sends and by the server.
 */
export function legacyVisitRegionMessage(postalCode: string, slotRegion: RegionName | null): string | null {
  const region = regionForPostalCode(postalCode);
  if (!region) return fillMessage(MESSAGES.olderFlow.postalCodeNotVisited, { postalCode });
  if (slotRegion === null || slotRegion === region) return null;
  return fillMessage(MESSAGES.olderFlow.regionMismatch, {
    postalCode,
    region: regionLabel(region),
    slotRegion: regionLabel(slotRegion),
  });
}
/**
 * The older registration form (/registration, step 3): its fields and rules. The terms and the privacy
 * notice are ticked on the page (spec 000 §5, DESIGN §8.3); the request carries no `acceptTerms`
 * (spec 000 §3), only the notice's version.
 */
export function createLegacyRegistrationFormSchema(today: TodayFn = singaporeToday) {
  return z.object({
    ...legacyPersonalShape(today),
    ...visitAddressShape(),
    acceptTerms: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
    privacyConsent: privacyConsentField,
  });
}
export const legacyRegistrationFormSchema = createLegacyRegistrationFormSchema();
export type LegacyRegistrationForm = z.infer<typeof legacyRegistrationFormSchema>;
export type LegacyRegistrationFormInput = z.input<typeof legacyRegistrationFormSchema>;
/**
 * POST /api/timeslots/listed: a slot as GET /api/events/{slug} lists it, for one whose `id` is still
 * null (an auto-scheduled slot nobody has looked up yet). The server stores it if the event's schedule
 * offers it and answers its id, so the older flow always books a real slot id.
 */
export const listedSlotRequestSchema = z.object({
  eventId: positiveId(EVENT_REQUIRED_MESSAGE),
  date: z
    .string({ error: TIMESLOT_REQUIRED_MESSAGE })
    .refine((value) => isIsoDate(value), { error: TIMESLOT_REQUIRED_MESSAGE }),
  time: z.string({ error: TIMESLOT_REQUIRED_MESSAGE }).regex(TIME_PATTERN, { error: TIMESLOT_REQUIRED_MESSAGE }),
  region: z.enum(REGION_NAMES, { error: TIMESLOT_REQUIRED_MESSAGE }).nullable(),
});
export type ListedSlotRequest = z.infer<typeof listedSlotRequestSchema>;
/** The marker of an older-flow body that carries the visit's address. */
export const OLDER_FLOW = 'older';
/**
 * The older flow's booking request, spec 000 §3 word for word: eventId, timeslotId, packageId, the
 * person, `vitalityMembershipNo` or null, `medicalConditions` or ''; and, beside the spec, the privacy
 * notice's `consentVersion` (DESIGN §8.3) and the visit's `postalCode`, `address` and `unitNumber`,
 * optional so the spec's body still books, but a postal code and an address come together or not at
 * all; a body with them says `flow: 'older'`, as the main flow's shortest body has the same fields
 * (decision 007). No totals: the server prices the booking (status `confirmed`, paid on the day). Sent to POST
 * /api/registrations (told apart from the main flow's body by `isOlderFlowBody`) or its alias
 * /api/registrations/legacy.
 */
export function createLegacyBookingRequestSchema(today: TodayFn = singaporeToday) {
  const visit = visitAddressShape();
  return z
    .object({
      eventId: positiveId(EVENT_REQUIRED_MESSAGE),
      timeslotId: positiveId(TIMESLOT_REQUIRED_MESSAGE),
      packageId: positiveId(PACKAGE_REQUIRED_MESSAGE),
      ...legacyPersonalShape(today),
      consentVersion: consentVersionField,
      smsReminders: smsRemindersField,
      language: languageSchema.default(DEFAULT_LANGUAGE),
      postalCode: visit.postalCode.nullish(),
      address: visit.address.nullish(),
      unitNumber: visit.unitNumber.nullable(),
      /** Says the body is the older flow's although it carries an address (see `isOlderFlowBody`). */
      flow: z.literal(OLDER_FLOW, { error: 'flow must be "older"' }).optional(),
    })
    .superRefine((booking, ctx) => {
      // Half an address finds nobody: the other half is asked for with its own message.
      const hasPostalCode = booking.postalCode != null;
      const hasAddress = booking.address != null;
      if (hasAddress && !hasPostalCode) {
        ctx.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGE, path: ['postalCode'] });
      }
      if ((hasPostalCode || booking.unitNumber) && !hasAddress) {
        ctx.addIssue({ code: 'custom', message: ADDRESS_REQUIRED_MESSAGE, path: ['address'] });
      }
    });
}
export const legacyBookingRequestSchema = createLegacyBookingRequestSchema();
export type LegacyBookingRequest = z.infer<typeof legacyBookingRequestSchema>;
export type LegacyBookingRequestInput = z.input<typeof legacyBookingRequestSchema>;
/**
 * Fields only the main flow's body has (totals, codes, member claims, household, partner fields):
 * where one is present, the body is the main flow's.
 */
const MAIN_FLOW_ONLY_FIELDS = Object.keys(bookingRequestSchema.shape).filter(
  (field) => !(field in legacyBookingRequestSchema.shape),
);
/**
 * The visit's address, which both bodies may carry: a body with nothing else of the main flow's is
 * the main flow's by default (its shortest valid body), the older flow's when it says `flow: 'older'`.
 */
const VISIT_ADDRESS_FIELDS = ['postalCode', 'address', 'unitNumber'] as const;
export function isOlderFlowBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const fields = body as Record<string, unknown>;
  if (!MAIN_FLOW_ONLY_FIELDS.every((field) => fields[field] === undefined)) return false;
  return fields.flow === OLDER_FLOW || VISIT_ADDRESS_FIELDS.every((field) => fields[field] === undefined);
}
