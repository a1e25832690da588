/**
 * In-process benchmarks of the API (app.inject on a fresh embedded database with demo data) and
 * the size of the JavaScript the home page loads. Bounded: a fixed number of requests per case.
 *   npm run bench            # embedded database
 *   TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createEvent } from '../src/server/db/factories';
import { eventDates, packages, timeslots } from '../src/server/db/schema';
import { createTestApp } from '../src/server/testing/test-app';

interface Case {
  name: string;
  requests: number;
  concurrency: number;
  run(i: number): Promise<number>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(c: Case) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: c.concurrency }, async () => {
      while (next < c.requests) {
        const i = next++;
        const t0 = performance.now();
        const status = await c.run(i);
        latencies.push(performance.now() - t0);
        if (status >= 400) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    case: c.name,
    requests: c.requests,
    'req/s': Math.round(c.requests / seconds),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    failures,
  };
}

function homePageJavaScriptSize() {
  const indexHtml = path.resolve('dist/client/index.html');
  if (!existsSync(indexHtml)) return null;
  const html = readFileSync(indexHtml, 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const body = readFileSync(path.join('dist/client', script));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, 'raw KiB': (raw / 1024).toFixed(1), 'gzip KiB': (gzip / 1024).toFixed(1) };
}

async function main() {
  const t = await createTestApp({ config: { LOG_LEVEL: 'silent' } });
  const { app } = t;
  const events = (await app.inject({ method: 'GET', url: '/api/events' })).json().data as {
    id: number;
    slug: string;
  }[];
  const eventId = events[0]!.id;
  const postalCodes = ['238801', '018956', '560123', '460123', '640123'];

  // Bookings need room: one manual slot, far ahead, that takes any number of visits.
  const packageRows = await t.db.select({ id: packages.id }).from(packages);
  const benchEvent = await createEvent(
    t.db,
    { slug: 'bench-event' },
    {
      packageIds: packageRows.map((row) => row.id),
      config: { configType: 'manual', slotsPerTimeslot: 1_000_000, bufferHours: 0 },
    },
  );
  const [benchDate] = await t.db.insert(eventDates).values({ eventId: benchEvent.id, date: '2027-06-01' }).returning();
  const [benchSlot] = await t.db
    .insert(timeslots)
    .values({ eventDateId: benchDate!.id, time: '09:00', maxAttendees: 1_000_000 })
    .returning();
  const booking = (i: number) => ({
    eventId: benchEvent.id,
    packageId: packageRows[0]!.id,
    timeslotId: benchSlot!.id,
    firstName: 'Bench',
    lastName: 'Customer',
    email: `bench${i}@example.com`,
    mobileNumber: '91234567',
    gender: 'female',
    identificationNumber: `S${String(1_000_000 + i).padStart(7, '0')}Z`,
    dateOfBirth: '1985-04-12',
    postalCode: '238801',
    address: '1 Orchard Road',
    participants: [
      {
        firstName: 'Bench',
        lastName: 'Partner',
        identificationNumber: `T${String(1_000_000 + i).padStart(7, '0')}Z`,
        dateOfBirth: '1984-01-01',
        gender: 'Male',
        packageId: packageRows[0]!.id,
      },
    ],
  });

  const cases: Case[] = [
    {
      name: 'GET /api/events',
      requests: 500,
      concurrency: 10,
      run: async () => (await app.inject({ method: 'GET', url: '/api/events' })).statusCode,
    },
    {
      name: 'GET /api/events/:slug',
      requests: 500,
      concurrency: 10,
      run: async () => (await app.inject({ method: 'GET', url: `/api/events/${events[0]!.slug}` })).statusCode,
    },
    {
      name: 'GET /api/timeslots/postal-code',
      requests: 500,
      concurrency: 10,
      run: async (i) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/timeslots/postal-code?postalCode=${postalCodes[i % postalCodes.length]}&eventId=${eventId}`,
          })
        ).statusCode,
    },
    {
      name: 'POST /api/registrations (2 persons)',
      requests: 300,
      concurrency: 10,
      run: async (i) =>
        (await app.inject({ method: 'POST', url: '/api/registrations', payload: booking(i) })).statusCode,
    },
  ];

  const results = [];
  for (const c of cases) results.push(await measure(c));
  console.log(`\nAPI, in-process, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`);
  console.table(results);
  const size = homePageJavaScriptSize();
  console.log('\nJavaScript loaded by / (run `npm run build` first):');
  console.table(size ? [size] : [{ note: 'dist/client not built' }]);
  await t.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
