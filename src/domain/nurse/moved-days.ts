import { rescheduleOptionsSchema, rescheduleResultSchema } from '@domain/bookings/responses';
import { PART_OF_DAY_MESSAGE, ROSTER_REGION_MESSAGE } from '@domain/roster/messages';
import { PARTS_OF_DAY } from '@domain/roster/schemas';
import { MAX_RECORD_ID, queryDate, requiredText, timestamp, wholeNumber } from '@domain/shared/schema-parts';
import { REGION_NAMES } from '@domain/timeslots/regions';
import { z } from 'zod';

// "When a nurse cannot come" (DESIGN §8.12): staff move a region's part of a day; each booking in it is
// asked, by email and text, to pick another visit through its own link.

/** POST /api/admin/reschedule-requests: the roster's values, and why (the customer reads it). */
export const rescheduleRequestCreateSchema = z.object({
  region: z.enum(REGION_NAMES, { error: ROSTER_REGION_MESSAGE }),
  date: queryDate('Date is required'),
  partOfDay: z.enum(PARTS_OF_DAY, { error: PART_OF_DAY_MESSAGE }),
  reason: requiredText('Please give a reason', 1, 300, 'Reason'),
});
export type RescheduleRequestCreate = z.infer<typeof rescheduleRequestCreateSchema>;

/** How many bookings were asked to pick another visit (a booking asked before is not asked again). */
export const rescheduleRequestResultSchema = z.object({ count: z.number().int() });

/** The header the rebook page sends the link's token in (never the query string of an API call). */
export const REBOOK_TOKEN_HEADER = 'x-rebook-token';

/**
 * GET /api/registrations/{reference}/rebook (X-Rebook-Token): the visit that cannot go ahead, why, and
 * the visits it can move to: the same event (so the same packages) in the same region, with room for
 * every person, never the part of the day that was moved.
 */
export const rebookViewSchema = z.object({
  referenceNumber: z.string(),
  packageName: z.string(),
  firstName: z.string(),
  /** The visit that cannot go ahead: 'yyyy-MM-dd' and 'HH:mm'. */
  visitDate: z.string(),
  visitTime: z.string(),
  reason: z.string(),
  /** When the customer picked another visit through this link; null while not yet. */
  movedAt: timestamp.nullable(),
  options: rescheduleOptionsSchema,
});
export type RebookView = z.infer<typeof rebookViewSchema>;

/** POST /api/registrations/{reference}/rebook (X-Rebook-Token). */
export const rebookRequestSchema = z.object({ timeslotId: wholeNumber('Please select a time slot', 1, MAX_RECORD_ID) });
export const rebookResultSchema = rescheduleResultSchema;
