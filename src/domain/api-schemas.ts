import { z } from 'zod';
import { eventSlotSchema, regionSchema, timeslotsByDateSchema } from './timeslot-views.js';

// What the public API answers, one schema per success response: the server's routes declare them
// (they document /api/openapi.json and the response is serialized through them, so a field missing
// here never leaves the server) and the web client infers its types from them. Request schemas are
// in booking-schemas.ts.

/** Amounts travel as two-decimal strings ('118.00'), as PostgreSQL numeric gives them. */
const amount = z.string();

/** The success envelope of DESIGN §6: `{ success: true, data, message? }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** The failure envelope of DESIGN §6; `data` only where the client can act on it (PriceChange). */
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  data: z.unknown().optional(),
});
export type ApiFailure = z.infer<typeof failureEnvelopeSchema>;

/** GET /api/health. */
export const healthStatusSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** One entry of GET /api/events. */
export const eventListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  timeslots: z.array(eventSlotSchema),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** A package an event offers, with its member price. */
export const eventPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: amount,
  aiaPrice: amount.nullable(),
});
export type EventPackage = z.infer<typeof eventPackageSchema>;

/** GET /api/events/{slug}. */
export const eventDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  /** The dates of `timeslots`, 'yyyy-MM-dd', in order. */
  dates: z.array(z.string()),
  packages: z.array(eventPackageSchema),
  timeslots: z.array(eventSlotSchema),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/** What the timeslot look-up by postal code finds: the slots by date and the postal code's region. */
export const postalCodeSlotsSchema = z.object({
  data: timeslotsByDateSchema,
  /** Null when the postal code is in no region served (then `data` is empty). */
  region: regionSchema.nullable(),
});
export type PostalCodeSlots = z.infer<typeof postalCodeSlotsSchema>;

/**
 * GET /api/timeslots/postal-code answers the whole envelope: the slots by date are its `data` and the
 * region sits beside them (spec 000 §3).
 */
export const postalCodeTimeslotsResponseSchema = successEnvelope(timeslotsByDateSchema).extend({
  region: regionSchema.nullable(),
});
export type PostalCodeTimeslotsResponse = z.infer<typeof postalCodeTimeslotsResponseSchema>;

/** POST /api/verify-aia-healthshield. */
export const verificationDataSchema = z.object({
  status: z.enum(['success', 'not_found']),
  isAiaMember: z.boolean(),
  isVitalityMember: z.boolean(),
  message: z.string(),
  /** The insurer's own profile of the member, passed through as it comes. */
  benefitProfileData: z.unknown(),
});
export type VerificationData = z.infer<typeof verificationDataSchema>;

/** POST /api/discounts/validate: the code and what it takes off the subtotal sent. */
export const discountResultSchema = z.object({
  code: z.string(),
  discountAmount: amount,
  type: z.enum(['percentage', 'amount']),
  value: amount,
  description: z.string(),
  /** Sent back with the code's text when booking (the id alone redeems nothing). */
  discountIdentifierId: z.number().int(),
});
export type DiscountResult = z.infer<typeof discountResultSchema>;

export const registrationStatusSchema = z.enum(['pending_payment', 'paid']);

/** POST /api/registrations (201): the booking confirmation. */
export const registrationResultSchema = z.object({
  /** Snake case, as spec 000 §3 writes it (DESIGN §6). */
  reference_number: z.string(),
  /** The booking's random UUID, which later anonymous calls address it by (rule 7). */
  id: z.string(),
  status: registrationStatusSchema,
  totalAmount: amount,
  amountDue: amount,
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** The data of the 409 refusal when the server's total is not the total the customer saw. */
export const priceChangeSchema = z.object({
  /** Whether the server counts the customer as a member (AIA or Vitality). */
  isMember: z.boolean(),
  /** The server's total, two decimals. */
  totalAmount: amount,
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** A household member in a look-up; the ID masked. */
export const registrationLookupParticipantSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  identificationNumber: z.string(),
  packageName: z.string(),
  packagePrice: amount,
});
export type RegistrationLookupParticipant = z.infer<typeof registrationLookupParticipantSchema>;

/**
 * GET /api/registrations/lookup/{referenceNumber}: what the confirmation and cancel pages need and
 * no more (rule 4): the NRIC masked, no date of birth, address, postal code, mobile or conditions.
 */
export const registrationLookupSchema = z.object({
  id: z.string(),
  /** 'pending_payment', 'paid', and the statuses later flows set ('cancelled', ...). */
  status: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  eventName: z.string(),
  packageName: z.string(),
  /** The main person's package price. */
  packagePrice: amount,
  timeslotDate: z.string(),
  timeslotTime: z.string(),
  location: z.string().nullable(),
  /** Masked: '*****567D'. */
  identificationNumber: z.string(),
  isAiaMember: z.boolean(),
  isVitalityMember: z.boolean(),
  personCount: z.number().int(),
  subtotal: amount,
  volumeDiscount: amount,
  discountAmount: amount,
  gst: amount,
  totalAmount: amount,
  partnerPaid: amount,
  /** Taken off at card payment for the card's BIN ('0.00' when none). */
  cardDiscountAmount: amount,
  amountDue: amount,
  /** True when the booking came from the partner service (it carries a partner booking code). */
  isFromPartner: z.boolean(),
  /** The card payment's transaction id, or 'WC-PREPAID-…' when the partner prepaid the total. */
  transactionId: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** While unpaid: when the booking is released unless paid (ISO 8601). */
  paymentDueAt: z.string().nullable(),
  /** Household members besides the main person. */
  participants: z.array(registrationLookupParticipantSchema),
});
export type RegistrationLookup = z.infer<typeof registrationLookupSchema>;
