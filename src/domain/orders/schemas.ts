import { refundOutcomeSchema } from '@domain/bookings/responses';
import { assignedNurseSchema, staffVisitEventSchema } from '@domain/nurse/schemas';
import { REVEAL_PARTICIPANT_ID_MESSAGE, STATUS_CHANGE_MESSAGE } from '@domain/orders/messages';
import { paymentHistoryEntrySchema, paymentStateSchema } from '@domain/payments/state';
import { preVisitSummarySchema } from '@domain/questionnaire/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { coercedWholeNumber, isoDate } from '@domain/shared/form-fields';
import {
  INVALID_DATE_MESSAGE,
  INVALID_ID_MESSAGE,
  PAGE_MESSAGE,
  PAGE_SIZE_MESSAGE,
} from '@domain/shared/form-messages';
import { languageSchema } from '@domain/shared/language-schema';
import { amount, MAX_RECORD_ID, optionalQuery, timestamp, tooLong } from '@domain/shared/schema-parts';
import { z } from 'zod';

// The Orders tab's calls (spec 001 §7, plus DESIGN §4's paging and filters): one schema per request
// and per answer, for the server's routes and the web's forms alike.

/** Every status a booking can have (DESIGN §4 Statuses). */
export const REGISTRATION_STATUSES = [
  'pending_payment',
  'paid',
  'confirmed',
  'completed',
  'no_show',
  'cancelled',
  'expired',
] as const;
export const adminRegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type AdminRegistrationStatus = z.infer<typeof adminRegistrationStatusSchema>;
/** Member type badge of the order details (spec 001 §2 Orders). */
export const memberTypeSchema = z.enum(['AIA', 'Vitality', 'Retail']);
export type MemberType = z.infer<typeof memberTypeSchema>;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const pageFields = {
  page: optionalQuery(coercedWholeNumber(PAGE_MESSAGE, 1, 1_000_000)).transform((value) => value ?? 1),
  pageSize: optionalQuery(coercedWholeNumber(PAGE_SIZE_MESSAGE, 1, MAX_PAGE_SIZE)).transform(
    (value) => value ?? DEFAULT_PAGE_SIZE,
  ),
};
/**
 * GET /api/admin/registrations (and its CSV export, which ignores page and pageSize). All optional;
 * without them, the newest page. `search` matches the reference, first or last name, mobile number or
 * the ID's last four characters.
 */
