/**
 * npm run bench: the product server as its own process (compiled, as `npm start` runs it) against a
 * bare baseline on the same database (scripts/bench/baseline-server.ts) and, for cached reads, a bare
 * server answering the product's own answers from buffers (scripts/bench/ceiling-server.ts); loaded by
 * a generator in its own process (scripts/bench/load-worker.ts) for fixed-duration windows timed from
 * the first request to the last answer. Every case alternates product and reference three times
 * (A-B-A-B-A-B) and reports medians with their spread, statements per request (pg_stat_statements,
 * PostgreSQL) and server CPU per request. On the embedded database and, with BENCH_DATABASE_URL, on
 * PostgreSQL (a fresh database per run, dropped afterwards); then the gzip size of what the first pages
 * load and Lighthouse on them. Prints the tables and writes bench/results/latest.json.
 *
 *   npm run bench
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_SECONDS=3 BENCH_LIGHTHOUSE=0 npm run bench     # short windows, no Lighthouse (working on the bench)
 *   BENCH_CPU_PROF=1 npm run bench                       # V8 profiles of the product under bench/profiles
 *   BENCH_CASES=insights BENCH_EMBEDDED=0 BENCH_DATABASE_URL=... npm run bench   # the insights case alone
 *   BENCH_CASES=templates npm run bench                  # the templates case alone (scripts/bench/templates.ts)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, type ServerProcess } from '../tests/stress/harness';
import { type BundleSize, measureBundles } from './bench/bundles';
import {
  BOOKING_CONNECTIONS,
  captureAnswers,
  closed,
  HOME_EVENT_SLUG,
  MEMBER_POOL_SIZE,
  MIXED_BOOKINGS_PER_SECOND,
  MIXED_READS_PER_SECOND,
  materialiseSlots,
  OPEN_RATE,
  OPEN_SECONDS,
  open,
  READ_CONNECTIONS,
  type ReadUrls,
  ROUNDS,
  readBodies,
  readPaths,
  SECONDS,
  startBaseline,
  startCeiling,
  startProduct,
  WARMUP_SECONDS,
} from './bench/cases';
import type { BookingVariant } from './bench/customers';
import {
  type BenchDatabase,
  type BookingTarget,
  createBenchDatabase,
  growBookings,
  prepareDatabase,
  verifyCustomers,
} from './bench/database';
import { benchInsights, type InsightsResult } from './bench/insights';
import { type LighthouseScore, runLighthouse } from './bench/lighthouse';
import { runWindow, StatementCounter, type WindowResult } from './bench/load';
import type { StreamSpec } from './bench/load-worker';
import { type CaseResult, printReport, writeResults } from './bench/report';
import { benchTemplates, type TemplatesResult } from './bench/templates';

/** Bookings already stored when the booking cases start: a table that is not empty. */
const STORED_BOOKINGS = 10_000;
const BOOKING_VARIANTS: { variant: BookingVariant; name: string }[] = [
  { variant: 'key', name: 'bookings, Idempotency-Key' },
  { variant: 'code', name: 'bookings, key + discount code' },
  { variant: 'member', name: 'bookings, key + recent verification' },
];

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function withServer<T>(start: () => Promise<ServerProcess>, use: (server: ServerProcess) => Promise<T>) {
  const server = await start();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** Customer serials: a fresh range per window, so no customer meets the caps on live bookings. */
let nextSerial = 1_000_000;
const serialRange = () => {
  const base = nextSerial;
  nextSerial += 100_000;
  return base;
};

interface Collected {
  cases: Map<string, CaseResult>;
  mismatches: string[];
  /** The product's read answers per database, compared with the baseline's (the same rows). */
  productBodies: Map<string, Record<string, string>>;
}

function record(
  collected: Collected,
  database: BenchDatabase['label'],
  name: string,
  side: 'product' | 'reference',
  referenceName: CaseResult['referenceName'],
  result: WindowResult,
) {
  const id = `${database} ${name}`;
  const entry: CaseResult = collected.cases.get(id) ?? { name, database, referenceName, product: [], reference: [] };
  entry[side].push(result);
  collected.cases.set(id, entry);
}

async function benchDatabase(database: BenchDatabase, collected: Collected) {
  const target: BookingTarget = prepareDatabase(database);
  growBookings(database, target, STORED_BOOKINGS);
  const counter = database.postgres
    ? await StatementCounter.open(database.postgres.serverUrl, database.postgres.name)
    : null;
  const answersDir = mkdtempSync(path.join(tmpdir(), 'hs-bench-ceiling-'));
  const answersFile = path.join(answersDir, 'answers.json');
  const label = database.label;
  let urls: ReadUrls | null = null;
  const measure = (server: ServerProcess, streams: StreamSpec[], seconds = SECONDS) =>
    runWindow(
      { baseUrl: server.baseUrl, streams, warmupSeconds: WARMUP_SECONDS, seconds },
      { serverPid: server.pid, statements: counter },
    );
  const bookingStream = (variant: BookingVariant, serialBase: number) =>
    closed('bookings', BOOKING_CONNECTIONS, {
      type: 'booking',
      target,
      variant,
      serialBase,
      memberPoolSize: MEMBER_POOL_SIZE,
    });
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      log(`${label} round ${round}/${ROUNDS}: product, read cache off`);
      await withServer(
        () => startProduct(database, { PUBLIC_READ_CACHE_MS: '0' }),
        async (server) => {
          if (!urls) {
            urls = await materialiseSlots(server);
            collected.productBodies.set(label, await readBodies(server, urls));
          }
          const reads = closed('reads', READ_CONNECTIONS, { type: 'get', paths: readPaths(urls) });
          record(collected, label, 'reads uncached', 'product', 'baseline', await measure(server, [reads]));
        },
      );
      // The member case's customers, verified just before the sessions that book them (15 minutes' reuse).
      const productMemberBase = serialRange();
      const baselineMemberBase = serialRange();
      verifyCustomers(database, [
        { base: productMemberBase, size: MEMBER_POOL_SIZE },
        { base: baselineMemberBase, size: MEMBER_POOL_SIZE },
      ]);
      log(`${label} round ${round}/${ROUNDS}: product`);
      await withServer(
        () => startProduct(database),
        async (server) => {
          const reads = closed('reads', READ_CONNECTIONS, { type: 'get', paths: readPaths(urls!) });
          if (round === 1) await captureAnswers(server, urls!, answersFile);
          record(collected, label, 'reads cached', 'product', 'ceiling', await measure(server, [reads]));
          for (const { variant, name } of BOOKING_VARIANTS) {
            const base = variant === 'member' ? productMemberBase : serialRange();
            record(
              collected,
              label,
              name,
              'product',
              'baseline',
              await measure(server, [bookingStream(variant, base)]),
            );
          }
          const mixed = [
            open('reads', MIXED_READS_PER_SECOND, { type: 'get', paths: readPaths(urls!) }),
            open('bookings', MIXED_BOOKINGS_PER_SECOND, {
              type: 'booking',
              target,
              variant: 'key',
              serialBase: serialRange(),
            }),
          ];
          record(collected, label, 'mixed', 'product', null, await measure(server, mixed));
        },
      );
      log(`${label} round ${round}/${ROUNDS}: ceiling (precomputed answers)`);
      await withServer(
        () => startCeiling(answersFile),
        async (server) => {
          const reads = closed('reads', READ_CONNECTIONS, { type: 'get', paths: readPaths(urls!) });
          record(collected, label, 'reads cached', 'reference', 'ceiling', await measure(server, [reads]));
        },
      );
      log(`${label} round ${round}/${ROUNDS}: baseline`);
      await withServer(
        () => startBaseline(database),
        async (server) => {
          if (round === 1) {
            const baselineBodies = await readBodies(server, urls!);
            const productBodies = collected.productBodies.get(label) ?? {};
            for (const key of Object.keys(baselineBodies)) {
              if (baselineBodies[key] !== productBodies[key]) collected.mismatches.push(`${label} ${key}`);
            }
          }
          const reads = closed('reads', READ_CONNECTIONS, { type: 'get', paths: readPaths(urls!) });
          record(collected, label, 'reads uncached', 'reference', 'baseline', await measure(server, [reads]));
          for (const { variant, name } of BOOKING_VARIANTS) {
            const base = variant === 'member' ? baselineMemberBase : serialRange();
            record(
              collected,
              label,
              name,
              'reference',
              'baseline',
              await measure(server, [bookingStream(variant, base)]),
            );
          }
        },
      );
    }
    const openLoop = (serialBase: number) => [
      open('bookings', OPEN_RATE, { type: 'booking', target, variant: 'key', serialBase }),
    ];
    const openName = `bookings open loop, ${OPEN_RATE}/s offered`;
    log(`${label}: open loop, ${OPEN_RATE} bookings/s for ${OPEN_SECONDS} s, product then baseline`);
    await withServer(
      () => startProduct(database),
      async (server) => {
        record(
          collected,
          label,
          openName,
          'product',
          'baseline',
          await measure(server, openLoop(serialRange()), OPEN_SECONDS),
        );
      },
    );
    await withServer(
      () => startBaseline(database),
      async (server) => {
        record(
          collected,
          label,
          openName,
          'reference',
          'baseline',
          await measure(server, openLoop(serialRange()), OPEN_SECONDS),
        );
      },
    );
  } finally {
    await counter?.close();
    rmSync(answersDir, { recursive: true, force: true });
  }
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

