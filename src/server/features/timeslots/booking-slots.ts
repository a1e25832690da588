import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import type { RegionName } from '@domain/timeslots/regions';
import type { TimeslotsByDate } from '@domain/timeslots/views';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { timeslots } from '../../db/schema/timeslots';
import { getSchedulingConfig, materialiseRegionSlots, type SchedulingConfig } from './service';

// What changes to an existing booking need of its slots: persons added to or removed from its home
// visit, the slots it may move to, and a slot the older flow names as listed.

/**
 * Takes room for `persons` more people in a booking's home visit (a participant added), with one
 * conditional UPDATE (rule 2): false when the slot is blocked or has no room left. The visit itself
 * was counted when the booking was made.
 */
export async function takeSlotPersons(tx: Executor, options: { timeslotId: number; persons: number }) {
  const taken = await tx
    .update(timeslots)
    .set({ currentAttendees: sql`${timeslots.currentAttendees} + ${options.persons}` })
    .where(
      and(
        eq(timeslots.id, options.timeslotId),
        eq(timeslots.isAvailable, true),
        sql`${timeslots.currentAttendees} + ${options.persons} <= ${timeslots.maxAttendees}`,
      ),
    )
    .returning({ id: timeslots.id });
  return taken.length === 1;
}

/** Gives back the room of `persons` people of a booking that stays (a participant removed). */
export async function releaseSlotPersons(tx: Executor, options: { timeslotId: number; persons: number }) {
  await tx
    .update(timeslots)
    .set({ currentAttendees: sql`${timeslots.currentAttendees} - ${options.persons}` })
    .where(eq(timeslots.id, options.timeslotId));
}

export interface OfferedSlot {
  id: number;
  date: string;
  time: string;
  region: string | null;
  isAvailable: boolean;
  maxAttendees: number;
  currentAttendees: number;
  currentBookings: number;
}

/**
 * The slots an event offers now in a region (storing planned ones, as the postal-code look-up does),
 * with the same rules as a new booking: the lead time, public holidays, the schedule. A manual event
 * offers its own dates whatever the region.
 */
export async function findOfferedSlots(
  db: Executor,
  options: { eventId: number; region: RegionName | null; now: Date },
): Promise<{ config: SchedulingConfig; slots: OfferedSlot[] }> {
  const config = await getSchedulingConfig(db, options.eventId);
  // An auto-scheduled event's slots are per region; without one there is nothing to offer.
  if (config.configType === 'auto' && !options.region) return { config, slots: [] };
  return materialiseRegionSlots(db, {
    eventId: options.eventId,
    // A manual event's slots have no region, and the region is not read for them.
    region: options.region ?? 'central',
    now: options.now,
  });
}

/** Offered slots grouped by date, as the postal-code look-up answers; available means room for `persons`. */
export function groupSlotsByDate(
  slots: OfferedSlot[],
  options: { persons: number; slotsPerTimeslot: number; exceptTimeslotId?: number },
): TimeslotsByDate {
  const data: TimeslotsByDate = {};
  for (const slot of slots) {
    if (slot.id === options.exceptTimeslotId) continue;
    data[slot.date] ??= { date: { label: formatDateLabel(slot.date) }, timeslot: [] };
    data[slot.date]!.timeslot.push({
      id: slot.id,
      time: slot.time,
      label: formatTimeLabel(slot.time),
      isAvailable:
        slot.isAvailable &&
        slot.currentAttendees + options.persons <= slot.maxAttendees &&
        slot.currentBookings < options.slotsPerTimeslot,
      maxAttendees: slot.maxAttendees,
      currentAttendees: slot.currentAttendees,
    });
  }
  return data;
}

/**
 * The id of a slot named as GET /api/events/{slug} lists it (date, time, region), storing it if the
 * event's schedule offers it now; null when it offers no such slot.
 */
export async function findListedSlotId(
  db: Executor,
  options: { eventId: number; date: string; time: string; region: RegionName | null; now: Date },
): Promise<number | null> {
  const { slots } = await findOfferedSlots(db, options);
  const slot = slots.find(
    (candidate) =>
      candidate.date === options.date &&
      candidate.time === options.time &&
      (candidate.region ?? null) === (options.region ?? null),
  );
  return slot?.id ?? null;
}
