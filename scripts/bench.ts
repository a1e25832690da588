/**
 * npm run bench: the product server as its own process (compiled, as `npm start` runs it), loaded over
 * HTTP by autocannon, against a bare Fastify baseline on the same database
 * (scripts/bench/baseline-server.ts), on the embedded database and, with BENCH_DATABASE_URL, on
 * PostgreSQL too (a fresh database per run, dropped afterwards); the gzip size of what the first pages
 * load; Lighthouse on them. Prints the table and writes
 * bench/results/latest.json. Every case is a bounded number of requests to loopback servers it started.
 *
 *   npm run bench
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_SCALE=0.05 BENCH_LIGHTHOUSE=0 npm run bench     # while working on the bench itself
 *   BENCH_CPU_PROF=1 npm run bench                         # V8 profiles of the product under bench/profiles
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ROOT, type ServerProcess } from '../tests/stress/harness';
import { type BundleSize, measureBundles } from './bench/bundles';
import {
  COUNTS,
  HOME_EVENT_SLUG,
  type Measured,
  materialiseSlots,
  measureBookings,
  measureRead,
  readBodies,
  startBaseline,
  startProduct,
} from './bench/cases';
import { type BenchDatabase, createBenchDatabase, growBookings, prepareDatabase } from './bench/database';
import { type LighthouseScore, runLighthouse } from './bench/lighthouse';
import { type CaseResult, printReport, writeResults } from './bench/report';

const GROWN_ROWS = 10_000;
const INITIAL_ROWS = 10;

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function withServer<T>(start: () => Promise<ServerProcess>, use: (server: ServerProcess) => Promise<T>) {
  const server = await start();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

async function benchDatabase(database: BenchDatabase): Promise<{ cases: CaseResult[]; mismatches: string[] }> {
  const target = await prepareDatabase(database);
  await growBookings(database, target, INITIAL_ROWS);
  const product: Record<string, Measured> = {};
  const baseline: Record<string, Measured> = {};
  const mismatches: string[] = [];
  const readNames = {
    events: 'GET /api/events',
    event: 'GET /api/events/{slug}',
    postalCode: 'GET /api/timeslots/postal-code',
  } as const;
  const bookingAtStart = `POST /api/registrations (${INITIAL_ROWS} rows)`;
  const bookingGrown = `POST /api/registrations (${GROWN_ROWS.toLocaleString('en')} rows)`;

  // Phase 1: reads and bookings on a small table, the product, then the baseline on what it left.
  log(`${database.label}: product, reads and bookings`);
  const { urls, productBodies } = await withServer(
    () => startProduct(database),
    async (server) => {
      const urls = await materialiseSlots(server);
      for (const [key, name] of Object.entries(readNames)) {
        product[name] = await measureRead(server, urls[key as keyof typeof urls]);
      }
      product[bookingAtStart] = await measureBookings(server, target);
      return { urls, productBodies: await readBodies(server, urls) };
    },
  );
  log(`${database.label}: baseline, reads and bookings`);
  await withServer(
    () => startBaseline(database),
    async (server) => {
      const baselineBodies = await readBodies(server, urls);
      for (const key of Object.keys(readNames)) {
        if (baselineBodies[key] !== productBodies[key]) mismatches.push(`${database.label} ${key}`);
      }
      for (const [key, name] of Object.entries(readNames)) {
        baseline[name] = await measureRead(server, urls[key as keyof typeof urls]);
      }
      baseline[bookingAtStart] = await measureBookings(server, target);
    },
  );

  // Phase 2: the same bookings once the table holds 10,000 (cost per booking must stay flat).
  const grownTo = await growBookings(database, target, GROWN_ROWS);
  log(`${database.label}: grown to ${grownTo} bookings; product and baseline bookings again`);
  await withServer(
    () => startProduct(database),
    async (server) => {
      product[bookingGrown] = await measureBookings(server, target);
    },
  );
  await withServer(
    () => startBaseline(database),
    async (server) => {
      baseline[bookingGrown] = await measureBookings(server, target);
    },
  );

  const cases = Object.keys(product).map((name) => ({
    name,
    database: database.label,
    product: product[name]!,
    baseline: baseline[name]!,
  }));
  return { cases, mismatches };
}

/** The web client and the compiled server, as `npm start` builds them (each only when its inputs changed). */
function build() {
  log('building the web client and the server (when their sources changed)');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the build failed');
}

async function lighthouse(): Promise<LighthouseScore[]> {
  if (process.env.BENCH_LIGHTHOUSE === '0') return [];
  const database = await createBenchDatabase(undefined);
  try {
    return await withServer(
      () => startProduct(database),
      async (server) => {
        const scores: LighthouseScore[] = [];
        for (const route of ['/', `/events/${HOME_EVENT_SLUG}`]) {
          log(`lighthouse ${route}`);
          scores.push(await runLighthouse(`${server.baseUrl}${route}`, route));
        }
        return scores;
      },
    );
  } finally {
    await database.dispose();
  }
}

async function main() {
  const started = Date.now();
  const load = loadavg().map((value) => Number(value.toFixed(2)));
  log(
    `load average ${load.join(', ')}; ${COUNTS.read.amount} requests per read, ${COUNTS.booking.amount} per booking case`,
  );
  build();
  const bundles: BundleSize[] = measureBundles();

  const cases: CaseResult[] = [];
  const mismatches: string[] = [];
  const targets = [undefined, process.env.BENCH_DATABASE_URL].filter((url, index) => index === 0 || url);
  for (const serverUrl of targets) {
    const database = await createBenchDatabase(serverUrl);
    try {
      const result = await benchDatabase(database);
      cases.push(...result.cases);
      mismatches.push(...result.mismatches);
    } finally {
      await database.dispose();
    }
  }
  const scores = await lighthouse();
  const seconds = Math.round((Date.now() - started) / 1000);
  printReport({ cases, bundles, lighthouse: scores, mismatches, loadAverage: load, seconds });
  writeResults(path.join(ROOT, 'bench/results/latest.json'), {
    cases,
    bundles,
    lighthouse: scores,
    loadAverage: load,
    seconds,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
