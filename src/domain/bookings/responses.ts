import { OLDER_FLOW_GENDERS } from '@domain/shared/gender';
import { languageSchema } from '@domain/shared/language-schema';
import { amount } from '@domain/shared/schema-parts';
import { regionSchema, timeslotsByDateSchema } from '@domain/timeslots/views';
import { z } from 'zod';

// What the public booking calls answer: the booking, its hold, its look-up, cancel and reschedule.

/** A new booking's status; `confirmed` (paid on the day) only from the older flow. */
export const registrationStatusSchema = z.enum(['pending_payment', 'paid', 'confirmed']);
/** POST /api/registrations (201): the booking confirmation. */
export const registrationResultSchema = z.object({
  /** Snake case, as spec 000 §3 writes it (DESIGN §6). */
  reference_number: z.string(),
  /** The booking's random UUID, which later anonymous calls address it by (rule 7). */
  id: z.string(),
  status: registrationStatusSchema,
  totalAmount: amount,
  amountDue: amount,
  ...heldBookingFields(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;
/**
 * What the booking answer of both flows adds (DESIGN §8.2): until when the visit is held unless the
 * contact is proven, and the token that participant and contact changes need (never in a look-up).
 */
function heldBookingFields() {
  return {
    /** ISO 8601; null when nothing is held conditionally (paid, or the contact already proven). */
    holdExpiresAt: z.string().nullable(),
    /** 128+ random bits, base64url; sent back as X-Booking-Token. Stored hashed: this is the only copy. */
    bookingToken: z.string(),
  };
}
/** POST /api/registrations/verify: the code from the confirmation email keeps the held visit. */
export const holdVerificationSchema = z.object({
  referenceNumber: z.string(),
  status: z.string(),
  /** Null: the visit is no longer held conditionally. */
  holdExpiresAt: z.null(),
  /** While unpaid (pending_payment): when the booking is released unless paid (ISO 8601). */
  paymentDueAt: z.string().nullable(),
});
export type HoldVerification = z.infer<typeof holdVerificationSchema>;
/** The data of the 409 refusal when the server's total is not the total the customer saw. */
/**
 * Why the server could not check a membership, so priced the booking at standard prices: the ID
 * number's verifications of the last hour are used up, or the insurer did not answer.
 */
export const MEMBERSHIP_NOT_CHECKED_REASONS = ['too-many-checks', 'insurer-unavailable'] as const;
export type MembershipNotCheckedReason = (typeof MEMBERSHIP_NOT_CHECKED_REASONS)[number];
export const priceChangeSchema = z.object({
  /** Whether the server counts the customer as a member (AIA or Vitality). */
  isMember: z.boolean(),
  /** The server's total, two decimals. */
  totalAmount: amount,
  /**
   * Set when the membership could not be checked (not a member is null): the customer may try again
   * later for the member price, or confirm the standard total.
   */
  membershipNotChecked: z.enum(MEMBERSHIP_NOT_CHECKED_REASONS).nullable().optional(),
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
  /** Masked: 'm***@example.com' (DESIGN §8.2: a reference number is not a key to the booking). */
  email: z.string(),
  eventName: z.string(),
  /** The event's slug: its page (/events/{slug}) is where a closed booking books again. */
  eventSlug: z.string(),
  packageName: z.string(),
  /** The main person's package price. */
  packagePrice: amount,
  timeslotDate: z.string(),
  timeslotTime: z.string(),
  /** How many times the visit's date and time changed: its calendar file's SEQUENCE (same UID). */
  calendarSequence: z.number().int(),
  /** The language the booking's messages are in (DESIGN §8.10). */
  language: languageSchema,
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
  /** While the contact is not proven: when the visit is released unless it is (ISO 8601), else null. */
  holdExpiresAt: z.string().nullable(),
  /** Household members besides the main person. */
  participants: z.array(registrationLookupParticipantSchema),
  /** When the booking was cancelled (ISO 8601), else null. */
  cancelledAt: z.string().nullable(),
  /**
   * Whether the customer may cancel or reschedule it here: a live booking (pending_payment, confirmed
   * or paid) before its cut-off. False for a cancelled, expired or past booking, and inside the cut-off.
   */
  canSelfServe: z.boolean(),
  /** Whether its participants may be changed here: unpaid (pending_payment or confirmed) and before the cut-off. */
  canChangeParticipants: z.boolean(),
  /** The last moment of self-service changes: the visit's start less CHANGE_CUTOFF_HOURS (ISO 8601). */
  changeCutoffAt: z.string(),
  /** Inside the cut-off of a live booking: why, with the clinic's phone and email; else null. */
  clinicContactMessage: z.string().nullable(),
  /**
   * What cancelling it now would refund: its settled payments here (card, PayNow), as the cancellation
   * claims them; null when nothing was paid here (nothing paid yet, or only at the partner).
   */
  refundOnCancel: amount.nullable(),
});
export type RegistrationLookup = z.infer<typeof registrationLookupSchema>;
/** GET /api/registrations/{id}/book-again (with the booking's token): the page "Book again" opens. */
export const bookAgainSchema = z.object({
  /** '/wc/{code}' for a partner booking (its prepaid amount is taken off again), else '/events/{slug}'. */
  path: z.string(),
});
export type BookAgain = z.infer<typeof bookAgainSchema>;
/**
 * POST /api/registrations (201) with the older flow's body, or its alias /api/registrations/legacy:
 * the older flow's booking, with the registration fields its confirmation page shows (spec 000 §2,
 * /confirmation). The NRIC is masked, as in every answer; the page has the rest from what the customer
 * typed. Paid on the day: status `confirmed`.
 */
export const legacyRegistrationResultSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  status: z.literal('confirmed'),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  gender: z.enum(OLDER_FLOW_GENDERS),
  /** Masked: '*****567D'. */
  identificationNumber: z.string(),
  /** 'yyyy-MM-dd'. */
  dateOfBirth: z.string(),
  /** The older flow sends none: always null, kept for the page's optional lines. */
  unitNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  eventId: z.number().int(),
  eventName: z.string(),
  location: z.string().nullable(),
  timeslotId: z.number().int(),
  /** 'yyyy-MM-dd'. */
  timeslotDate: z.string(),
  /** 'HH:mm', Singapore time. */
  timeslotTime: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  /** The package's price for this customer (the member price for a verified member). */
  packagePrice: amount,
  isAiaMember: z.boolean(),
  isVitalityMember: z.boolean(),
  gst: amount,
  totalAmount: amount,
  /** Paid on the day of the visit. */
  amountDue: amount,
  ...heldBookingFields(),
  /** While the visit is held conditionally: the masked mobile its code was texted to ('****4567'), else null. */
  codeSentTo: z.string().nullable(),
});
export type LegacyRegistrationResult = z.infer<typeof legacyRegistrationResultSchema>;
/** The registration fields as read back, before the booking adds its hold and token. */
export type LegacyRegistrationFields = Omit<LegacyRegistrationResult, 'holdExpiresAt' | 'bookingToken' | 'codeSentTo'>;
/** What happened to the money of a cancelled booking. */
export const refundOutcomeSchema = z.object({
  /**
   * 'none': nothing was paid by card; 'refunded': the gateway gave it back; 'refund_pending': the
   * gateway refused or did not answer, and staff refund it (the booking stays cancelled).
   */
  status: z.enum(['none', 'refunded', 'refund_pending']),
  /** The amount paid by card, or null when none. */
  amount: amount.nullable(),
});
export type RefundOutcome = z.infer<typeof refundOutcomeSchema>;
/** POST /api/registrations/{id}/cancel. */
export const cancelAppointmentResultSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  status: z.literal('cancelled'),
  /** ISO 8601. */
  cancelledAt: z.string(),
  refund: refundOutcomeSchema,
});
export type CancelAppointmentResult = z.infer<typeof cancelAppointmentResultSchema>;
/** GET /api/registrations/{id}/reschedule-options: the free slots of the booking's event and region. */
export const rescheduleOptionsSchema = z.object({
  currentTimeslotId: z.number().int(),
  /** The booking's region; null for an event with the admin's own (manual) dates. */
  region: regionSchema.nullable(),
  /** The persons the new slot must have room for. */
  personCount: z.number().int(),
  /** Like the postal-code look-up; `isAvailable` also says whether the slot has room for all the persons. */
  timeslots: timeslotsByDateSchema,
});
export type RescheduleOptions = z.infer<typeof rescheduleOptionsSchema>;
/** POST /api/registrations/{id}/reschedule. */
export const rescheduleResultSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  status: z.string(),
  timeslotId: z.number().int(),
  /** 'yyyy-MM-dd'. */
  timeslotDate: z.string(),
  /** 'HH:mm', Singapore time. */
  timeslotTime: z.string(),
  /** The new cut-off (ISO 8601). */
  changeCutoffAt: z.string(),
});
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;
