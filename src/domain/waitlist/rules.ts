import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { MAX_WIZARD_PERSONS } from '@domain/bookings/pricing';
import {
  createHouseholdMemberSchema,
  createPersonalDetailsSchema,
  holdVerificationRequestSchema,
  positiveId,
  type TodayFn,
} from '@domain/bookings/schemas';
import { privacyConsentField } from '@domain/privacy/personal-data';
import { todayInSingapore } from '@domain/shared/dates';
import { DEFAULT_LANGUAGE } from '@domain/shared/language';
import { languageSchema } from '@domain/shared/language-schema';
import { MAX_RECORD_ID, queryDate } from '@domain/shared/schema-parts';
import { fillMessage, MESSAGES } from '@domain/shared/texts';
import { REGION_NAMES } from '@domain/timeslots/regions';
import { z } from 'zod';

// The waitlist (DESIGN §8.6): a customer whose region has no free visit they want queues for one;
// a visit that frees is offered to the earliest matching entry, held for WAITLIST_OFFER_MINUTES.
// The customer's texts are the English `messages` catalogue's (waitlist.*).

const TEXT = MESSAGES.waitlist;

export const DEFAULT_WAITLIST_OFFER_MINUTES = 30;
const singaporeToday: TodayFn = () => todayInSingapore();
export const TIMES_OF_DAY = ['morning', 'afternoon', 'any'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  morning: TEXT.timesOfDay.morning,
  afternoon: TEXT.timesOfDay.afternoon,
  any: TEXT.timesOfDay.any,
};
/** A visit at 'HH:mm' suits a time of day: morning before noon, afternoon from noon. */
export const suitsTimeOfDay = (time: string, timeOfDay: TimeOfDay) =>
  timeOfDay === 'any' || (timeOfDay === 'morning' ? time < '12:00' : time >= '12:00');

export const WAITLIST_JOIN_LABEL = TEXT.joinLabel;
export const WAITLIST_DATE_FROM_MESSAGE = TEXT.dateFrom;
export const WAITLIST_DATE_TO_MESSAGE = TEXT.dateTo;
export const WAITLIST_RANGE_MESSAGE = TEXT.range;
export const WAITLIST_TIME_OF_DAY_MESSAGE = TEXT.timeOfDay;
export const WAITLIST_PERSONS_MESSAGE = fillMessage(TEXT.persons, { max: MAX_WIZARD_PERSONS });
export const WAITLIST_REGION_MESSAGE = TEXT.region;
export const WAITLIST_NOT_FOUND_MESSAGE = TEXT.notFound;
export const WAITLIST_TOKEN_MESSAGE = TEXT.token;
export const WAITLIST_ALREADY_ENDED_MESSAGE = TEXT.alreadyEnded;
export const WAITLIST_DUPLICATE_MESSAGE = TEXT.duplicate;

// ---- capped and proven (DESIGN §8.9) -----------------------------------------------------------

/** Live entries (waiting or offered) one person may have, by each of their email, mobile and ID number. */
export const MAX_LIVE_WAITLIST_ENTRIES = 3;
/** An entry whose mobile is not proven within this time is removed: it holds nothing meanwhile. */
export const WAITLIST_PROOF_HOURS = 24;
/** Wrong codes an entry takes in an hour, then 429 until the hour has passed. */
export const MAX_WRONG_WAITLIST_CODES_PER_HOUR = 5;
/** New codes an entry may be sent in an hour (each is a text that costs money), then 429. */
export const MAX_NEW_WAITLIST_CODES_PER_HOUR = 3;

/** A mobile outside SMS_ALLOWED_COUNTRY_CODES gets no texts (DESIGN §8.9), so it could never be proven. */
export const WAITLIST_MOBILE_MESSAGE = TEXT.mobile;
export const WAITLIST_CAP_MESSAGE = fillMessage(TEXT.cap, { ...CLINIC_CONTACT, max: MAX_LIVE_WAITLIST_ENTRIES });
/** Where the code went, in plain words: the join's answer, the form and the email say it alike. */
export const waitlistCodeSentMessage = (codeSentTo: string) => fillMessage(TEXT.codeSent, { sentTo: codeSentTo });
export const WAITLIST_CODE_SENT_TO_YOUR_MOBILE = TEXT.codeSentToYourMobile;
export const WAITLIST_UNPROVEN_NOTE = fillMessage(TEXT.unprovenNote, { hours: WAITLIST_PROOF_HOURS });
export const WAITLIST_CODE_HELP = fillMessage(TEXT.codeHelp, CLINIC_CONTACT);
/** One answer for an unknown entry and a wrong token, so the call says nothing about which entries exist. */
export const WAITLIST_ENTRY_LINK_MESSAGE = TEXT.entryLink;
export const WAITLIST_CODE_WRONG_MESSAGE = TEXT.codeWrong;
export const WAITLIST_CODE_ATTEMPTS_MESSAGE = fillMessage(TEXT.codeAttempts, CLINIC_CONTACT);
export const WAITLIST_NEW_CODE_LIMIT_MESSAGE = fillMessage(TEXT.newCodeLimit, {
  ...CLINIC_CONTACT,
  max: MAX_NEW_WAITLIST_CODES_PER_HOUR,
});
export const WAITLIST_NEW_CODE_SENT_MESSAGE = TEXT.newCodeSent;
export const WAITLIST_ALREADY_PROVEN_MESSAGE = TEXT.alreadyProven;
export const WAITLIST_PROVEN_MESSAGE = TEXT.proven;
export const OFFER_NOT_FOUND_MESSAGE = TEXT.offerNotFound;
export const OFFER_ENDED_MESSAGE = TEXT.offerEnded;
export const OFFER_BOOK_LABEL = TEXT.offerBook;
export const OFFER_DECLINE_LABEL = TEXT.offerDecline;

