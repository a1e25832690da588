import { CLOSED_BOOKING_STATUSES } from '@domain/bookings/status';
import type { Insights, InsightsQuery } from '@domain/insights/schemas';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import { addDaysToIsoDate, singaporeDateTime } from '@domain/shared/dates';
import { centsToAmount, toCents } from '@domain/shared/money';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';

// Staff's insights (DESIGN §8.7, decision 017): each figure one aggregate in SQL over the range's
// visit dates (a `date` column, already Singapore's), money by the Singapore day it moved.

type Status = (typeof REGISTRATION_STATUSES)[number];
type Row = Record<string, unknown>;

/** Payment rows whose money was taken, whatever happened to it after. */
const CHARGED_PAYMENT_STATUSES = ['settled', 'refunded', 'refund_pending'] as const;
const UNASSIGNED_REGION = 'unassigned';

const closed = sql.join(
  CLOSED_BOOKING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const charged = sql.join(
  CHARGED_PAYMENT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
/** A timestamp's Singapore calendar day (fixed +08:00, decision 002); dated as text only once summed. */
const singaporeDay = (column: ReturnType<typeof sql>) =>
  sql`((${column} at time zone 'UTC') + interval '8 hours')::date`;
/** Sums per Singapore day, the day as 'yyyy-MM-dd' and the sum as text (exact). */
const dailySums = (sums: ReturnType<typeof sql>) =>
  sql`select to_char(day, 'YYYY-MM-DD') as day, total::text as total from (${sums}) as daily`;

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDaysToIsoDate(day, 1)) days.push(day);
  return days;
}

/**
 * The visit dates with orders closest to a range that has none: the latest before it and the earliest
 * after it. Asked only for an empty range, so a range with orders costs nothing more.
 */
async function nearestOrderDatesOutside(db: AppContext['db'], { from, to }: InsightsQuery) {
  const [row] = rowsOf(
    await db.execute(sql`
      with booked as (select timeslot_id from booking_tallies group by 1 having sum(bookings) > 0)
      select to_char(max(ed.date) filter (where ed.date < ${from}::date), 'YYYY-MM-DD') as before,
        to_char(min(ed.date) filter (where ed.date > ${to}::date), 'YYYY-MM-DD') as after
      from booked
      join timeslots ts on ts.id = booked.timeslot_id
      join event_dates ed on ed.id = ts.event_date_id`),
  );
  const dateOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
  return { before: dateOrNull(row?.before), after: dateOrNull(row?.after) };
}

export async function insightsFor(ctx: Pick<AppContext, 'db'>, { from, to }: InsightsQuery): Promise<Insights> {
  const { db } = ctx;
  // The range's money: from midnight in Singapore on the first day to midnight after the last.
  const start = singaporeDateTime(from, '00:00').toISOString();
  const end = singaporeDateTime(addDaysToIsoDate(to, 1), '00:00').toISOString();
  // The range's slots, each with its visit day, region, weekday and the visits it offered: open for
  // booking, its event's visits per slot; blocked, none.
  const slot = sql`
    select ts.id, ed.date, coalesce(ts.region, ${UNASSIGNED_REGION}) as region, extract(dow from ed.date)::int as weekday,
      case when ts.is_available then coalesce(ec.slots_per_timeslot, 1) else 0 end as offered
    from event_dates ed
    join timeslots ts on ts.event_date_id = ed.id
    left join event_configs ec on ec.event_id = ed.event_id
    where ed.date between ${from}::date and ${to}::date`;
  // The slots' bookings and persons by status and package, summed from the tallies (decision 017).
  const tally = sql`
    select t.timeslot_id, t.status, t.package_id, sum(t.bookings)::int as bookings, sum(t.persons)::int as persons
    from booking_tallies t
    where t.timeslot_id in (select id from slot)
    group by 1, 2, 3`;
  const counted = (query: ReturnType<typeof sql>) =>
    db.execute(sql`with slot as (${slot}), tally as (${tally}) ${query}`);

  const [statusRows, slotRows, packageRows, chargeRows, refundRows, waitlistRows] = await Promise.all([
    counted(sql`
      select to_char(slot.date, 'YYYY-MM-DD') as day, tally.status, sum(tally.bookings)::int as n
      from tally join slot on slot.id = tally.timeslot_id
      group by 1, 2`),
    counted(sql`
      select slot.region, slot.weekday, coalesce(sum(booked.n), 0)::int as booked, sum(slot.offered)::int as offered
      from slot
      left join (
        select timeslot_id, sum(bookings) as n from tally where status not in (${closed}) group by 1
      ) as booked on booked.timeslot_id = slot.id
      group by 1, 2
      order by 1, 2`),
    // The main person's package is the booking's own; the household's are their participant rows'.
    counted(sql`
      select p.name, sum(tally.persons)::int as n
      from tally join packages p on p.id = tally.package_id
      where tally.status not in (${closed})
      group by 1
      having sum(tally.persons) > 0
      order by 2 desc, 1`),
    db.execute(
      dailySums(sql`
        select ${singaporeDay(sql`created_at`)} as day, sum(amount) as total
        from payments
        where status in (${charged}) and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1`),
    ),
    // A refund is dated by its audit row: the payment row keeps only when it was charged.
    db.execute(
      dailySums(sql`
        select ${singaporeDay(sql`created_at`)} as day, sum((changes ->> 'amount')::numeric) as total
        from audit_log
        where action = 'refund' and entity = 'registration'
          and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1`),
    ),
    db.execute(sql`
      select region, count(*)::int as n
      from waitlist_entries
      where date_from <= ${to}::date and date_to >= ${from}::date
      group by 1
      order by 2 desc, 1`),
  ]);

  const days = everyDay(from, to);
  const byDay = new Map<string, Record<Status, number>>();
  for (const day of days)
    byDay.set(day, Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, 0])) as Record<Status, number>);
  const totals = Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, 0])) as Record<Status, number>;
  for (const row of rowsOf(statusRows)) {
    const status = row.status as Status;
    const counts = byDay.get(String(row.day));
    if (!counts || !(status in counts)) continue;
    counts[status] += Number(row.n);
    totals[status] += Number(row.n);
  }

  const centsByDay = (result: unknown) =>
    new Map(rowsOf(result).map((row) => [String(row.day), toCents(String(row.total))]));
  const paid = centsByDay(chargeRows);
  const refunded = centsByDay(refundRows);

  const orders = REGISTRATION_STATUSES.reduce((sum, status) => sum + totals[status], 0);
  // Expired holds were never visits anyone kept: they count neither as made nor as cancelled.
  const made = orders - totals.expired;
  const nearestOrderDates = orders === 0 ? await nearestOrderDatesOutside(db, { from, to }) : null;
  return {
    from,
    to,
    bookingsPerDay: days.map((date) => ({ date, byStatus: byDay.get(date)! })),
    revenuePerDay: days.map((date) => ({
      date,
      paid: centsToAmount(paid.get(date) ?? 0),
      refunded: centsToAmount(refunded.get(date) ?? 0),
    })),
    utilisation: rowsOf(slotRows).map((row) => ({
      region: String(row.region),
      weekday: Number(row.weekday),
      booked: Number(row.booked),
      offered: Number(row.offered),
    })),
    packages: rowsOf(packageRows).map((row) => ({ name: String(row.name), count: Number(row.n) })),
    rates: {
      cancellation: share(totals.cancelled, made),
      noShow: share(totals.no_show, totals.completed + totals.no_show),
    },
    waitlist: rowsOf(waitlistRows).map((row) => ({ region: String(row.region), entries: Number(row.n) })),
    nearestOrderDates,
  };
}
