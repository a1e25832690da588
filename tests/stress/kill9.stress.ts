import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { createEvent } from '../../src/server/db/factories';
import { packages } from '../../src/server/db/schema/events';
import { eventDates, timeslots } from '../../src/server/db/schema/timeslots';
import { seedDemoData, seedReferenceData } from '../../src/server/db/seed';
import { bookingRequest, householdMember } from '../../src/server/testing/bookings';
import { freshDataDir, freshPostgresDatabase, requestJson, type ServerProcess, startServerProcess } from './harness';
import { expectCountersMatchBookings, rowsOf } from './invariants';

// SIGKILL in the middle of a stream of bookings, on the embedded database and on PostgreSQL: no drain,
// no shutdown hook. After a restart every booking that was acknowledged (201) is there with what the
// answer said, none is there twice (a retry with its Idempotency-Key answers the first result), and
// every slot's counters are the sum of its bookings.

const WORKERS = 8;
/** The stream stops by itself after this many requests or this long, whichever comes first. */
const MAX_REQUESTS = 600;
const MAX_STREAM_MS = 20_000;
/** The kill comes once this many bookings were acknowledged (or when the stream ends). */
const KILL_AFTER_ACKS = 40;

interface Attempt {
  key: string;
  body: ReturnType<typeof bookingRequest>;
  /** 201 with the booking, another status, or null when the connection died with the server. */
  status: number | null;
  id?: string;
  reference?: string;
}

interface Target {
  label: string;
  env: Record<string, string>;
  /** Opens the database in this process (embedded: only while no server holds it). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

const targets: { label: string; make: () => Promise<Target> }[] = [
  {
    label: 'embedded database',
    make: async () => {
      const dir = freshDataDir('hs-kill9-');
      return {
        label: 'embedded',
        env: { DATA_DIR: dir.dir },
        open: () => openDatabase({ kind: 'pglite', dataDir: dir.dir }),
        dispose: async () => dir.remove(),
      };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          label: 'PostgreSQL',
          make: async (): Promise<Target> => {
            const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
            return {
              label: 'postgres',
              env: { DATABASE_URL: database.url },
              open: () => openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 }),
              dispose: database.drop,
            };
          },
        },
      ]
    : []),
];

const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const dispose of disposers.reverse()) await dispose().catch(() => {});
});

/** The database as the server would set it up, plus a manual event with five roomy slots. */
async function prepare(target: Target) {
  const handle = await target.open();
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    await seedDemoData(handle.db, testConfig());
    const [premium] = await handle.db
      .select({ id: packages.id })
      .from(packages)
      .where(sql`${packages.name} = 'Premium'`);
    const event = await createEvent(
      handle.db,
      { slug: 'crash-test' },
      { packageIds: [premium!.id], config: { configType: 'manual', slotsPerTimeslot: 1000, bufferHours: 0 } },
    );
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const [eventDate] = await handle.db.insert(eventDates).values({ eventId: event.id, date }).returning();
    const slots = await handle.db
      .insert(timeslots)
      .values(
        ['08:00', '10:00', '12:00', '14:00', '16:00'].map((time) => ({
          eventDateId: eventDate!.id,
          time,
          maxAttendees: 5000,
        })),
      )
      .returning({ id: timeslots.id });
    return { eventId: event.id, packageId: premium!.id, slotIds: slots.map((slot) => slot.id) };
  } finally {
    await handle.close();
  }
}

const serverEnv = (target: Target) => ({
  ...target.env,
  BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'stress-password-1',
  LOG_LEVEL: 'warn',
});

async function post(server: ServerProcess, attempt: Attempt): Promise<void> {
  try {
    const res = await requestJson(server.baseUrl, 'POST', '/api/registrations', attempt.body, {
      'idempotency-key': attempt.key,
    });
    attempt.status = res.status;
    if (res.status === 201) {
      attempt.id = res.json.data.id;
      attempt.reference = res.json.data.reference_number;
    }
  } catch {
    attempt.status = null;
  }
}

