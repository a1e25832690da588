import { type AnyColumn, and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { PostalCodeSlots } from '../../../domain/api-schemas';
import { slotHasRoomFor } from '../../../domain/availability';
import { formatDateLabel, formatTimeLabel, singaporeDateTime, todayInSingapore } from '../../../domain/dates';
import { REGION_NAMES, type RegionName, regionForPostalCode } from '../../../domain/regions';
import { upcomingRegionSlots } from '../../../domain/slots';
import type { EventSlotView, TimeslotsByDate } from '../../../domain/timeslot-views';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { eventConfigs, eventDates, publicHolidays, timeslots } from '../../db/schema';

export interface SchedulingConfig {
  configType: 'auto' | 'manual';
  numSlots: number;
  bufferHours: number;
  slotsPerTimeslot: number;
  /** Persons per slot: the maxAttendees of the slots the schedule creates. */
  maxAttendees: number;
}

const DEFAULT_MAX_ATTENDEES = 20;
export const DEFAULT_CONFIG: SchedulingConfig = {
  configType: 'manual',
  numSlots: 10,
  bufferHours: 24,
  slotsPerTimeslot: 1,
  maxAttendees: DEFAULT_MAX_ATTENDEES,
};

export type SlotView = EventSlotView;

export async function getSchedulingConfig(db: Executor, eventId: number): Promise<SchedulingConfig> {
  const [row] = await db.select().from(eventConfigs).where(eq(eventConfigs.eventId, eventId));
  return row ? toSchedulingConfig(row) : DEFAULT_CONFIG;
}

export function toSchedulingConfig(row: typeof eventConfigs.$inferSelect): SchedulingConfig {
  return {
    configType: row.configType === 'auto' ? 'auto' : 'manual',
    numSlots: row.numSlots,
    bufferHours: row.bufferHours,
    slotsPerTimeslot: row.slotsPerTimeslot,
    maxAttendees: row.maxAttendees,
  };
}

export async function getHolidaySet(db: Executor, fromDate: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: publicHolidays.date })
    .from(publicHolidays)
    .where(gte(publicHolidays.date, fromDate));
  return new Set(rows.map((row) => row.date));
}

/** Bookable now: not blocked by an admin, room for another home visit and another person. */
export function isBookable(
  slot: { isAvailable: boolean; currentAttendees: number; maxAttendees: number; currentBookings: number },
  slotsPerTimeslot: number,
): boolean {
  return slotHasRoomFor(slot, 1) && slot.currentBookings < slotsPerTimeslot;
}

/**
 * Whether a slot starts late enough to be offered and booked: at least bufferHours from now, the lead
 * time auto-scheduled slots get when they are planned (DESIGN §4), for manual events too, so no
 * event offers a visit the nurse cannot plan for. A time an admin typed that cannot be read passes.
 */
export function startsAfterLeadTime(
  slot: { date: string; time: string },
  config: SchedulingConfig,
  now: Date,
): boolean {
  let startsAt: Date;
  try {
    startsAt = singaporeDateTime(slot.date, slot.time);
  } catch {
    // A slot whose start cannot be read cannot be shown to start after the lead time: not bookable.
    return false;
  }
  if (Number.isNaN(startsAt.getTime())) return false;
  return startsAt.getTime() >= now.getTime() + config.bufferHours * 60 * 60 * 1000;
}

type StoredSlot = typeof timeslots.$inferSelect & { date: string; eventId: number };

const storedSlotColumns = {
  id: timeslots.id,
  eventDateId: timeslots.eventDateId,
  time: timeslots.time,
  region: timeslots.region,
  maxAttendees: timeslots.maxAttendees,
  currentAttendees: timeslots.currentAttendees,
  currentBookings: timeslots.currentBookings,
  isAvailable: timeslots.isAvailable,
  date: eventDates.date,
  eventId: eventDates.eventId,
};

async function storedSlots(
  db: Executor,
  eventIds: number[],
  fromDate: string,
  region?: RegionName,
): Promise<StoredSlot[]> {
  return db
    .select(storedSlotColumns)
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(
      and(
        inArray(eventDates.eventId, eventIds),
        gte(eventDates.date, fromDate),
        region ? eq(timeslots.region, region) : undefined,
      ),
    )
    .orderBy(asc(eventDates.date), asc(timeslots.time));
}

const slotKey = (date: string, time: string, region: string | null) => `${date}|${time}|${region ?? ''}`;

function toView(slot: StoredSlot, slotsPerTimeslot: number): SlotView {
  return {
    id: slot.id,
    date: slot.date,
    time: slot.time,
    region: (slot.region as RegionName | null) ?? null,
    isAvailable: isBookable(slot, slotsPerTimeslot),
    maxAttendees: slot.maxAttendees,
    currentAttendees: slot.currentAttendees,
  };
}

/**
 * The upcoming slots of events as customers see them. Auto-scheduled events merge the slots the
 * schedule would offer in every region with the rows already stored, so listing never writes.
 * Three queries whatever the number of events.
 */
