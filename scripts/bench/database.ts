import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { createEvent, createPromoDiscount } from '../../src/server/db/factories';
import { registrations } from '../../src/server/db/schema/bookings';
import { packages } from '../../src/server/db/schema/events';
import { memberVerifications } from '../../src/server/db/schema/members';
import { eventDates, publicHolidays, timeslots } from '../../src/server/db/schema/timeslots';
import { getOrCreateSecret } from '../../src/server/db/secrets';
import { seedDemoData, seedReferenceData } from '../../src/server/db/seed';
import { rollUpBookingTallies } from '../../src/server/features/insights';
import { freshDataDir, freshPostgresDatabase, ROOT } from '../../tests/stress/harness';
import { type BookingTarget, benchNric, CUSTOMER_DATE_OF_BIRTH, verificationSubjectHash } from './customers';

/** Where one run's database lives: a fresh embedded data directory, or a fresh PostgreSQL database. */
export interface BenchDatabase {
  label: 'embedded' | 'postgresql';
  /** PostgreSQL: the server's URL and the database's name (for the statement counts). */
  postgres?: { serverUrl: string; name: string };
  /** The environment that points a process (product, baseline, a set-up task) at it. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** Opens the database named by DATABASE_URL or DATA_DIR (in a set-up task's own process). */
export function openFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 4 })
    : openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? './data') });
}

/**
 * Runs a set-up step in a process of its own (scripts/bench/database-task.ts), while no server holds
 * the database: the embedded database belongs to one process at a time, and the bench process stays
 * free of database state between the servers it starts.
 */
function runTask<T>(database: BenchDatabase, task: string, args: unknown): T {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/database-task.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...database.env, BENCH_TASK: task, BENCH_TASK_ARGS: JSON.stringify(args) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`bench set-up task ${task} failed (${result.status ?? result.signal})`);
  const lines = result.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]!) as T;
}

export const prepareDatabase = (database: BenchDatabase) => runTask<BookingTarget>(database, 'prepare', null);
export const growBookings = (database: BenchDatabase, target: BookingTarget, total: number) =>
  runTask<number>(database, 'grow', { target, total });
export const verifyCustomers = (database: BenchDatabase, pools: { base: number; size: number }[]) =>
  runTask<number>(database, 'verify', { pools });

/**
 * Writes a recent member verification (now; reused by bookings for 15 minutes) for every customer of
 * the pools, keyed as the product keys them, so that the member case's bookings do not ask the insurer.
 */
export async function verifyCustomersHere(
  open: () => Promise<DatabaseHandle>,
  pools: { base: number; size: number }[],
): Promise<number> {
  const handle = await open();
  try {
    const key = await getOrCreateSecret(
      handle.db,
      'member_verification_key',
      'Key of the hashes that let a booking reuse a recent member verification',
    );
    let written = 0;
    for (const { base, size } of pools) {
      for (let start = 0; start < size; start += 1000) {
        const rows = Array.from({ length: Math.min(1000, size - start) }, (_, i) => ({
          subjectHash: verificationSubjectHash(key, benchNric(base + start + i), CUSTOMER_DATE_OF_BIRTH),
          isAiaMember: false,
          isVitalityMember: false,
          verifiedAt: new Date(),
        }));
        await handle.db
          .insert(memberVerifications)
          .values(rows)
          .onConflictDoUpdate({ target: memberVerifications.subjectHash, set: { verifiedAt: new Date() } });
        written += rows.length;
      }
    }
    return written;
  } finally {
    await handle.close();
  }
}

export async function createBenchDatabase(postgresServerUrl: string | undefined): Promise<BenchDatabase> {
  if (postgresServerUrl) {
    const database = await freshPostgresDatabase(postgresServerUrl, 'hs_bench_');
    return {
      label: 'postgresql',
      env: { DATABASE_URL: database.url },
      postgres: { serverUrl: postgresServerUrl, name: database.name },
      dispose: database.drop,
    };
  }
  const dataDir = freshDataDir('hs-bench-');
  return {
    label: 'embedded',
    env: { DATA_DIR: dataDir.dir },
    dispose: async () => dataDir.remove(),
  };
}

export type { BookingTarget };

export const BENCH_EVENT_SLUG = 'bench-bookings';
const BENCH_DATES = 20;
const BENCH_TIMES = ['08:00', '10:00', '13:00', '15:00'];
/** Persons each bench slot takes: far more than any run books into it. */
const BENCH_SLOT_CAPACITY = 100_000;

/**
 * Migrates and seeds the database as the server would (demo catalogue), and adds the bench's own
 * manual event: 80 slots with room for any number of bookings, 30 days ahead and later (no holidays).
 */
