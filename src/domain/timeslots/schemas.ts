import { EVENT_REQUIRED_MESSAGE, POSTAL_CODE_MESSAGE } from '@domain/bookings/messages';
import { positiveId } from '@domain/bookings/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { INVALID_DATE_MESSAGE } from '@domain/shared/form-messages';
import { optionalQuery, queryDate } from '@domain/shared/schema-parts';
import {
  AVAILABILITY_REQUIRED_MESSAGE,
  DATE_SELECT_REQUIRED_MESSAGE,
  POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE,
} from '@domain/timeslots/messages';
import { POSTAL_CODE_PATTERN } from '@domain/timeslots/regions';
import { regionSchema } from '@domain/timeslots/views';
import { z } from 'zod';

// Timeslots as staff see them (spec 001: the Postal Codes tab, /admin/postal-timeslots, and the
// /test/auto-timeslots page's calls).

// ---- timeslots (Postal Codes tab, /admin/postal-timeslots) -------------------

/**
 * GET /api/admin/timeslots/postal-code (spec 001 §5): an event, and a postal code, a date or both; a
 * date wins when both are given (spec 001 §2).
 */
export const adminTimeslotSearchSchema = z
  .object({
    eventId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      positiveId(EVENT_REQUIRED_MESSAGE),
    ),
    postalCode: optionalQuery(z.string().trim().regex(POSTAL_CODE_PATTERN, { error: POSTAL_CODE_MESSAGE })),
    date: optionalQuery(queryDate(INVALID_DATE_MESSAGE)),
  })
  .superRefine((query, ctx) => {
    if (!query.postalCode && !query.date) {
      ctx.addIssue({ code: 'custom', message: POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE, path: ['postalCode'] });
    }
  });
export type AdminTimeslotSearch = z.infer<typeof adminTimeslotSearchSchema>;
export type AdminTimeslotSearchInput = z.input<typeof adminTimeslotSearchSchema>;

/** One slot in the admin search: the block switch itself beside the counts (DESIGN §4 Timeslots). */
export const adminTimeslotSchema = z.object({
  id: z.number().int(),
  /** 'HH:mm', Singapore time. */
  time: z.string(),
  /** '9:00 AM'. */
  label: z.string(),
  /** The region of an auto-scheduled slot; null for a slot an admin entered by hand. */
  region: regionSchema.nullable(),
  /** The Available/Blocked switch: false = blocked by staff, no booking is taken. */
  isAvailable: z.boolean(),
  /** 'Booked: current/max' counts persons. */
  currentAttendees: z.number().int(),
  maxAttendees: z.number().int(),
  /** Home visits booked in the slot, and how many it takes (the event's slotsPerTimeslot). */
  currentBookings: z.number().int(),
  maxBookings: z.number().int(),
});
export type AdminTimeslot = z.infer<typeof adminTimeslotSchema>;

export const adminTimeslotDateSchema = z.object({
  /** 'Mon, 23 Nov 2026'. */
  date: z.object({ label: z.string() }),
  timeslot: z.array(adminTimeslotSchema),
});
export type AdminTimeslotDate = z.infer<typeof adminTimeslotDateSchema>;

/**
 * The answer of the search (spec 001 §7): `data` is keyed by 'yyyy-MM-dd' in date order, the slots of
 * a date in time order (then region); `region` is the postal code's region in a postal-code search,
 * null in a date search (its slots carry their own region) and for a postal code in no region.
 */
export const adminTimeslotSearchResponseSchema = successEnvelope(z.record(z.string(), adminTimeslotDateSchema)).extend({
  region: regionSchema.nullable(),
  /** Which search ran: a date wins when both were given. */
  searchType: z.enum(['postalCode', 'date']),
});
export type AdminTimeslotSearchResponse = z.infer<typeof adminTimeslotSearchResponseSchema>;

/** PUT /api/admin/timeslots/{id}/availability. */
export const timeslotAvailabilityRequestSchema = z.object({
  isAvailable: z.boolean({ error: AVAILABILITY_REQUIRED_MESSAGE }),
});
export type TimeslotAvailabilityRequest = z.infer<typeof timeslotAvailabilityRequestSchema>;

/** Its answer: the slot as it is now, with its date. */
export const timeslotAvailabilityResultSchema = adminTimeslotSchema.extend({
  /** 'yyyy-MM-dd'. */
  date: z.string(),
  eventId: z.number().int(),
});
export type TimeslotAvailabilityResult = z.infer<typeof timeslotAvailabilityResultSchema>;

// ---- /test/auto-timeslots --------------------------------------------------------

/** GET /api/auto-timeslots/postal-code (spec 001 §2 and §7). */
export const autoTimeslotPostalQuerySchema = z.object({
  postalCode: z
    .string({ error: POSTAL_CODE_MESSAGE })
    .trim()
    .regex(POSTAL_CODE_PATTERN, { error: POSTAL_CODE_MESSAGE }),
  eventId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    positiveId(EVENT_REQUIRED_MESSAGE),
  ),
});
export type AutoTimeslotPostalQuery = z.infer<typeof autoTimeslotPostalQuerySchema>;

/** GET /api/auto-timeslots/date: the test page's Date Search (a date must be chosen). */
export const autoTimeslotDateQuerySchema = z.object({
  date: queryDate(DATE_SELECT_REQUIRED_MESSAGE),
  eventId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    positiveId(EVENT_REQUIRED_MESSAGE),
  ),
});
export type AutoTimeslotDateQuery = z.infer<typeof autoTimeslotDateQuerySchema>;

/** A slot as the test page lists it: bookable now or not, nothing is stored by looking. */
export const autoTimeslotSchema = z.object({
  /** Null for a planned slot nobody has looked up yet in the booking wizard. */
  id: z.number().int().nullable(),
  /** 'HH:mm' and '9:00 AM'. */
  time: z.string(),
  label: z.string(),
  isAvailable: z.boolean(),
  currentAttendees: z.number().int(),
  maxAttendees: z.number().int(),
});
export type AutoTimeslot = z.infer<typeof autoTimeslotSchema>;

export const autoTimeslotDaySchema = z.object({
  /** label: 'Mon, 23 Nov 2026'; value: 'yyyy-MM-dd'. */
  date: z.object({ label: z.string(), value: z.string() }),
  timeslot: z.array(autoTimeslotSchema),
});
export type AutoTimeslotDay = z.infer<typeof autoTimeslotDaySchema>;

/** The Postal Code Search: a list of dates in order, and the postal code's region (null: none served). */
export const autoTimeslotPostalResponseSchema = successEnvelope(z.array(autoTimeslotDaySchema)).extend({
  region: regionSchema.nullable(),
});
export type AutoTimeslotPostalResponse = z.infer<typeof autoTimeslotPostalResponseSchema>;

/**
 * The Date Search: keyed by region ('north', …, in REGION_NAMES order; only regions with slots that
 * day). A manually scheduled event's slots have no region: they are listed under 'manual'.
 */
export const MANUAL_SLOTS_KEY = 'manual';
export const autoTimeslotDateResponseSchema = successEnvelope(
  z.record(z.string(), autoTimeslotDaySchema.extend({ region: z.string() })),
);
export type AutoTimeslotDateResponse = z.infer<typeof autoTimeslotDateResponseSchema>;
