import { HOLIDAY_DATE_TAKEN_MESSAGE, HOLIDAY_NOT_FOUND_MESSAGE } from '@domain/timeslots/holiday-messages';
import type { HolidayForm, PublicHoliday } from '@domain/timeslots/holiday-schemas';
import { and, asc, count, eq, gte, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventDates, publicHolidays, timeslots } from '../../db/schema/timeslots';
import { conflict, notFound } from '../../errors';

// Public holidays (spec 001 §2 Holidays tab). The timeslots feature owns them: no slot is offered or
// booked on one (service.ts skips them when it plans, lists and books).

type HolidayRow = typeof publicHolidays.$inferSelect;

export const toPublicHoliday = (row: HolidayRow): PublicHoliday => ({
  id: row.id,
  name: row.name,
  date: row.date,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Sorted by date ascending (spec 001 §2). */
export async function listHolidays(db: Executor): Promise<PublicHoliday[]> {
  const rows = await db.select().from(publicHolidays).orderBy(asc(publicHolidays.date), asc(publicHolidays.id));
  return rows.map(toPublicHoliday);
}

export async function requireHoliday(db: Executor, id: number): Promise<PublicHoliday> {
  const [row] = await db.select().from(publicHolidays).where(eq(publicHolidays.id, id));
  if (!row) throw notFound(HOLIDAY_NOT_FOUND_MESSAGE);
  return toPublicHoliday(row);
}

/** One holiday per date: a second on the same date is a 409 (ON CONFLICT, so the transaction stays usable). */
export async function insertHoliday(tx: Executor, form: HolidayForm, now: Date): Promise<PublicHoliday> {
  const [row] = await tx
    .insert(publicHolidays)
    .values({ name: form.name, date: form.date, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: publicHolidays.date })
    .returning();
  if (!row) throw conflict(HOLIDAY_DATE_TAKEN_MESSAGE);
  return toPublicHoliday(row);
}

export async function updateHoliday(tx: Executor, id: number, form: HolidayForm, now: Date): Promise<PublicHoliday> {
  const [taken] = await tx
    .select({ id: publicHolidays.id })
    .from(publicHolidays)
    .where(and(eq(publicHolidays.date, form.date), ne(publicHolidays.id, id)));
  if (taken) throw conflict(HOLIDAY_DATE_TAKEN_MESSAGE);
  const [row] = await tx
    .update(publicHolidays)
    .set({ name: form.name, date: form.date, updatedAt: now })
    .where(eq(publicHolidays.id, id))
    .returning();
  if (!row) throw notFound(HOLIDAY_NOT_FOUND_MESSAGE);
  return toPublicHoliday(row);
}

export async function deleteHoliday(tx: Executor, id: number): Promise<void> {
  await tx.delete(publicHolidays).where(eq(publicHolidays.id, id));
}

/** The ids of every stored slot on a date, as a subquery a statement of another capability can hold. */
export function slotIdsOnDateQuery(db: Executor, date: string) {
  return db
    .select({ id: timeslots.id })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(eq(eventDates.date, date));
}

/** Every stored slot on a date, whatever its event (the bookings on a holiday are found through them). */
export async function findSlotIdsOnDate(db: Executor, date: string): Promise<number[]> {
  const rows = await slotIdsOnDateQuery(db, date);
  return rows.map((row) => row.id);
}

/** Every stored slot dated from `from` to `to` (both included), whatever its event. */
export async function findSlotIdsBetween(db: Executor, from: string, to: string): Promise<number[]> {
  const rows = await db
    .select({ id: timeslots.id })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(and(gte(eventDates.date, from), lte(eventDates.date, to)));
  return rows.map((row) => row.id);
}

/** How many holidays there are (the dashboard's card). */
export async function countHolidays(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(publicHolidays);
  return row?.n ?? 0;
}