describe.each(targets)('kill -9 during a stream of bookings, $label', ({ make }) => {
  it('loses no acknowledged booking and doubles none', async () => {
    const target = await make();
    disposers.push(target.dispose);
    const fixture = await prepare(target);
    let server = await startServerProcess({ env: serverEnv(target) });
    disposers.push(() => server.stop());

    // The stream: WORKERS clients, each booking one after another (some with a household member).
    const attempts: Attempt[] = [];
    let acked = 0;
    let stop = false;
    const started = Date.now();
    const killed = (async () => {
      while (!stop && acked < KILL_AFTER_ACKS && Date.now() - started < MAX_STREAM_MS) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Mid-stream: every worker has a request in flight.
      await server.kill9();
      stop = true;
    })();
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        while (!stop && attempts.length < MAX_REQUESTS) {
          const n = attempts.length;
          const body = bookingRequest({
            eventId: fixture.eventId,
            packageId: fixture.packageId,
            timeslotId: fixture.slotIds[(n + worker) % fixture.slotIds.length]!,
            participants: n % 3 === 0 ? [householdMember(fixture.packageId)] : undefined,
          });
          const attempt: Attempt = { key: randomUUID(), body, status: null };
          attempts.push(attempt);
          await post(server, attempt);
          if (attempt.status === 201) acked += 1;
        }
      }),
    );
    await killed;
    const acknowledged = attempts.filter((attempt) => attempt.status === 201);
    const unknown = attempts.filter((attempt) => attempt.status === null);
    console.log(
      `${target.label}: ${attempts.length} requests, ${acknowledged.length} acknowledged, ${unknown.length} cut off by the kill`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(attempts.filter((attempt) => attempt.status !== null && attempt.status !== 201)).toEqual([]);

    // The restart recovers the database the kill left (embedded: its WAL; the lock of the dead process).
    server = await startServerProcess({ env: serverEnv(target) });
    // A look-up by reference finds what the answer said (look-ups are limited per client: a few).
    for (const attempt of acknowledged.slice(-5)) {
      const res = await requestJson(server.baseUrl, 'GET', `/api/registrations/lookup/${attempt.reference}`);
      expect(res.status).toBe(200);
      expect(res.json.data.id).toBe(attempt.id);
    }
    // A client that retries with its key gets the first result, for those it heard of and those it did not.
    for (const attempt of [...acknowledged.slice(0, 10), ...unknown]) {
      const res = await requestJson(server.baseUrl, 'POST', '/api/registrations', attempt.body, {
        'idempotency-key': attempt.key,
      });
      expect(res.status).toBe(201);
      if (attempt.id) expect(res.json.data.id).toBe(attempt.id);
    }
    await server.stop();

    const handle = await target.open();
    try {
      const ids = attempts.map((attempt) => attempt.body.identificationNumber);
      const stored = rowsOf<{ identification_number: string; n: number }>(
        await handle.db.execute(sql`
          select identification_number, count(*)::int as n from registrations
          where event_id = ${fixture.eventId} group by identification_number`),
      );
      // None twice, and exactly one for each request: acknowledged, or retried after the restart.
      expect(stored.filter((row) => row.n !== 1)).toEqual([]);
      expect(stored.map((row) => row.identification_number).sort()).toEqual(
        [...acknowledged, ...unknown].map((attempt) => attempt.body.identificationNumber).sort(),
      );
      expect(new Set(ids).size).toBe(ids.length);
      // Every acknowledged booking is there, with the id and reference its answer gave.
      const byId = new Map(
        rowsOf<{ id: string; reference_number: string }>(
          await handle.db.execute(
            sql`select id, reference_number from registrations where event_id = ${fixture.eventId}`,
          ),
        ).map((row) => [row.id, row.reference_number]),
      );
      expect(acknowledged.filter((attempt) => byId.get(attempt.id!) !== attempt.reference)).toEqual([]);
      await expectCountersMatchBookings(handle.db);
    } finally {
      await handle.close();
    }
  });
});
