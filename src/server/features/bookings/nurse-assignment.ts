import { CLOSED_BOOKING_STATUSES } from '@domain/bookings/status';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { nursesOnDutyQuery } from '../roster';
import { slotIdsOnDateQuery } from '../timeslots';

/** A home visit as the roster places it: its region (null for a slot entered by hand), date and 'HH:mm'. */
export interface VisitTime {
  region: string | null;
  date: string;
  time: string;
}

/**
 * The nurse a visit goes to (DESIGN §8.12), as an expression of the statement that writes it: of the
 * nurses on duty in its region at its half of the day, the one with the fewest live visits that day
 * (any region), then the lowest id, so the choice is the same however often it is worked out. Null,
 * "Unassigned", when nobody is on duty. Concurrent bookings may both pick the same least-loaded nurse:
 * the load is a preference, the slot's capacity is the limit.
 */
export function assignedNurseSql(db: Executor, visit: VisitTime): SQL {
  if (!visit.region) return sql`null`;
  const onDuty = nursesOnDutyQuery(db, { region: visit.region, date: visit.date, time: visit.time });
  const closed = sql.join(
    CLOSED_BOOKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(select on_duty.staff_id from (${onDuty}) as on_duty
    order by (
      select count(*) from ${registrations} as day_visit
      where day_visit.assigned_staff_id = on_duty.staff_id
        and day_visit.timeslot_id in (${slotIdsOnDateQuery(db, visit.date)})
        and day_visit.status not in (${closed})
    ), on_duty.staff_id
    limit 1)`;
}
