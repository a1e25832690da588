import { and, count, eq, ne, sum } from 'drizzle-orm';
import { registrations } from '../db/schema/bookings';
import { timeslots } from '../db/schema/timeslots';
import type { TestApp } from './test-app';

/** A slot's stored counters: the persons and the home visits it holds. */
export async function slotCounters(t: TestApp, timeslotId: number) {
  const [slot] = await t.db
    .select({ currentAttendees: timeslots.currentAttendees, currentBookings: timeslots.currentBookings })
    .from(timeslots)
    .where(eq(timeslots.id, timeslotId));
  if (!slot) throw new Error(`No timeslot ${timeslotId}`);
  return slot;
}

/** A slot's stored counters beside what its live (not cancelled) bookings hold: the two must agree. */
export async function slotCountersAndBookings(t: TestApp, timeslotId: number) {
  const { currentBookings, currentAttendees } = await slotCounters(t, timeslotId);
  const [booked] = await t.db
    .select({ bookings: count(), persons: sum(registrations.personCount) })
    .from(registrations)
    .where(and(eq(registrations.timeslotId, timeslotId), ne(registrations.status, 'cancelled')));
  return { currentBookings, currentAttendees, bookings: booked!.bookings, persons: Number(booked!.persons ?? 0) };
}

/** Slot ids handed out one per booking, in the order given (one home visit per slot). */
export interface SlotQueue {
  /** Takes the next slot; throws when none is left. */
  next(): number;
  /** The slot `next` would take, left in the queue. */
  peek(): number;
}

export function slotQueue(ids: readonly number[]): SlotQueue {
  const left = [...ids];
  const first = () => {
    if (left.length === 0) throw new Error('No free slot left for this test');
    return left[0]!;
  };
  return {
    next: () => {
      const id = first();
      left.shift();
      return id;
    },
    peek: first,
  };
}
