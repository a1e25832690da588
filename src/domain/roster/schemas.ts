import { addDaysToIsoDate } from '@domain/shared/dates';
import { MAX_RECORD_ID, queryDate, wholeNumber } from '@domain/shared/schema-parts';
import { REGION_NAMES } from '@domain/timeslots/regions';
import { z } from 'zod';
import { PART_OF_DAY_MESSAGE, ROSTER_REGION_MESSAGE, ROSTER_STAFF_MESSAGE } from './messages';

/** A duty covers the morning, the afternoon, or the whole day (both). */
export const PARTS_OF_DAY = ['morning', 'afternoon', 'day'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Whether two duties of one day share any time: 'day' meets both halves. */
export const partsOverlap = (a: PartOfDay, b: PartOfDay) => a === b || a === 'day' || b === 'day';

/** The half of the day a visit starting at 'HH:mm' (Singapore) falls in: before noon is the morning. */
export const partOfDayAt = (time: string): Exclude<PartOfDay, 'day'> => (time < '12:00' ? 'morning' : 'afternoon');

/** The longest span GET /api/admin/roster lists at once. */
export const MAX_ROSTER_DAYS = 62;

/** Whether from…to (both included, 'yyyy-MM-dd') is a span the roster lists: in order, at most MAX_ROSTER_DAYS days. */
export const isRosterRange = (from: string, to: string) => from <= to && to < addDaysToIsoDate(from, MAX_ROSTER_DAYS);

// The regions of the slots (timeslots/views' regionSchema), with the roster's own message.
const regionSchema = z.enum(REGION_NAMES, { error: ROSTER_REGION_MESSAGE });
export const partOfDaySchema = z.enum(PARTS_OF_DAY, { error: PART_OF_DAY_MESSAGE });

/** POST /api/admin/roster. */
export const rosterDutyRequestSchema = z.object({
  staffId: wholeNumber(ROSTER_STAFF_MESSAGE, 1, MAX_RECORD_ID),
  region: regionSchema,
  date: queryDate('Date is required'),
  partOfDay: partOfDaySchema,
});
export type RosterDutyRequest = z.infer<typeof rosterDutyRequestSchema>;

/** GET /api/admin/roster?from=&to= (both days included). */
export const rosterQuerySchema = z.object({
  from: queryDate('From date is required'),
  to: queryDate('To date is required'),
});

export const rosterDutySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  displayName: z.string(),
  region: z.string(),
  date: z.string(),
  partOfDay: z.string(),
});
export type RosterDuty = z.infer<typeof rosterDutySchema>;
