import { LIVE_BOOKING_STATUSES } from '@domain/bookings/status';
import { addDaysToIsoDate, todayInSingapore } from '@domain/shared/dates';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { findSlotIdsBetween } from '../timeslots';

/** The days of visits the share is taken over: today and the six days after it (Singapore dates). */
export const UNPROVEN_HOLDS_DAYS = 7;
/** Unproven holds over this share of the persons booked for those days look like a script holding visits. */
export const UNPROVEN_HOLDS_SHARE = 0.2;
/** …and only from this many persons on, so that a quiet week's few bookings never switch the check on. */
export const UNPROVEN_HOLDS_MIN_PERSONS = 10;

/** An unpaid booking that may hold its visit on an unproven contact (DESIGN §8.2). */
const UNPROVEN_STATUSES = ['pending_payment', 'confirmed'] as const;

export interface UnprovenHolds {
  /** Persons in live unpaid bookings whose hold is still conditional (hold_expires_at in the future). */
  unprovenPersons: number;
  /** Persons in all live bookings (pending_payment, confirmed, paid). */
  livePersons: number;
}

/** The persons in live bookings with a visit in the next UNPROVEN_HOLDS_DAYS days, and how many of them are unproven holds. */
export async function countUnprovenHolds(db: Executor, now: Date): Promise<UnprovenHolds> {
  const today = todayInSingapore(now);
  const slotIds = await findSlotIdsBetween(db, today, addDaysToIsoDate(today, UNPROVEN_HOLDS_DAYS - 1));
  if (slotIds.length === 0) return { unprovenPersons: 0, livePersons: 0 };
  const unproven = and(inArray(registrations.status, [...UNPROVEN_STATUSES]), gt(registrations.holdExpiresAt, now));
  const [row] = await db
    .select({
      unprovenPersons: sql<number>`coalesce(sum(${registrations.personCount}) filter (where ${unproven}), 0)::int`,
      livePersons: sql<number>`coalesce(sum(${registrations.personCount}), 0)::int`,
    })
    .from(registrations)
    .where(and(inArray(registrations.timeslotId, slotIds), inArray(registrations.status, [...LIVE_BOOKING_STATUSES])));
  return { unprovenPersons: Number(row?.unprovenPersons ?? 0), livePersons: Number(row?.livePersons ?? 0) };
}

/**
 * Whether unproven holds exceed UNPROVEN_HOLDS_SHARE of the next days' visits (and number at least
 * UNPROVEN_HOLDS_MIN_PERSONS): then every public call needs the bot check (DESIGN §8.2).
 */
export function unprovenHoldsLookScripted({ unprovenPersons, livePersons }: UnprovenHolds): boolean {
  return unprovenPersons >= UNPROVEN_HOLDS_MIN_PERSONS && unprovenPersons > livePersons * UNPROVEN_HOLDS_SHARE;
}

/** countUnprovenHolds and unprovenHoldsLookScripted in one: the bot check's second trigger. */
export async function holdsLookScripted(db: Executor, now: Date): Promise<boolean> {
  return unprovenHoldsLookScripted(await countUnprovenHolds(db, now));
}