const LIGHTHOUSE_RUNS = 3;

/** Lighthouse three times per page; the run with the median performance score is kept, with the spread. */
async function lighthouse(): Promise<LighthouseScore[]> {
  if (process.env.BENCH_LIGHTHOUSE === '0') return [];
  const database = await createBenchDatabase(undefined);
  try {
    return await withServer(
      () => startProduct(database),
      async (server) => {
        const scores: LighthouseScore[] = [];
        for (const route of ['/', `/events/${HOME_EVENT_SLUG}`]) {
          const runs: LighthouseScore[] = [];
          for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
            log(`lighthouse ${route} (${run}/${LIGHTHOUSE_RUNS})`);
            runs.push(await runLighthouse(`${server.baseUrl}${route}`, route));
          }
          runs.sort((a, b) => a.performance - b.performance);
          const median = runs[Math.floor(runs.length / 2)]!;
          scores.push({ ...median, performanceRuns: runs.map((score) => score.performance) });
        }
        return scores;
      },
    );
  } finally {
    await database.dispose();
  }
}

/** What one database costs in wall time, roughly: windows, warm-ups and server starts. */
function expectedSeconds(databases: number): number {
  // Server starts (migrations, seed check, about 20 s each on a busy machine) weigh as much as short windows.
  const window = SECONDS + WARMUP_SECONDS + 1.5;
  const perRound = 9 * window + 4 * 20;
  const openLoop = 2 * (OPEN_SECONDS + WARMUP_SECONDS + 20);
  const lighthouseSeconds = process.env.BENCH_LIGHTHOUSE === '0' ? 0 : 6 * 25 + 20;
  const templatesSeconds = ROUNDS * 2 * SECONDS + 60;
  return databases * (ROUNDS * perRound + openLoop + 60) + lighthouseSeconds + templatesSeconds + 30;
}

