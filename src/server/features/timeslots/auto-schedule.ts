import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { REGION_NAMES, type RegionName, regionForPostalCode } from '@domain/timeslots/regions';
import { type AutoTimeslot, type AutoTimeslotDay, MANUAL_SLOTS_KEY } from '@domain/timeslots/schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { listUpcomingSlots, type SlotView } from './service';

// The test page /test/auto-timeslots (spec 001 §2): what the schedule offers an active event, by
// postal code or by date. Read-only: it lists the planned slots without storing them (the booking
// wizard's look-up stores them), so the page can be used on a live site without side effects.

/** What the test page needs of events (which build on timeslots), handed in by app.ts. */
export interface AutoScheduleNeeds {
  /** Throws the 404 for an event id that names no active event. */
  requireActiveEvent(db: Executor, eventId: number): Promise<unknown>;
}

type Ctx = Pick<AppContext, 'db' | 'now'> & AutoScheduleNeeds;

const toAutoSlot = (slot: SlotView): AutoTimeslot => ({
  id: slot.id,
  time: slot.time,
  label: formatTimeLabel(slot.time),
  isAvailable: slot.isAvailable,
  currentAttendees: slot.currentAttendees,
  maxAttendees: slot.maxAttendees,
});

function byDate(slots: SlotView[]): AutoTimeslotDay[] {
  const days = new Map<string, AutoTimeslotDay>();
  for (const slot of slots) {
    let day = days.get(slot.date);
    if (!day) {
      day = { date: { label: formatDateLabel(slot.date), value: slot.date }, timeslot: [] };
      days.set(slot.date, day);
    }
    day.timeslot.push(toAutoSlot(slot));
  }
  return [...days.values()];
}

/** GET /api/auto-timeslots/postal-code: the dates of the postal code's region, in order. */
export async function findAutoSlotsByPostalCode(
  ctx: Ctx,
  query: { postalCode: string; eventId: number },
): Promise<{ data: AutoTimeslotDay[]; region: RegionName | null }> {
  await ctx.requireActiveEvent(ctx.db, query.eventId);
  const region = regionForPostalCode(query.postalCode);
  if (!region) return { data: [], region: null };
  const slots = await listUpcomingSlots(ctx.db, query.eventId, ctx.now());
  // A manual event's slots have no region: they are offered wherever the customer lives.
  return { data: byDate(slots.filter((slot) => slot.region === region || slot.region === null)), region };
}

/** GET /api/auto-timeslots/date: that day's slots keyed by region (manual slots under 'manual'). */
export async function findAutoSlotsByDate(
  ctx: Ctx,
  query: { date: string; eventId: number },
): Promise<Record<string, AutoTimeslotDay & { region: string }>> {
  await ctx.requireActiveEvent(ctx.db, query.eventId);
  const slots = (await listUpcomingSlots(ctx.db, query.eventId, ctx.now())).filter((slot) => slot.date === query.date);
  const data: Record<string, AutoTimeslotDay & { region: string }> = {};
  for (const key of [...REGION_NAMES, MANUAL_SLOTS_KEY]) {
    const inRegion = slots.filter((slot) => (slot.region ?? MANUAL_SLOTS_KEY) === key);
    if (inRegion.length === 0) continue;
    data[key] = {
      region: key,
      date: { label: formatDateLabel(query.date), value: query.date },
      timeslot: inRegion.map(toAutoSlot),
    };
  }
  return data;
}
