import { singaporeDateTime, todayInSingapore } from '@domain/shared/dates';
import { slotHasRoomFor } from '@domain/timeslots/availability';
import { REGION_NAMES, type RegionName, regionForPostalCode } from '@domain/timeslots/regions';
import type { PostalCodeSlots } from '@domain/timeslots/responses';
import { upcomingRegionSlots } from '@domain/timeslots/slots';
import type { EventSlotView, TimeslotsByDate } from '@domain/timeslots/views';
import { type AnyColumn, and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { eventConfigs } from '../../db/schema/events';
import { eventDates, publicHolidays, timeslots } from '../../db/schema/timeslots';
import { dateLabelOf, holidaySetOf, plannedRegionSlots, timeLabelOf } from './planned-slots';

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

/** A stored slot with its date and event, as a query selects it (joined to event_dates). */
export const storedSlotColumns = {
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

/** An event's scheduling settings and stored slots as a catalogue read needs them (see upcomingSlotColumns). */
export interface StoredSchedule {
  /** Null: the event has no settings row (DEFAULT_CONFIG). */
  config: SchedulingConfig | null;
  /** From the read's date on, by date and time. */
  slots: StoredSlot[];
  /** The public holidays from that date on, as the JSON text it was read as (the plan's memo key). */
  holidaysJson: string;
}

/**
 * Columns for another feature's query of events (the event list, the event page, the postal-code
 * look-up): each event's scheduling settings and stored slots from `fromDate`, and the public holidays
 * from then, as JSON text, so that a catalogue read is one statement. With `region`, only that
 * region's slots and the region-less (manual) ones. Read them with readStoredSchedule.
 */
export function upcomingSlotColumns(eventId: SQL, fromDate: string, region?: RegionName) {
  // Column names written out with aliases: drizzle leaves a column unqualified in a select's own
  // table, and these subqueries join several (the names are those of db/schema.ts).
  const regionFilter = region ? sql` and (t.region = ${region} or t.region is null)` : sql``;
  return {
    scheduleJson: sql<string>`json_build_object(
      'config', (select json_build_object('configType', c.config_type, 'numSlots', c.num_slots,
          'bufferHours', c.buffer_hours, 'slotsPerTimeslot', c.slots_per_timeslot, 'maxAttendees', c.max_attendees)
        from ${eventConfigs} c where c.event_id = ${eventId}),
      'slots', coalesce((select json_agg(json_build_object('id', t.id, 'eventDateId', t.event_date_id, 'time', t.time,
          'region', t.region, 'maxAttendees', t.max_attendees, 'currentAttendees', t.current_attendees,
          'currentBookings', t.current_bookings, 'isAvailable', t.is_available, 'date', d.date, 'eventId', d.event_id)
          order by d.date, t.time, t.id)
        from ${timeslots} t inner join ${eventDates} d on d.id = t.event_date_id
        where d.event_id = ${eventId} and d.date >= ${fromDate}${regionFilter}), '[]'::json)
    )::text`,
    holidaysJson: sql<string>`(select coalesce(json_agg(h.date order by h.date), '[]'::json)
      from ${publicHolidays} h where h.date >= ${fromDate})::text`,
  };
}

/** The two columns of upcomingSlotColumns, parsed. */
export function readStoredSchedule(row: { scheduleJson: string; holidaysJson: string }): StoredSchedule {
  const parsed = JSON.parse(row.scheduleJson) as {
    config: (Omit<SchedulingConfig, 'configType'> & { configType: string }) | null;
    slots: StoredSlot[];
  };
  return {
    config: parsed.config
      ? { ...parsed.config, configType: parsed.config.configType === 'auto' ? 'auto' : 'manual' }
      : null,
    slots: parsed.slots,
    holidaysJson: row.holidaysJson,
  };
}

/**
 * The upcoming slots of one event as customers see them. Auto-scheduled events merge the slots the
 * schedule offers in every region (worked out once per change: plannedRegionSlots) with the rows
 * already stored, so listing never writes.
 */
export function upcomingSlotViews(schedule: StoredSchedule, now: Date, today = todayInSingapore(now)): SlotView[] {
  const config = schedule.config ?? DEFAULT_CONFIG;
  const holidays = holidaySetOf(schedule.holidaysJson);
  if (config.configType !== 'auto') {
    return schedule.slots
      .filter((slot) => !holidays.has(slot.date) && startsAfterLeadTime(slot, config, now))
      .map((slot) => toView(slot, config.slotsPerTimeslot));
  }
  const byKey = new Map(schedule.slots.map((slot) => [slotKey(slot.date, slot.time, slot.region), slot]));
  const views: SlotView[] = [];
  for (const region of REGION_NAMES) {
    const planned = plannedRegionSlots({
      region,
      now,
      today,
      bufferHours: config.bufferHours,
      numDates: config.numSlots,
      holidays,
      holidaysKey: schedule.holidaysJson,
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
  return views.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.time < b.time ? -1 : a.time > b.time ? 1 : 0,
  );
}

/**
 * The upcoming slots of events as customers see them (upcomingSlotViews), for callers that have no
 * query of their own to add upcomingSlotColumns to. Three queries whatever the number of events.
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
  const holidaysJson = JSON.stringify([...holidays].sort());
  for (const eventId of eventIds) {
    const schedule: StoredSchedule = {
      config: configs.get(eventId) ?? null,
      slots: stored.filter((slot) => slot.eventId === eventId),
      holidaysJson,
    };
    result.set(eventId, upcomingSlotViews(schedule, now, today));
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

function groupByDate(slots: StoredSlot[], config: SchedulingConfig): TimeslotsByDate {
  const data: TimeslotsByDate = {};
  for (const slot of slots) {
    data[slot.date] ??= { date: { label: dateLabelOf(slot.date) }, timeslot: [] };
    data[slot.date]!.timeslot.push({
      id: slot.id,
      time: slot.time,
      label: timeLabelOf(slot.time),
      isAvailable: isBookable(slot, config.slotsPerTimeslot),
      maxAttendees: slot.maxAttendees,
      currentAttendees: slot.currentAttendees,
    });
  }
  return data;
}

/**
 * The postal-code look-up's answer from a schedule read with upcomingSlotColumns (with the region), as
 * materialiseRegionSlots would give it; null while a planned slot is not stored yet (then
 * findSlotsByPostalCode stores it). Most look-ups end here, in the one read.
 */
export function regionSlotsFromSchedule(
  schedule: StoredSchedule,
  region: RegionName,
  now: Date,
): TimeslotsByDate | null {
  const config = schedule.config ?? DEFAULT_CONFIG;
  const holidays = holidaySetOf(schedule.holidaysJson);
  if (config.configType !== 'auto') {
    const slots = schedule.slots.filter(
      (slot) => slot.region === null && !holidays.has(slot.date) && startsAfterLeadTime(slot, config, now),
    );
    return groupByDate(slots, config);
  }
  const planned = plannedRegionSlots({
    region,
    now,
    today: todayInSingapore(now),
    bufferHours: config.bufferHours,
    numDates: config.numSlots,
    holidays,
    holidaysKey: schedule.holidaysJson,
  });
  const plannedKeys = new Set(planned.map((slot) => slotKey(slot.date, slot.time, region)));
  const stored = schedule.slots.filter(
    (slot) => slot.region === region && plannedKeys.has(slotKey(slot.date, slot.time, slot.region)),
  );
  return stored.length === plannedKeys.size ? groupByDate(stored, config) : null;
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
  return { data: groupByDate(slots, config), region };
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
 * Whether the slot takes bookings, as a column of a statement that does more (a new booking's): it
 * names why the conditional UPDATE took nothing, a full slot or a blocked one.
 */
export function slotIsAvailableSql(timeslotId: number) {
  return sql<boolean>`(select ${timeslots.isAvailable} from ${timeslots} where ${timeslots.id} = ${timeslotId})`;
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