export async function prepareDatabaseHere(open: () => Promise<DatabaseHandle>): Promise<BookingTarget> {
  const handle = await open();
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    await seedDemoData(handle.db, loadConfig({ LOG_LEVEL: 'silent' }));
    const [premium] = await handle.db
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.name, 'Premium'))
      .orderBy(asc(packages.id));
    const event = await createEvent(
      handle.db,
      { slug: BENCH_EVENT_SLUG, name: 'Bench bookings' },
      {
        packageIds: [premium!.id],
        config: {
          configType: 'manual',
          slotsPerTimeslot: BENCH_SLOT_CAPACITY,
          bufferHours: 0,
          maxAttendees: BENCH_SLOT_CAPACITY,
        },
      },
    );
    const slotIds: number[] = [];
    // Public holidays offer no visits (a slot stored on one is refused), so they are skipped.
    const holidays = new Set(
      (await handle.db.select({ date: publicHolidays.date }).from(publicHolidays)).map((row) => row.date),
    );
    const dates: string[] = [];
    for (let day = 30; dates.length < BENCH_DATES; day += 1) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      if (!holidays.has(date)) dates.push(date);
    }
    for (const date of dates) {
      const [eventDate] = await handle.db.insert(eventDates).values({ eventId: event.id, date }).returning();
      const rows = await handle.db
        .insert(timeslots)
        .values(BENCH_TIMES.map((time) => ({ eventDateId: eventDate!.id, time, maxAttendees: BENCH_SLOT_CAPACITY })))
        .returning({ id: timeslots.id });
      slotIds.push(...rows.map((row) => row.id));
    }
    // The bench's own code: 10 % off like WELCOME10, with no limit, so no run ever uses it up.
    const { codes } = await createPromoDiscount(handle.db, ['BENCH10'], {
      name: 'Bench 10% off',
      identifierPrefix: 'BENCH',
      identifierLength: 2,
    });
    return { eventId: event.id, packageId: premium!.id, slotIds, code: { id: codes[0]!.id, text: 'BENCH10' } };
  } finally {
    await handle.close();
  }
}

export async function countBookings(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(registrations);
  return row?.n ?? 0;
}

/**
 * Grows the booking table to `total` rows with bookings like the benchmark's own (two persons each,
 * unpaid, spread over the bench slots), written in bulk by SQL, then sets the slots' counters to the
 * sum of their bookings, as the conditional UPDATE would have.
 */
