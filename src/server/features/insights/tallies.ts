import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// The booking tallies (decision 017): triggers append a row of changes per booking write, and this
// folds each slot's, status's and package's rows into one so insights read a few rows per slot.
// Folding changes no sum, so insights are exact whether it has run or not; it only keeps them fast.

/** How often each instance folds the rows of changes written since. */
export const TALLY_ROLL_UP_INTERVAL_MS = 60_000;
/** pg_try_advisory_xact_lock(namespace, 0): one instance folds at a time; the others skip that round. */
const TALLY_ROLL_UP_LOCK_NAMESPACE = 7_204_121;

/** Folds every key with more than one row (or rows that sum to nothing); returns the rows folded. */
export async function rollUpBookingTallies(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${TALLY_ROLL_UP_LOCK_NAMESPACE}, 0) as taken`);
    if (!(locked as unknown as { rows: { taken: boolean }[] }).rows[0]?.taken) return 0;
    // Rows written while this runs are not in its snapshot: they stay, to be folded next time.
    const result = await tx.execute(sql`
      with folded as (
        delete from booking_tallies t
        using (
          select timeslot_id, status, package_id from booking_tallies
          group by 1, 2, 3
          having count(*) > 1 or (sum(bookings) = 0 and sum(persons) = 0)
        ) as key
        where t.timeslot_id = key.timeslot_id and t.status = key.status and t.package_id = key.package_id
        returning t.timeslot_id, t.status, t.package_id, t.bookings, t.persons
      ), kept as (
        insert into booking_tallies (timeslot_id, status, package_id, bookings, persons)
        select timeslot_id, status, package_id, sum(bookings)::int, sum(persons)::int
        from folded
        group by 1, 2, 3
        having sum(bookings) <> 0 or sum(persons) <> 0
      )
      select count(*)::int as folded from folded`);
    return (result as unknown as { rows: { folded: number }[] }).rows[0]!.folded;
  });
}
