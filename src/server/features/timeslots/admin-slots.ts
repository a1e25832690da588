import { formatDateLabel, formatTimeLabel, todayInSingapore } from '@domain/shared/dates';
import { TIMESLOT_NOT_FOUND_MESSAGE } from '@domain/timeslots/messages';
import { isRegionName, REGION_NAMES, type RegionName, regionForPostalCode } from '@domain/timeslots/regions';
import type { AdminTimeslot, AdminTimeslotDate, TimeslotAvailabilityResult } from '@domain/timeslots/schemas';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { notFound } from '../../errors';
import { getSchedulingConfig, materialiseRegionSlots } from './service';

// The Postal Codes tab and /admin/postal-timeslots (spec 001 §2): an event's slots by postal code or
// by date with their counts and the Available/Blocked switch. Unlike the customer look-up, staff see
// every stored slot from today on (also inside the lead time, also full or blocked), so that they can
// block one before it is booked and see what was booked.

const slotColumns = {
  id: timeslots.id,
  time: timeslots.time,
  region: timeslots.region,
  isAvailable: timeslots.isAvailable,
  currentAttendees: timeslots.currentAttendees,
  maxAttendees: timeslots.maxAttendees,
  currentBookings: timeslots.currentBookings,
  date: eventDates.date,
  eventId: eventDates.eventId,
};
interface SlotRow {
  id: number;
  time: string;
  region: string | null;
  isAvailable: boolean;
  currentAttendees: number;
  maxAttendees: number;
  currentBookings: number;
  date: string;
  eventId: number;
}

const regionOrder = (region: string | null) => (region === null ? -1 : REGION_NAMES.indexOf(region as RegionName));
const asRegion = (region: string | null): RegionName | null =>
  region !== null && isRegionName(region) ? region : null;

function toAdminSlot(row: SlotRow, maxBookings: number): AdminTimeslot {
  return {
    id: row.id,
    time: row.time,
    label: formatTimeLabel(row.time),
    region: asRegion(row.region),
    isAvailable: row.isAvailable,
    currentAttendees: row.currentAttendees,
    maxAttendees: row.maxAttendees,
    currentBookings: row.currentBookings,
    maxBookings,
  };
}

function groupByDate(rows: SlotRow[], maxBookings: number): Record<string, AdminTimeslotDate> {
  const sorted = [...rows].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || regionOrder(a.region) - regionOrder(b.region),
  );
  const data: Record<string, AdminTimeslotDate> = {};
  for (const row of sorted) {
    data[row.date] ??= { date: { label: formatDateLabel(row.date) }, timeslot: [] };
    data[row.date]!.timeslot.push(toAdminSlot(row, maxBookings));
  }
  return data;
}

/**
 * GET /api/admin/timeslots/postal-code. A date wins when both are given (spec 001 §2). The slots the
 * schedule plans are stored first, as the customer look-up does, so that staff can block one nobody
 * has looked up yet: for a postal code, its region's; for a date, every region's.
 */
export async function searchAdminSlots(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { eventId: number; postalCode?: string; date?: string },
): Promise<{ data: Record<string, AdminTimeslotDate>; region: RegionName | null; searchType: 'postalCode' | 'date' }> {
  const { db } = ctx;
  const now = ctx.now();
  const config = await getSchedulingConfig(db, options.eventId);
  const isAuto = config.configType === 'auto';
  const select = () =>
    db.select(slotColumns).from(timeslots).innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId));

  if (options.date) {
    if (isAuto) {
      for (const region of REGION_NAMES) {
        await db.transaction((tx) => materialiseRegionSlots(tx, { eventId: options.eventId, region, now }));
      }
    }
    const rows = await select().where(and(eq(eventDates.eventId, options.eventId), eq(eventDates.date, options.date)));
    return { data: groupByDate(rows, config.slotsPerTimeslot), region: null, searchType: 'date' };
  }

  const region = regionForPostalCode(options.postalCode ?? '');
  if (!region) return { data: {}, region: null, searchType: 'postalCode' };
  if (isAuto) await db.transaction((tx) => materialiseRegionSlots(tx, { eventId: options.eventId, region, now }));
  const rows = await select()
    .where(
      and(
        eq(eventDates.eventId, options.eventId),
        gte(eventDates.date, todayInSingapore(now)),
        // A manual event's slots have no region: a nurse goes wherever the booking is.
        isAuto ? eq(timeslots.region, region) : isNull(timeslots.region),
      ),
    )
    .orderBy(asc(eventDates.date), asc(timeslots.time));
  return { data: groupByDate(rows, config.slotsPerTimeslot), region, searchType: 'postalCode' };
}

/** One slot as the admin search shows it, with its date and event; 404 when there is no such slot. */
export async function findAdminSlot(db: Executor, id: number): Promise<TimeslotAvailabilityResult> {
  const [row] = await db
    .select(slotColumns)
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(eq(timeslots.id, id));
  if (!row) throw notFound(TIMESLOT_NOT_FOUND_MESSAGE);
  const config = await getSchedulingConfig(db, row.eventId);
  return { ...toAdminSlot(row, config.slotsPerTimeslot), date: row.date, eventId: row.eventId };
}

/**
 * PUT /api/admin/timeslots/{id}/availability: the block switch. A blocked slot takes no booking, also
 * one already under way: the booking's conditional UPDATE on the slot requires is_available, so once
 * this commits no booking can take the slot until it is unblocked. Bookings already made stay.
 */
export async function setSlotAvailability(tx: Executor, id: number, isAvailable: boolean): Promise<void> {
  const updated = await tx
    .update(timeslots)
    .set({ isAvailable })
    .where(eq(timeslots.id, id))
    .returning({ id: timeslots.id });
  if (updated.length === 0) throw notFound(TIMESLOT_NOT_FOUND_MESSAGE);
}