/**
 * POST /api/waitlist (DESIGN §8.6, its fields as written there): the wizard's step-1 details, the
 * package and persons, and the days and time of day that suit. The dates are within the schedule and
 * not past; the region comes from the postal code.
 */
export function createWaitlistJoinSchema(today: TodayFn = singaporeToday) {
  const { medicalConditions: _m, vitalityMembershipNo: _v, ...person } = createPersonalDetailsSchema(today).shape;
  return z
    .object({
      eventId: positiveId(TEXT.chooseEvent),
      packageId: positiveId(TEXT.choosePackage),
      persons: z.coerce
        .number({ error: WAITLIST_PERSONS_MESSAGE })
        .int({ error: WAITLIST_PERSONS_MESSAGE })
        .min(1, { error: WAITLIST_PERSONS_MESSAGE })
        .max(MAX_WIZARD_PERSONS, { error: WAITLIST_PERSONS_MESSAGE }),
      dateFrom: queryDate(WAITLIST_DATE_FROM_MESSAGE),
      dateTo: queryDate(WAITLIST_DATE_TO_MESSAGE),
      timeOfDay: z.enum(TIMES_OF_DAY, { error: WAITLIST_TIME_OF_DAY_MESSAGE }),
      language: languageSchema.default(DEFAULT_LANGUAGE),
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

/**
 * 201 of POST /api/waitlist: the entry, its place in the queue (1 = next), and the token that leaves it
 * (and proves the code is the entry's own). The entry gets offers only once the code texted to its
 * mobile is entered (DESIGN §8.9).
 */
export const waitlistJoinResultSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  leaveToken: z.string(),
  verificationRequired: z
    .literal(true)
    .describe('Always true: the code texted to the mobile must be entered (POST /api/waitlist/{id}/verify) first'),
  codeSentTo: z.string().describe("The mobile the code went to, masked: '****4567'"),
});
export type WaitlistJoinResult = z.infer<typeof waitlistJoinResultSchema>;

/** POST /api/waitlist/{id}/verify (X-Waitlist-Token): the 6-digit code texted to the entry's mobile. */
export const waitlistVerifyRequestSchema = holdVerificationRequestSchema.pick({ code: true });
export type WaitlistVerifyRequest = z.infer<typeof waitlistVerifyRequestSchema>;
export const waitlistVerifyResultSchema = z.object({ id: z.number().int(), verified: z.literal(true) });
export type WaitlistVerifyResult = z.infer<typeof waitlistVerifyResultSchema>;
/** 202 of POST /api/waitlist/{id}/verify/resend: a new code is on its way; it replaces the one before. */
export const waitlistNewCodeResultSchema = z.object({
  id: z.number().int(),
  codeSentTo: z.string().describe("The mobile the code went to, masked: '****4567'"),
});
export type WaitlistNewCodeResult = z.infer<typeof waitlistNewCodeResultSchema>;

// Bounded like the serial column it names: a larger number is refused (400), never a database error (500).
export const waitlistIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });

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
  /** The event's page (GET /api/events/{slug}): its packages and their prices, for the page's price. */
  eventSlug: z.string(),
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
    // Left out, the booking is in the language the customer joined the waitlist in.
    language: languageSchema.optional(),
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
  /** The event whose queue the entry is in (a region has one queue per event). */
  eventName: z.string(),
  packageName: z.string(),
  persons: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  timeOfDay: z.enum(TIMES_OF_DAY),
  createdAt: z.string(),
  /** DESIGN §8.9: the texted code was entered; until then the entry gets no offers but staff's by hand. */
  mobileVerified: z.boolean(),
  offers: z.array(adminWaitlistOfferSchema),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

/** Demand: the waiting entries whose range covers each day, by region. */
export const waitlistDemandSchema = z.object({
  region: z.enum(REGION_NAMES),
  date: z.string(),
  entries: z.number().int(),
});

/** Demand by week: the waiting entries whose range meets each week (from Monday), by region. */
export const waitlistWeeklyDemandSchema = z.object({
  region: z.enum(REGION_NAMES),
  /** The week's Monday, 'yyyy-MM-dd'. */
  weekStart: z.string(),
  entries: z.number().int(),
});

export const adminWaitlistSchema = z.object({
  /** The queues first (each event and region, next in line first), then the entries no longer waiting, newest first. */
  entries: z.array(adminWaitlistEntrySchema),
  demand: z.array(waitlistDemandSchema),
  demandByWeek: z.array(waitlistWeeklyDemandSchema),
});
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;

export const adminWaitlistQuerySchema = z.object({
  status: z.enum([...WAITLIST_ENTRY_STATUSES, 'all']).default('all'),
});

/** Staff's list: an entry whose texted code was not entered (DESIGN §8.9). */
export const ADMIN_UNPROVEN_LABEL = 'Mobile not confirmed';
export const ADMIN_UNPROVEN_HINT = `Gets no offers until the customer enters the code texted to this mobile; removed after ${WAITLIST_PROOF_HOURS} hours. You can still offer a visit by hand.`;

/** POST /api/admin/waitlist/{id}/offer: staff offer a visit by hand (a slot with room for the entry). */
export const adminOfferRequestSchema = z.object({ timeslotId: positiveId('Choose a visit') });
