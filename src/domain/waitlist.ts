import { z } from 'zod';
import {
  createHouseholdMemberSchema,
  createPersonalDetailsSchema,
  positiveId,
  type TodayFn,
} from './booking-schemas.js';
import { todayInSingapore } from './dates.js';
import { MAX_WIZARD_PERSONS } from './pricing.js';
import { privacyConsentField } from './privacy.js';
import { REGION_NAMES } from './regions.js';
import { queryDate } from './schema-parts.js';

// The waitlist (DESIGN §8.6): a customer whose region has no free visit they want queues for one;
// a visit that frees is offered to the earliest matching entry, held for WAITLIST_OFFER_MINUTES.

export const DEFAULT_WAITLIST_OFFER_MINUTES = 30;
const singaporeToday: TodayFn = () => todayInSingapore();
export const TIMES_OF_DAY = ['morning', 'afternoon', 'any'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  morning: 'Morning (before 12:00)',
  afternoon: 'Afternoon (from 12:00)',
  any: 'Any time',
};
/** A visit at 'HH:mm' suits a time of day: morning before noon, afternoon from noon. */
export const suitsTimeOfDay = (time: string, timeOfDay: TimeOfDay) =>
  timeOfDay === 'any' || (timeOfDay === 'morning' ? time < '12:00' : time >= '12:00');

export const WAITLIST_JOIN_LABEL = 'Join the waitlist';
export const WAITLIST_DATE_FROM_MESSAGE = 'Choose the first day that suits you';
export const WAITLIST_DATE_TO_MESSAGE = 'Choose the last day that suits you';
export const WAITLIST_RANGE_MESSAGE = 'The last day must be on or after the first, and both ahead';
export const WAITLIST_TIME_OF_DAY_MESSAGE = 'Choose morning, afternoon or any time';
export const WAITLIST_PERSONS_MESSAGE = `Persons must be 1 to ${MAX_WIZARD_PERSONS}`;
export const WAITLIST_REGION_MESSAGE = 'We do not visit this postal code yet';
export const WAITLIST_NOT_FOUND_MESSAGE = 'This waitlist entry was not found';
export const WAITLIST_TOKEN_MESSAGE = 'The link to leave the waitlist is not valid';
export const WAITLIST_ALREADY_ENDED_MESSAGE = 'This waitlist entry has already ended';
export const WAITLIST_DUPLICATE_MESSAGE = 'You are already on the waitlist for these days';
export const OFFER_NOT_FOUND_MESSAGE = 'This offer was not found. The link may be mistyped.';
export const OFFER_ENDED_MESSAGE = 'This offer has ended: the visit was booked, passed on, or its time ran out.';
export const OFFER_BOOK_LABEL = 'Book this visit';
export const OFFER_DECLINE_LABEL = 'No thanks';

/**
 * POST /api/waitlist (DESIGN §8.6, its fields as written there): the wizard's step-1 details, the
 * package and persons, and the days and time of day that suit. The dates are within the schedule and
 * not past; the region comes from the postal code.
 */
export function createWaitlistJoinSchema(today: TodayFn = singaporeToday) {
  const { medicalConditions: _m, vitalityMembershipNo: _v, ...person } = createPersonalDetailsSchema(today).shape;
  return z
    .object({
      eventId: positiveId('Choose an event'),
      packageId: positiveId('Choose a package'),
      persons: z.coerce
        .number({ error: WAITLIST_PERSONS_MESSAGE })
        .int({ error: WAITLIST_PERSONS_MESSAGE })
        .min(1, { error: WAITLIST_PERSONS_MESSAGE })
        .max(MAX_WIZARD_PERSONS, { error: WAITLIST_PERSONS_MESSAGE }),
      dateFrom: queryDate(WAITLIST_DATE_FROM_MESSAGE),
      dateTo: queryDate(WAITLIST_DATE_TO_MESSAGE),
      timeOfDay: z.enum(TIMES_OF_DAY, { error: WAITLIST_TIME_OF_DAY_MESSAGE }),
      ...person,
    })
    .superRefine((entry, ctx) => {
      if (entry.dateTo < entry.dateFrom || entry.dateFrom < today()) {
        ctx.addIssue({ code: 'custom', path: ['dateTo'], message: WAITLIST_RANGE_MESSAGE });
      }
    });
}
export const waitlistJoinSchema = createWaitlistJoinSchema();
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

