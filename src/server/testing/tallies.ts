import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

export interface TallyDrift {
  timeslot_id: number;
  status: string;
  package_id: number;
  tallied_bookings: number | null;
  counted_bookings: number | null;
  tallied_persons: number | null;
  counted_persons: number | null;
}

/**
 * Every slot, status and package whose tallies (what insights read) differ from a count of the
 * bookings and household members themselves; none while the triggers keep up with every write.
 */
export async function tallyDrift(db: Executor): Promise<TallyDrift[]> {
  const result = await db.execute(sql`
    with tallied as (
      select timeslot_id, status, package_id, sum(bookings)::int as bookings, sum(persons)::int as persons
      from booking_tallies group by 1, 2, 3
      having sum(bookings) <> 0 or sum(persons) <> 0
    ), counted as (
      select timeslot_id, status, package_id, sum(bookings)::int as bookings, sum(persons)::int as persons
      from (
        select timeslot_id, status, package_id, 1 as bookings, 1 as persons from registrations
        union all
        select r.timeslot_id, r.status, pa.package_id, 0, 1
        from participants pa join registrations r on r.id = pa.registration_id
      ) as person
      group by 1, 2, 3
    )
    select coalesce(t.timeslot_id, c.timeslot_id) as timeslot_id, coalesce(t.status, c.status) as status,
      coalesce(t.package_id, c.package_id) as package_id,
      t.bookings as tallied_bookings, c.bookings as counted_bookings,
      t.persons as tallied_persons, c.persons as counted_persons
    from tallied t
    full join counted c on c.timeslot_id = t.timeslot_id and c.status = t.status and c.package_id = t.package_id
    where t.bookings is distinct from c.bookings or t.persons is distinct from c.persons`);
  return (result as unknown as { rows: TallyDrift[] }).rows;
}

/** How many rows the tallies hold now (folded keys are one row each). */
export async function tallyRows(db: Executor): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from booking_tallies`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
