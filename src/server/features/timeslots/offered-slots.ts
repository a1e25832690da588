import { todayInSingapore } from '@domain/shared/dates';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventConfigs } from '../../db/schema/events';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { DEFAULT_CONFIG } from './service';

// What the waitlist's offers read of the slots they hand out (DESIGN §8.6).

/**
 * A slot with its date, event and the event's scheduling settings (the defaults where it has none),
 * locked for the rest of the transaction, so that two instances offer one freed place once; null when
 * there is no such slot.
 */
export async function lockSlotForOffers(tx: Executor, timeslotId: number) {
  const [slot] = await tx
    .select({
      id: timeslots.id,
      time: timeslots.time,
      region: timeslots.region,
      isAvailable: timeslots.isAvailable,
      currentBookings: timeslots.currentBookings,
      currentAttendees: timeslots.currentAttendees,
      maxAttendees: timeslots.maxAttendees,
      date: eventDates.date,
      eventId: eventDates.eventId,
      slotsPerTimeslot: eventConfigs.slotsPerTimeslot,
      bufferHours: eventConfigs.bufferHours,
    })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .leftJoin(eventConfigs, eq(eventConfigs.eventId, eventDates.eventId))
    .where(eq(timeslots.id, timeslotId))
    .for('update', { of: timeslots });
  return slot
    ? {
        ...slot,
        slotsPerTimeslot: slot.slotsPerTimeslot ?? DEFAULT_CONFIG.slotsPerTimeslot,
        bufferHours: slot.bufferHours ?? DEFAULT_CONFIG.bufferHours,
      }
    : null;
}

/** The ids of an event's unblocked slots from today (Singapore), by date, time and id. */
export async function findAvailableSlotIdsFromToday(tx: Executor, eventId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: timeslots.id })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(
      and(
        eq(eventDates.eventId, eventId),
        gte(eventDates.date, todayInSingapore(now)),
        eq(timeslots.isAvailable, true),
      ),
    )
    .orderBy(asc(eventDates.date), asc(timeslots.time), asc(timeslots.id));
  return rows.map((row) => row.id);
}