/** 201 of POST /api/waitlist: the entry, its place in the queue (1 = next), and the token that leaves it. */
export const waitlistJoinResultSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  leaveToken: z.string(),
});
export type WaitlistJoinResult = z.infer<typeof waitlistJoinResultSchema>;

// Bounded like the serial column it names: a larger number is refused (400), never a database error (500).
export const waitlistIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** DELETE /api/waitlist/{id} with X-Waitlist-Token: the entry ends (status 'left'); its live offer is passed on. */
export const waitlistLeaveResultSchema = z.object({ id: z.number().int(), status: z.literal('left') });

export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'left', 'ended'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];
export const OFFER_STATUSES = ['open', 'booked', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

// ---- the offer page: /waitlist/offer/{token} --------------------------------------------------

export const offerTokenParamsSchema = z.object({ token: z.string().trim().min(16).max(128) });

/** GET /api/waitlist/offers/{token}: what the page shows. */
export const waitlistOfferSchema = z.object({
  status: z.enum(OFFER_STATUSES),
  /** Until when the visit is held for the customer (ISO). */
  expiresAt: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  /** 'yyyy-MM-dd', 'Mon, 23 Nov 2026', 'HH:mm', '9:00 AM'. */
  date: z.string(),
  dateLabel: z.string(),
  time: z.string(),
  timeLabel: z.string(),
  region: z.string(),
  firstName: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  persons: z.number().int(),
  /** The main person's details as given when joining (masked ID), shown before booking. */
  postalCode: z.string(),
  address: z.string(),
  unitNumber: z.string().nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/**
 * POST /api/waitlist/offers/{token}/book: books the held visit as the wizard would (the server prices
 * it, member and code rules apply, then payment as usual). The household's details when the entry is
 * for more than one person (persons − 1 members); terms and the privacy notice ticked on the page.
 */
export function createOfferBookingSchema(today: TodayFn = singaporeToday) {
  return z.object({
    participants: z
      .array(createHouseholdMemberSchema(today))
      .max(MAX_WIZARD_PERSONS - 1)
      .default([]),
    discountCode: z.string().trim().max(64).nullish(),
    privacyConsent: privacyConsentField,
    smsReminders: z.boolean().default(true),
  });
}
export const offerBookingSchema = createOfferBookingSchema();
export type OfferBooking = z.infer<typeof offerBookingSchema>;
export type OfferBookingInput = z.input<typeof offerBookingSchema>;

/** 201 of the booking: what the wizard's answer gives the confirmation page (go there with the token). */
export const offerBookingResultSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  status: z.string(),
  amountDue: z.string(),
  /** The manage token: the client opens /booking/confirmation/{reference}#token={bookingToken}. */
  bookingToken: z.string(),
});
export type OfferBookingResult = z.infer<typeof offerBookingResultSchema>;

/** POST /api/waitlist/offers/{token}/decline: passed on to the next entry. */
export const offerDeclineResultSchema = z.object({ status: z.literal('declined') });

// ---- staff: /admin/waitlist -----------------------------------------------------------------

export const adminWaitlistOfferSchema = z.object({
  id: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  timeslotId: z.number().int(),
  date: z.string(),
  time: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  referenceNumber: z.string().nullable(),
});

export const adminWaitlistEntrySchema = z.object({
  id: z.number().int(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  /** Place among the waiting entries of its region (1 = next); null once it is not waiting. */
  position: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  region: z.enum(REGION_NAMES),
  postalCode: z.string(),
  eventId: z.number().int(),
  packageName: z.string(),
  persons: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  timeOfDay: z.enum(TIMES_OF_DAY),
  createdAt: z.string(),
  offers: z.array(adminWaitlistOfferSchema),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

/** Demand: the waiting entries whose range covers each day, by region. */
export const waitlistDemandSchema = z.object({
  region: z.enum(REGION_NAMES),
  date: z.string(),
  entries: z.number().int(),
});

export const adminWaitlistSchema = z.object({
  entries: z.array(adminWaitlistEntrySchema),
  demand: z.array(waitlistDemandSchema),
});
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;

export const adminWaitlistQuerySchema = z.object({
  status: z.enum([...WAITLIST_ENTRY_STATUSES, 'all']).default('all'),
});

/** POST /api/admin/waitlist/{id}/offer: staff offer a visit by hand (a slot with room for the entry). */
export const adminOfferRequestSchema = z.object({ timeslotId: positiveId('Choose a visit') });