export async function listUpcomingSlotsByEvent(
  db: Executor,
  eventIds: number[],
  now: Date,
): Promise<Map<number, SlotView[]>> {
  const result = new Map<number, SlotView[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return result;
  const today = todayInSingapore(now);
  const [configRows, stored, holidays] = await Promise.all([
    db.select().from(eventConfigs).where(inArray(eventConfigs.eventId, eventIds)),
    storedSlots(db, eventIds, today),
    getHolidaySet(db, today),
  ]);
  const configs = new Map(configRows.map((row) => [row.eventId, toSchedulingConfig(row)]));
  for (const eventId of eventIds) {
    const config = configs.get(eventId) ?? DEFAULT_CONFIG;
    const eventSlots = stored.filter((slot) => slot.eventId === eventId);
    if (config.configType !== 'auto') {
      result.set(
        eventId,
        eventSlots
          .filter((slot) => !holidays.has(slot.date) && startsAfterLeadTime(slot, config, now))
          .map((slot) => toView(slot, config.slotsPerTimeslot)),
      );
      continue;
    }
    const byKey = new Map(eventSlots.map((slot) => [slotKey(slot.date, slot.time, slot.region), slot]));
    const views: SlotView[] = [];
    for (const region of REGION_NAMES) {
      const planned = upcomingRegionSlots({
        region,
        now,
        bufferHours: config.bufferHours,
        numDates: config.numSlots,
        holidays,
      });
      for (const { date, time } of planned) {
        const existing = byKey.get(slotKey(date, time, region));
        views.push(
          existing
            ? toView(existing, config.slotsPerTimeslot)
            : {
                id: null,
                date,
                time,
                region,
                isAvailable: true,
                maxAttendees: config.maxAttendees,
                currentAttendees: 0,
              },
        );
      }
    }
    result.set(
      eventId,
      views.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time)),
    );
  }
  return result;
}

export async function listUpcomingSlots(db: Executor, eventId: number, now: Date): Promise<SlotView[]> {
  return (await listUpcomingSlotsByEvent(db, [eventId], now)).get(eventId) ?? [];
}

/**
 * Creates the region's upcoming slot rows for an auto-scheduled event and returns them with their
 * counters. Safe under concurrent calls: rows are inserted with ON CONFLICT DO NOTHING on their
 * unique keys, never after a read.
 */
export async function materialiseRegionSlots(
  db: Executor,
  opts: { eventId: number; region: RegionName; now: Date },
): Promise<{ config: SchedulingConfig; slots: StoredSlot[] }> {
  const today = todayInSingapore(opts.now);
  const config = await getSchedulingConfig(db, opts.eventId);
  if (config.configType === 'auto') {
    const holidays = await getHolidaySet(db, today);
    const planned = upcomingRegionSlots({
      region: opts.region,
      now: opts.now,
      bufferHours: config.bufferHours,
      numDates: config.numSlots,
      holidays,
    });
    if (planned.length === 0) return { config, slots: [] };
    const plannedKeys = new Set(planned.map((slot) => slotKey(slot.date, slot.time, opts.region)));
    const storedPlanned = async () =>
      (await storedSlots(db, [opts.eventId], today, opts.region)).filter((slot) =>
        plannedKeys.has(slotKey(slot.date, slot.time, slot.region)),
      );
    // Usually every planned slot exists already: answer from one read. The writes below stay
    // correct under races by their unique keys; the read only spares them.
    const existing = await storedPlanned();
    if (existing.length === plannedKeys.size) return { config, slots: existing };

    const dates = [...new Set(planned.map((slot) => slot.date))];
    await db
      .insert(eventDates)
      .values(dates.map((date) => ({ eventId: opts.eventId, date })))
      .onConflictDoNothing();
    const dateRows = await db
      .select({ id: eventDates.id, date: eventDates.date })
      .from(eventDates)
      .where(and(eq(eventDates.eventId, opts.eventId), inArray(eventDates.date, dates)));
    const dateIds = new Map(dateRows.map((row) => [row.date, row.id]));
    await db
      .insert(timeslots)
      .values(
        planned.map((slot) => ({
          eventDateId: dateIds.get(slot.date) as number,
          time: slot.time,
          region: opts.region,
          maxAttendees: config.maxAttendees,
        })),
      )
      .onConflictDoNothing();
    return { config, slots: await storedPlanned() };
  }
  // Manual events: the admin's own dates and times, whatever the region, once they are far enough ahead
  // and not on a public holiday.
  const holidays = await getHolidaySet(db, today);
  const slots = (await storedSlots(db, [opts.eventId], today)).filter(
    (slot) => slot.region === null && !holidays.has(slot.date) && startsAfterLeadTime(slot, config, opts.now),
  );
  return { config, slots };
}

/**
 * An event's slots for the region of a postal code, grouped by date (GET /api/timeslots/postal-code,
 * through the events feature, which checks that the event is active first). Auto-scheduled slots are
 * created on this first look-up so that a booking can name them by id.
 */
