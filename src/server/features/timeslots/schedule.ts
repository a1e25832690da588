import { MANUAL_DATE_PAST_MESSAGE } from '@domain/events/messages';
import type { EventSchedule } from '@domain/events/schemas';
import { todayInSingapore } from '@domain/shared/dates';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventConfigs } from '../../db/schema/events';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { badRequest } from '../../errors';
import { DEFAULT_CONFIG, type SchedulingConfig, toSchedulingConfig } from './service';

// An event's schedule as the admin area edits it (DESIGN §4 Timeslots): its event_configs row and, for
// a manual schedule, the dates and times stored as event_dates and timeslots.

export interface ScheduleView extends SchedulingConfig {
  /** Manual slots from today on, by date. */
  manualDates: { date: string; times: string[] }[];
}

export interface ManualSlot {
  id: number;
  date: string;
  time: string;
  currentBookings: number;
}

const manualKey = (date: string, time: string) => `${date}|${time}`;

/** The manual (region-less) slots of an event from a date on, in date and time order. */
export async function listManualSlots(db: Executor, eventIds: number[], fromDate: string) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: timeslots.id,
      eventId: eventDates.eventId,
      date: eventDates.date,
      time: timeslots.time,
      currentBookings: timeslots.currentBookings,
    })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(and(inArray(eventDates.eventId, eventIds), gte(eventDates.date, fromDate), isNull(timeslots.region)))
    .orderBy(asc(eventDates.date), asc(timeslots.time));
}

/** The schedules of events for the admin list: the stored config (or the defaults) and the manual dates. */
export async function getEventSchedules(
  db: Executor,
  eventIds: number[],
  now: Date,
): Promise<Map<number, ScheduleView>> {
  const result = new Map<number, ScheduleView>();
  if (eventIds.length === 0) return result;
  const [configRows, manual] = await Promise.all([
    db.select().from(eventConfigs).where(inArray(eventConfigs.eventId, eventIds)),
    listManualSlots(db, eventIds, todayInSingapore(now)),
  ]);
  const configs = new Map(configRows.map((row) => [row.eventId, toSchedulingConfig(row)]));
  for (const eventId of eventIds) {
    const byDate = new Map<string, string[]>();
    for (const slot of manual.filter((row) => row.eventId === eventId)) {
      byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot.time]);
    }
    result.set(eventId, {
      ...(configs.get(eventId) ?? DEFAULT_CONFIG),
      manualDates: [...byDate].map(([date, times]) => ({ date, times })),
    });
  }
  return result;
}

/**
 * Saves an event's schedule in the caller's transaction. The persons per slot apply to the slots from
 * today on as well (never below the persons already booked in one). A manual schedule's dates and
 * times from today on become exactly the ones given, except that a slot named in `keepSlotIds` (it has
 * bookings) or holding a visit is kept: nothing booked is lost. Returns the manual slots it removed.
 */
export async function saveEventSchedule(
  tx: Executor,
  options: { eventId: number; schedule: EventSchedule; now: Date; keepSlotIds: ReadonlySet<number> },
): Promise<{ removed: { date: string; time: string }[]; added: { date: string; time: string }[] }> {
  const { eventId, schedule, now } = options;
  const today = todayInSingapore(now);
  const config = {
    configType: schedule.configType,
    numSlots: schedule.numSlots,
    bufferHours: schedule.bufferHours,
    slotsPerTimeslot: schedule.slotsPerTimeslot,
    maxAttendees: schedule.maxAttendees,
  };
  await tx
    .insert(eventConfigs)
    .values({ eventId, ...config, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: eventConfigs.eventId, set: { ...config, updatedAt: now } });

  const upcomingDates = tx
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(and(eq(eventDates.eventId, eventId), gte(eventDates.date, today)));
  await tx
    .update(timeslots)
    .set({ maxAttendees: sql`greatest(${schedule.maxAttendees}, ${timeslots.currentAttendees})` })
    .where(inArray(timeslots.eventDateId, upcomingDates));

  if (schedule.configType !== 'manual') return { removed: [], added: [] };
  if (schedule.manualDates.some((entry) => entry.date < today)) throw badRequest(MANUAL_DATE_PAST_MESSAGE);

  const wanted = new Map<string, { date: string; time: string }>();
  for (const entry of schedule.manualDates) {
    for (const time of entry.times) wanted.set(manualKey(entry.date, time), { date: entry.date, time });
  }
  const existing = await listManualSlots(tx, [eventId], today);
  const existingKeys = new Set(existing.map((slot) => manualKey(slot.date, slot.time)));
  const removable = existing.filter(
    (slot) =>
      !wanted.has(manualKey(slot.date, slot.time)) && slot.currentBookings === 0 && !options.keepSlotIds.has(slot.id),
  );
  if (removable.length > 0) {
    await tx.delete(timeslots).where(
      and(
        inArray(
          timeslots.id,
          removable.map((slot) => slot.id),
        ),
        eq(timeslots.currentBookings, 0),
      ),
    );
  }
  const added = [...wanted].filter(([key]) => !existingKeys.has(key)).map(([, slot]) => slot);
  if (added.length > 0) {
    const dates = [...new Set(added.map((slot) => slot.date))];
    await tx
      .insert(eventDates)
      .values(dates.map((date) => ({ eventId, date })))
      .onConflictDoNothing();
    const dateRows = await tx
      .select({ id: eventDates.id, date: eventDates.date })
      .from(eventDates)
      .where(and(eq(eventDates.eventId, eventId), inArray(eventDates.date, dates)));
    const dateIds = new Map(dateRows.map((row) => [row.date, row.id]));
    await tx
      .insert(timeslots)
      .values(
        added.map((slot) => ({
          eventDateId: dateIds.get(slot.date)!,
          time: slot.time,
          region: null,
          maxAttendees: schedule.maxAttendees,
        })),
      )
      .onConflictDoNothing();
  }
  return { removed: removable.map(({ date, time }) => ({ date, time })), added };
}
