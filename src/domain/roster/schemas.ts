import { queryDate, wholeNumber } from '@domain/shared/schema-parts';
import { REGION_NAMES, type RegionName } from '@domain/timeslots/regions';
import { z } from 'zod';
import { PART_OF_DAY_MESSAGE, ROSTER_REGION_MESSAGE, ROSTER_STAFF_MESSAGE } from './messages';

/** A duty covers the morning, the afternoon, or the whole day (both). */
export const PARTS_OF_DAY = ['morning', 'afternoon', 'day'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Slots that start before noon are the morning's. */
export const partOfDayOfTime = (time: string): 'morning' | 'afternoon' => (time < '12:00' ? 'morning' : 'afternoon');

/** Whether two duties of one day share any time: 'day' meets both halves. */
export const partsOverlap = (a: PartOfDay, b: PartOfDay) => a === b || a === 'day' || b === 'day';

/** Whether a duty covers a slot's time. */
export const dutyCovers = (duty: PartOfDay, time: string) => duty === 'day' || duty === partOfDayOfTime(time);

/** The longest span GET /api/admin/roster lists at once. */
export const MAX_ROSTER_DAYS = 62;

const regionSchema = z.enum(REGION_NAMES as [RegionName, ...RegionName[]], { error: ROSTER_REGION_MESSAGE });
export const partOfDaySchema = z.enum(PARTS_OF_DAY, { error: PART_OF_DAY_MESSAGE });

/** POST /api/admin/roster. */
export const rosterDutyRequestSchema = z.object({
  staffId: wholeNumber(ROSTER_STAFF_MESSAGE, 1, 2_147_483_647),
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