export async function findSlotsByPostalCode(options: {
  ctx: Pick<AppContext, 'db' | 'now'>;
  postalCode: string;
  eventId: number;
}): Promise<PostalCodeSlots> {
  const { ctx, postalCode, eventId } = options;
  const region = regionForPostalCode(postalCode);
  if (!region) return { data: {}, region: null };

  const now = ctx.now();
  const { config, slots } = await ctx.db.transaction((tx) => materialiseRegionSlots(tx, { eventId, region, now }));
  const data: TimeslotsByDate = {};
  for (const slot of slots) {
    data[slot.date] ??= { date: { label: formatDateLabel(slot.date) }, timeslot: [] };
    data[slot.date]!.timeslot.push({
      id: slot.id,
      time: slot.time,
      label: formatTimeLabel(slot.time),
      isAvailable: isBookable(slot, config.slotsPerTimeslot),
      maxAttendees: slot.maxAttendees,
      currentAttendees: slot.currentAttendees,
    });
  }
  return { data, region };
}

/** One slot of the event, with its date; null when the id names no slot of this event. */
export async function findEventSlot(
  db: Executor,
  options: { eventId: number; timeslotId: number },
): Promise<StoredSlot | null> {
  const [slot] = await db
    .select(storedSlotColumns)
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(and(eq(timeslots.id, options.timeslotId), eq(eventDates.eventId, options.eventId)));
  return slot ?? null;
}

/**
 * One slot of the event, the event's scheduling settings and whether the slot's date is a public
 * holiday, in one query: what a booking checks before the insurer is asked and again in its
 * transaction. Null when the id names no slot of this event.
 */
export async function findSlotForBooking(
  db: Executor,
  options: { eventId: number; timeslotId: number },
): Promise<{ slot: StoredSlot; config: SchedulingConfig; isHoliday: boolean } | null> {
  const [row] = await db
    .select({
      slot: storedSlotColumns,
      config: eventConfigs,
      isHoliday: sql<boolean>`exists (select 1 from ${publicHolidays} where ${publicHolidays.date} = ${eventDates.date})`,
    })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .leftJoin(eventConfigs, eq(eventConfigs.eventId, eventDates.eventId))
    .where(and(eq(timeslots.id, options.timeslotId), eq(eventDates.eventId, options.eventId)));
  if (!row) return null;
  return {
    slot: row.slot,
    config: row.config ? toSchedulingConfig(row.config) : DEFAULT_CONFIG,
    isHoliday: row.isHoliday,
  };
}

/** A condition for other features' queries: the slot `timeslotId` names is on `fromDate` or later. */
export function slotOnOrAfter(timeslotId: AnyColumn, fromDate: string): SQL {
  return sql`exists (select 1 from ${timeslots} inner join ${eventDates} on ${eventDates.id} = ${timeslots.eventDateId}
    where ${timeslots.id} = ${timeslotId} and ${eventDates.date} >= ${fromDate})`;
}

/** The date and time of slots by id ('yyyy-MM-dd', 'HH:mm'), whatever their event. */
export async function findSlotTimes(
  db: Executor,
  timeslotIds: number[],
): Promise<Map<number, { date: string; time: string }>> {
  if (timeslotIds.length === 0) return new Map();
  const rows = await db
    .select({ id: timeslots.id, date: eventDates.date, time: timeslots.time })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(inArray(timeslots.id, [...new Set(timeslotIds)]));
  return new Map(rows.map(({ id, date, time }) => [id, { date, time }]));
}

/**
 * Takes room for one home visit of `persons` people with one conditional UPDATE, never a read and a
 * write, so concurrent bookings cannot overfill the slot (rule 2). False when it is blocked or full.
 */
export async function takeSlotCapacity(
  tx: Executor,
  options: { timeslotId: number; persons: number; slotsPerTimeslot: number },
): Promise<boolean> {
  const taken = await takeSlotCapacityQuery(tx, options);
  return taken.length === 1;
}

/** The conditional UPDATE of takeSlotCapacity, for a statement that does more (a new booking's). */
export function takeSlotCapacityQuery(
  db: Executor,
  options: { timeslotId: number; persons: number; slotsPerTimeslot: number },
) {
  return db
    .update(timeslots)
    .set({
      currentAttendees: sql`${timeslots.currentAttendees} + ${options.persons}`,
      currentBookings: sql`${timeslots.currentBookings} + 1`,
    })
    .where(
      and(
        eq(timeslots.id, options.timeslotId),
        eq(timeslots.isAvailable, true),
        sql`${timeslots.currentAttendees} + ${options.persons} <= ${timeslots.maxAttendees}`,
        sql`${timeslots.currentBookings} + 1 <= ${options.slotsPerTimeslot}`,
      ),
    )
    .returning({ id: timeslots.id });
}

/**
 * Gives back what a booking took (a cancellation, an expired hold). The caller calls it only from the
 * one transaction that moved the booking out of its live status, so it runs once per booking.
 */
export async function releaseSlotCapacity(tx: Executor, options: { timeslotId: number; persons: number }) {
  await tx
    .update(timeslots)
    .set({
      currentAttendees: sql`${timeslots.currentAttendees} - ${options.persons}`,
      currentBookings: sql`${timeslots.currentBookings} - 1`,
    })
    .where(eq(timeslots.id, options.timeslotId));
}
