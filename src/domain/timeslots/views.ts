import { REGION_NAMES } from '@domain/timeslots/regions';
import { z } from 'zod';

// The wire shapes of timeslots, shared by the server's response schemas and the web client's types.

export const regionSchema = z.enum(REGION_NAMES);

/** A timeslot as GET /api/events and GET /api/events/{slug} list it (spec 000 §3, Timeslot (list)). */
export const eventSlotSchema = z.object({
  /** Null for an auto-scheduled slot nobody has looked up yet (it is stored on the first look-up). */
  id: z.number().int().nullable(),
  /** 'yyyy-MM-dd'. */
  date: z.string(),
  /** 'HH:mm', Singapore time. */
  time: z.string(),
  /** Null for a slot an admin entered by hand. */
  region: regionSchema.nullable(),
  isAvailable: z.boolean(),
  maxAttendees: z.number().int(),
  currentAttendees: z.number().int(),
});
export type EventSlotView = z.infer<typeof eventSlotSchema>;

/** One slot in the answer of GET /api/timeslots/postal-code. */
export const postalCodeTimeslotSchema = z.object({
  id: z.number().int(),
  /** 'HH:mm', Singapore time. */
  time: z.string(),
  /** '9:00 AM'. */
  label: z.string(),
  /** Bookable now: not blocked, room for another visit and another person. */
  isAvailable: z.boolean(),
  maxAttendees: z.number().int(),
  currentAttendees: z.number().int(),
});
export type PostalCodeTimeslot = z.infer<typeof postalCodeTimeslotSchema>;

export const postalCodeDateSchema = z.object({
  /** 'Mon, 23 Nov 2026'. */
  date: z.object({ label: z.string() }),
  timeslot: z.array(postalCodeTimeslotSchema),
});
export type PostalCodeDate = z.infer<typeof postalCodeDateSchema>;

/** Keyed by 'yyyy-MM-dd', in date order. */
export const timeslotsByDateSchema = z.record(z.string(), postalCodeDateSchema);
export type TimeslotsByDate = z.infer<typeof timeslotsByDateSchema>;
