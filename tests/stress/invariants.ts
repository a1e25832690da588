import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Bookings that hold their places: every status but cancelled and expired. */
const HOLDING = sql`r.status not in ('cancelled', 'expired')`;

/**
 * Rule 2 in the stored data: every slot's counters are exactly the persons and bookings of the live
 * bookings it holds, so nothing was sold twice or lost, and no slot holds more than its maximum.
 */
export async function expectCountersMatchBookings(db: Database) {
  const drift = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select t.id, t.current_attendees, t.current_bookings, t.max_attendees,
        coalesce(sum(r.person_count) filter (where ${HOLDING}), 0)::int as persons,
        (count(r.id) filter (where ${HOLDING}))::int as bookings
      from timeslots t left join registrations r on r.timeslot_id = t.id
      group by t.id
      having t.current_attendees <> coalesce(sum(r.person_count) filter (where ${HOLDING}), 0)
        or t.current_bookings <> count(r.id) filter (where ${HOLDING})
        or t.current_attendees > t.max_attendees`),
  );
  expect(drift).toEqual([]);
  // Persons counted on a booking are the booking's main person and its household.
  const persons = rowsOf<{ id: string }>(
    await db.execute(sql`
      select r.id from registrations r left join participants p on p.registration_id = r.id
      group by r.id having r.person_count <> 1 + count(p.id)`),
  );
  expect(persons).toEqual([]);
}