export async function growBookingsHere(
  open: () => Promise<DatabaseHandle>,
  target: BookingTarget,
  total: number,
): Promise<number> {
  const handle = await open();
  try {
    const { db } = handle;
    const existing = await countBookings(db);
    const missing = total - existing;
    if (missing > 0) {
      const slotArray = `{${target.slotIds.join(',')}}`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          with grown as (
            insert into registrations (event_id, timeslot_id, package_id, first_name, last_name, gender,
              identification_number, date_of_birth, mobile_number, email, postal_code, address, region, status,
              reference_number, person_count, subtotal_amount, gst_amount, total_amount, amount_due, payment_due_at)
            select ${target.eventId}, (${slotArray}::int[])[1 + i % ${target.slotIds.length}::int], ${target.packageId},
              'Grown', 'Customer', 'female', 'G' || lpad(i::text, 7, '0') || 'X', '1985-04-12', '91234567',
              'grown' || i || '@example.com', '238801', '1 Orchard Road', 'central', 'pending_payment',
              'HS0001-' || lpad((i / 10000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'), 2,
              '236.00', '19.49', '236.00', '236.00', now() + interval '1 day'
            from generate_series(${existing + 1}::int, ${total}::int) as i
            returning id, identification_number)
          insert into participants (registration_id, first_name, last_name, gender, identification_number,
            date_of_birth, package_id, package_price, original_price)
          select id, 'Grown', 'Partner', 'Male', 'T' || substr(identification_number, 2), '1984-01-01',
            ${target.packageId}, '118.00', '118.00'
          from grown`);
        await tx.execute(sql`
          update timeslots t set current_attendees = counted.persons, current_bookings = counted.bookings
          from (select timeslot_id, sum(person_count)::int as persons, count(*)::int as bookings from registrations
                where status not in ('cancelled', 'expired') group by timeslot_id) as counted
          where t.id = counted.timeslot_id`);
      });
    }
    return await countBookings(db);
  } finally {
    await handle.close();
  }
}

export const INSIGHTS_EVENT_SLUG = 'bench-insights';
const INSIGHTS_REGIONS = ['north', 'south', 'east', 'west', 'central'];
/** Statuses of the insights bookings, one in twenty each step: mostly paid and done, some cancelled and missed. */
const INSIGHTS_STATUSES = [
  ...Array<string>(6).fill('paid'),
  ...Array<string>(6).fill('completed'),
  'confirmed',
  'confirmed',
  'pending_payment',
  'no_show',
  'cancelled',
  'cancelled',
  'expired',
  'paid',
];

/**
 * For the insights case: the demo catalogue and an event over every day of `year` (four slots a day,
 * regions in turn, one slot in ten blocked), holding `total` bookings of two persons spread over the
 * year; paid, completed and no-show bookings have a settled card payment on the day they
 * were made, cancelled ones a refunded payment and the refund's audit row. Written in bulk by SQL.
 */
export async function fillInsightsHere(
  open: () => Promise<DatabaseHandle>,
  year: number,
  total: number,
): Promise<number> {
  await prepareDatabaseHere(open);
  const handle = await open();
  try {
    const { db } = handle;
    const [premium] = await db.select({ id: packages.id }).from(packages).where(eq(packages.name, 'Premium'));
    const event = await createEvent(
      db,
      { slug: INSIGHTS_EVENT_SLUG, name: 'Bench insights' },
      { packageIds: [premium!.id], config: { configType: 'manual', slotsPerTimeslot: 100, maxAttendees: 100_000 } },
    );
    const regions = `{${INSIGHTS_REGIONS.join(',')}}`;
    const statuses = `{${INSIGHTS_STATUSES.join(',')}}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into event_dates (event_id, date)
        select ${event.id}, d::date from generate_series(${`${year}-01-01`}::date, ${`${year}-12-31`}::date, interval '1 day') as d`);
      await tx.execute(sql`
        insert into timeslots (event_date_id, time, region, max_attendees, is_available)
        select ed.id, t.time, (${regions}::text[])[1 + (ed.id + t.n) % 5], 100000, (ed.id + t.n) % 10 <> 0
        from event_dates ed, (values (0, '08:00'), (1, '10:00'), (2, '13:00'), (3, '15:00')) as t(n, time)
        where ed.event_id = ${event.id}`);
      await tx.execute(sql`
        with slot as (
          select ts.id, row_number() over (order by ed.date, ts.time) - 1 as n, ed.date
          from timeslots ts join event_dates ed on ed.id = ts.event_date_id where ed.event_id = ${event.id}
        ), grown as (
          insert into registrations (event_id, timeslot_id, package_id, first_name, last_name, gender,
            identification_number, date_of_birth, mobile_number, email, postal_code, address, region, status,
            reference_number, person_count, subtotal_amount, gst_amount, total_amount, amount_due, created_at)
          select ${event.id}, slot.id, ${premium!.id}, 'Insight', 'Customer', 'female',
            'I' || lpad(i::text, 7, '0') || 'X', '1985-04-12', '91234567', 'insight' || i || '@example.com',
            '238801', '1 Orchard Road', 'central', (${statuses}::text[])[1 + i % 20],
            'HS0002-' || lpad((i / 10000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'), 2,
            '118.00', '10.62', '128.62', '0.00', slot.date - 7 + interval '9 hours' + (i % 600) * interval '1 minute'
          from generate_series(0, ${total - 1}::int) as i
          join slot on slot.n = i % (select count(*) from slot)
          returning id, status, identification_number, created_at)
        , people as (
          insert into participants (registration_id, first_name, last_name, gender, identification_number,
            date_of_birth, package_id, package_price, original_price, is_primary)
          select id, 'Insight', 'Partner', 'male', 'T' || substr(identification_number, 2), '1984-01-01', ${premium!.id},
            '118.00', '118.00', false
          from grown)
        , paid as (
          insert into payments (registration_id, transaction_id, gateway, method, status, amount, created_at)
          select id, 'bench-' || id, 'simulated', 'card', case when status = 'cancelled' then 'refunded' else 'settled' end,
            '128.62', created_at
          from grown where status in ('paid', 'completed', 'no_show', 'cancelled')
          returning registration_id, transaction_id, status, created_at)
        insert into audit_log (actor, action, entity, entity_id, changes, created_at)
        select 'system', 'refund', 'registration', registration_id::text,
          jsonb_build_object('transactionId', transaction_id, 'gateway', 'simulated', 'amount', '128.62', 'refunded', true),
          created_at + interval '2 days'
        from paid where status = 'refunded'`);
    });
    // As the server's jobs leave a database between two folds of the tallies (every minute): folded,
    // then a busy minute's writes since (1,000 visits marked done, each booking and its household
    // moved, so 4,000 rows of changes not yet folded), then statistics and pages marked all-visible.
    await rollUpBookingTallies(db);
    await db.execute(sql`
      update registrations set status = 'completed'
      where id in (select id from registrations where event_id = ${event.id} and status = 'paid' limit 1000)`);
    await db.execute(sql`vacuum analyze`);
    return await countBookings(db);
  } finally {
    await handle.close();
  }
}

export const fillInsights = (database: BenchDatabase, year: number, total: number) =>
  runTask<number>(database, 'insights', { year, total });