async function main() {
  const started = Date.now();
  const load = loadavg().map((value) => Number(value.toFixed(2)));
  // BENCH_EMBEDDED=0 leaves the embedded database out (PostgreSQL only, while working on the bench).
  const serverUrls = [undefined, process.env.BENCH_DATABASE_URL].filter((url, index) =>
    index === 0 ? process.env.BENCH_EMBEDDED !== '0' : url,
  );
  log(
    `load average ${load.join(', ')}; ${SECONDS} s windows after ${WARMUP_SECONDS} s warm-ups, ${ROUNDS} rounds; ` +
      `expected about ${Math.ceil(expectedSeconds(serverUrls.length) / 60)} minutes`,
  );
  build();
  // BENCH_CASES=insights: only the insights case (staff's GET /api/admin/insights over 100,000 bookings).
  const onlyInsights = process.env.BENCH_CASES === 'insights';
  // BENCH_CASES=templates: only the templates case (renders, runaway templates stopped, the server meanwhile).
  const onlyTemplates = process.env.BENCH_CASES === 'templates';
  const insights: InsightsResult[] = [];
  for (const serverUrl of onlyTemplates ? [] : serverUrls) {
    const database = await createBenchDatabase(serverUrl);
    try {
      insights.push(...(await benchInsights(database, log)));
    } finally {
      await database.dispose();
    }
  }
  if (!onlyTemplates) console.table(insights);
  if (onlyInsights) return;
  // On the embedded database only: the engine is not what a render or a stop costs.
  const templates: TemplatesResult[] = [];
  const templatesDatabase = await createBenchDatabase(undefined);
  try {
    templates.push(...(await benchTemplates(templatesDatabase, log)));
  } finally {
    await templatesDatabase.dispose();
  }
  console.table(templates);
  if (onlyTemplates) return;
  const bundles: BundleSize[] = measureBundles();
  const collected: Collected = { cases: new Map(), mismatches: [], productBodies: new Map() };
  for (const serverUrl of serverUrls) {
    const database = await createBenchDatabase(serverUrl);
    try {
      await benchDatabase(database, collected);
    } finally {
      await database.dispose();
    }
  }
  const scores = await lighthouse();
  const seconds = Math.round((Date.now() - started) / 1000);
  const report = {
    cases: [...collected.cases.values()],
    bundles,
    lighthouse: scores,
    mismatches: collected.mismatches,
    insights,
    templates,
    loadAverage: load,
    seconds,
    settings: {
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      rounds: ROUNDS,
      readConnections: READ_CONNECTIONS,
      bookingConnections: BOOKING_CONNECTIONS,
      mixedReadsPerSecond: MIXED_READS_PER_SECOND,
      mixedBookingsPerSecond: MIXED_BOOKINGS_PER_SECOND,
      openRatePerSecond: OPEN_RATE,
      openSeconds: OPEN_SECONDS,
    },
  };
  printReport(report);
  writeResults(path.join(ROOT, 'bench/results/latest.json'), report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
