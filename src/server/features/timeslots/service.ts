import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { todayInSingapore } from '../../../domain/dates';
import { REGION_NAMES, type RegionName } from '../../../domain/regions';
import { upcomingRegionSlots } from '../../../domain/slots';
import type { Executor } from '../../db/client';
import { eventConfigs, eventDates, publicHolidays, timeslots } from '../../db/schema';

export interface SchedulingConfig {
  configType: 'auto' | 'manual';
  numSlots: number;
  bufferHours: number;
  slotsPerTimeslot: number;
}

const DEFAULT_CONFIG: SchedulingConfig = { configType: 'manual', numSlots: 10, bufferHours: 24, slotsPerTimeslot: 1 };

export interface SlotView {
  /** Null for an auto-scheduled slot nobody has looked up yet (it is created on first look-up). */
  id: number | null;
  date: string;
  time: string;
  region: RegionName | null;
  isAvailable: boolean;
  maxAttendees: number;
  currentAttendees: number;
}

export async function getSchedulingConfig(db: Executor, eventId: number): Promise<SchedulingConfig> {
  const [row] = await db.select().from(eventConfigs).where(eq(eventConfigs.eventId, eventId));
  if (!row) return DEFAULT_CONFIG;
  return {
    configType: row.configType === 'auto' ? 'auto' : 'manual',
    numSlots: row.numSlots,
    bufferHours: row.bufferHours,
    slotsPerTimeslot: row.slotsPerTimeslot,
  };
}

export async function getHolidaySet(db: Executor, fromDate: string): Promise<Set<string>> {
  const rows = await db.select({ date: publicHolidays.date }).from(publicHolidays).where(gte(publicHolidays.date, fromDate));
  return new Set(rows.map((row) => row.date));
}

/** Bookable now: not blocked by an admin, room for another home visit and another person. */
export function isBookable(
  slot: { isAvailable: boolean; currentAttendees: number; maxAttendees: number; currentBookings: number },
  slotsPerTimeslot: number,
): boolean {
  return slot.isAvailable && slot.currentBookings < slotsPerTimeslot && slot.currentAttendees < slot.maxAttendees;
}

type StoredSlot = typeof timeslots.$inferSelect & { date: string };

async function storedSlots(db: Executor, eventId: number, fromDate: string, region?: RegionName): Promise<StoredSlot[]> {
  return db
    .select({
      id: timeslots.id,
      eventDateId: timeslots.eventDateId,
      time: timeslots.time,
      region: timeslots.region,
      maxAttendees: timeslots.maxAttendees,
      currentAttendees: timeslots.currentAttendees,
      currentBookings: timeslots.currentBookings,
      isAvailable: timeslots.isAvailable,
      date: eventDates.date,
    })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(
      and(
        eq(eventDates.eventId, eventId),
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
 * The upcoming slots of an event as customers see them. Auto-scheduled events merge the slots the
 * schedule would offer in every region with the rows already stored, so listing never writes.
 */
export async function listUpcomingSlots(db: Executor, eventId: number, now: Date): Promise<SlotView[]> {
  const today = todayInSingapore(now);
  const config = await getSchedulingConfig(db, eventId);
  const stored = await storedSlots(db, eventId, today);
  if (config.configType !== 'auto') return stored.map((slot) => toView(slot, config.slotsPerTimeslot));

  const holidays = await getHolidaySet(db, today);
  const byKey = new Map(stored.map((slot) => [slotKey(slot.date, slot.time, slot.region), slot]));
  const views: SlotView[] = [];
  for (const region of REGION_NAMES) {
    for (const planned of upcomingRegionSlots({ region, now, bufferHours: config.bufferHours, numDates: config.numSlots, holidays })) {
      const existing = byKey.get(slotKey(planned.date, planned.time, region));
      views.push(
        existing
          ? toView(existing, config.slotsPerTimeslot)
          : { id: null, date: planned.date, time: planned.time, region, isAvailable: true, maxAttendees: 20, currentAttendees: 0 },
      );
    }
  }
  return views.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
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
    if (planned.length > 0) {
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
        .values(planned.map((slot) => ({ eventDateId: dateIds.get(slot.date) as number, time: slot.time, region: opts.region })))
        .onConflictDoNothing();
      const plannedKeys = new Set(planned.map((slot) => slotKey(slot.date, slot.time, opts.region)));
      const slots = (await storedSlots(db, opts.eventId, today, opts.region)).filter((slot) =>
        plannedKeys.has(slotKey(slot.date, slot.time, slot.region)),
      );
      return { config, slots };
    }
    return { config, slots: [] };
  }
  // Manual events: the admin's own dates and times, whatever the region.
  const slots = (await storedSlots(db, opts.eventId, today)).filter((slot) => slot.region === null);
  return { config, slots };
}

export { toView as toSlotView };