export const adminRegistrationListQuerySchema = z.object({
  ...pageFields,
  status: optionalQuery(adminRegistrationStatusSchema),
  eventId: optionalQuery(coercedWholeNumber(INVALID_ID_MESSAGE, 1, MAX_RECORD_ID)),
  visitDate: optionalQuery(isoDate(INVALID_DATE_MESSAGE)),
  search: optionalQuery(
    z
      .string()
      .trim()
      .max(100, { error: tooLong('Search', 100) }),
  ).transform((value) => (value ? value : undefined)),
});
export type AdminRegistrationListQuery = z.infer<typeof adminRegistrationListQuerySchema>;
export type AdminRegistrationListQueryInput = z.input<typeof adminRegistrationListQuerySchema>;
/** The paging beside `data` in the admin lists. */
export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
/** A row of the orders table. */
export const adminRegistrationSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  status: adminRegistrationStatusSchema,
  /** The visit (spec 001 §2 Orders, Date): 'yyyy-MM-dd' and 'HH:mm'. */
  timeslotDate: z.string(),
  timeslotTime: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  packageName: z.string(),
  personCount: z.number().int(),
  totalAmount: amount,
  amountDue: amount,
  createdAt: timestamp,
  /** The one payment state staff see (payment-state.ts), decided from the payment rows. */
  paymentState: paymentStateSchema,
  /** No visit address on record (the older flow booked without one): the nurse cannot find the home. */
  addressNeeded: z.boolean(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
/** GET /api/admin/registrations: `data` is the list (spec), newest first; the paging beside it. */
export const adminRegistrationListResponseSchema = successEnvelope(z.array(adminRegistrationSchema)).extend({
  meta: pageMetaSchema,
});
export type AdminRegistrationListResponse = z.infer<typeof adminRegistrationListResponseSchema>;
/** A person in the payment section of the details dialog; the primary person first. */
export const adminParticipantSchema = z.object({
  /** Null for the primary person (the booking itself). */
  id: z.number().int().nullable(),
  isPrimary: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  /** Masked ('*****567D', DESIGN §8.3); the reveal route answers the full number. '' once erased. */
  identificationNumber: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  /** What this person's package cost in this booking (member price where it applied). */
  packagePrice: amount,
  /** Null for the primary person (the booking stores the household's, not the primary's, list price). */
  originalPrice: amount.nullable(),
});
export type AdminParticipant = z.infer<typeof adminParticipantSchema>;
/** GET /api/admin/registrations/{id}: every field of the order details dialog (spec 001 §2 Orders). */
export const adminRegistrationDetailsSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  status: adminRegistrationStatusSchema,
  // Personal information
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  /** Masked ('*****567D', DESIGN §8.3); the reveal route answers the full number. '' once erased. */
  identificationNumber: z.string(),
  postalCode: z.string().nullable(),
  unitNumber: z.string().nullable(),
  address: z.string().nullable(),
  region: z.string().nullable(),
  medicalConditions: z.string().nullable(),
  // Booking information
  createdAt: timestamp,
  updatedAt: timestamp,
  cancelledAt: timestamp.nullable(),
  /** When the booking's personal data was erased (retention or on request); null while it is held. */
  erasedAt: timestamp.nullable(),
  eventId: z.number().int(),
  eventName: z.string(),
  timeslotId: z.number().int(),
  timeslotDate: z.string(),
  timeslotTime: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  /** The primary person's price in this booking. */
  packagePrice: amount,
  /** Primary person first, then the household members. */
  participants: z.array(adminParticipantSchema),
  // The amounts stored at booking (the payment breakdown; DESIGN §4 Pricing)
  personCount: z.number().int(),
  subtotal: amount,
  /** Family bundle discount (shown when greater than zero). */
  volumeDiscount: amount,
  /** Discount code amount. */
  discountAmount: amount,
  /** What membership prices saved against list prices. */
  memberDiscountAmount: amount,
  /** BIN discount taken at card payment. */
  cardDiscountAmount: amount,
  totalExcludingGst: amount,
  /** GST at 9 %. */
  gst: amount,
  totalIncludingGst: amount,
  partnerPaid: amount,
  amountDue: amount,
  /** The code the customer redeemed, and its discount's name; null when none. */
  discountCode: z.string().nullable(),
  discountName: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  memberType: memberTypeSchema,
  /** The main person's ID number as the insurer knows it: masked like identificationNumber. */
  aiaMemberId: z.string().nullable(),
  vitalityMembershipNo: z.string().nullable(),
  /** Payment status: paid (or completed after a paid visit) or not. */
  isPaid: z.boolean(),
  /** The one payment state staff see, as in the orders list. */
  paymentState: paymentStateSchema,
  /** Every charge and refund, and the partner's prepayment (kept or not on cancel), oldest first. */
  paymentHistory: z.array(paymentHistoryEntrySchema),
  /** No visit address on record, as in the orders list. */
  addressNeeded: z.boolean(),
  partnerBookingCode: z.string().nullable(),
  paymentDueAt: timestamp.nullable(),
  /** The privacy notice the customer agreed to at booking, and when (DESIGN §8.3); null for older bookings. */
  privacyNoticeVersion: z.string().nullable(),
  consentedAt: timestamp.nullable(),
  /** The language the customer booked in, which their emails, texts and PDFs are in (DESIGN §8.10). */
  language: languageSchema,
  /** Each person's pre-visit form (DESIGN §8.11): consent and flags; the answers are a call of their own. */
  preVisit: z.array(preVisitSummarySchema),
  /** The nurse who makes the visit (DESIGN §8.12), or null: "Unassigned". */
  nurse: assignedNurseSchema,
  /** What the nurse pressed at the visit, oldest first: "Done" carries each person's outcome. */
  visitEvents: z.array(staffVisitEventSchema),
});
export type AdminRegistrationDetails = z.infer<typeof adminRegistrationDetailsSchema>;
/** PATCH /api/admin/registrations/{id}: after the visit, or a cancellation by staff. */
export const adminRegistrationStatusRequestSchema = z.object({
  status: z.enum(['completed', 'no_show', 'cancelled'], { error: STATUS_CHANGE_MESSAGE }),
});
export type AdminRegistrationStatusRequest = z.infer<typeof adminRegistrationStatusRequestSchema>;
/** The answer of the status change: the booking as it is now, and a refund owed by a cancellation. */
export const adminRegistrationStatusResultSchema = z.object({
  registration: adminRegistrationDetailsSchema,
  /**
   * What the customer paid by card ('12.34'), when a paid booking was cancelled; null otherwise. The
   * refund goes through the gateway that took the payment: `refund` says whether it was given back or
   * is pending for staff (the gateway refused or did not answer).
   */
  refundDue: amount.nullable(),
  refund: refundOutcomeSchema,
});
export type AdminRegistrationStatusResult = z.infer<typeof adminRegistrationStatusResultSchema>;
/**
 * POST /api/admin/registrations/{id}/reveal-identification: whose full ID number to show, a household
 * member by id or null for the main person. Strictly a JSON number or null: no coercion, nothing left out.
 */
export const revealIdentificationRequestSchema = z.object({
  participantId: z
    .number({ error: REVEAL_PARTICIPANT_ID_MESSAGE })
    .int({ error: REVEAL_PARTICIPANT_ID_MESSAGE })
    .positive({ error: REVEAL_PARTICIPANT_ID_MESSAGE })
    .max(MAX_RECORD_ID, { error: REVEAL_PARTICIPANT_ID_MESSAGE })
    .nullable(),
});
export type RevealIdentificationRequest = z.infer<typeof revealIdentificationRequestSchema>;
/** The answer of the reveal: the full number, as stored. */
export const revealedIdentificationSchema = z.object({ identificationNumber: z.string() });
export type RevealedIdentification = z.infer<typeof revealedIdentificationSchema>;
