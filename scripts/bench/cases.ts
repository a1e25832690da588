import { writeFileSync } from 'node:fs';
import { requestJson, type ServerProcess, startServerProcess } from '../../tests/stress/harness';
import type { BenchDatabase } from './database';
import type { RequestSpec, StreamSpec } from './load-worker';

/** Measured seconds per window (BENCH_SECONDS, e.g. 3 while working on the bench), after a warm-up. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? Math.min(5, Math.max(1, SECONDS / 3)));
/** The open-loop run: 100 bookings/s offered for 20 s (shorter only when BENCH_SECONDS is). */
export const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? (SECONDS >= 15 ? 20 : SECONDS));
export const OPEN_RATE = 100;
/** Product and baseline alternate this many times for every case (A-B-A-B-A-B). */
export const ROUNDS = 3;
export const READ_CONNECTIONS = 10;
export const BOOKING_CONNECTIONS = 20;
/** The mixed run: reads offered at this rate, with 20 bookings/s. */
export const MIXED_READS_PER_SECOND = Number(process.env.BENCH_MIXED_READS_PER_SECOND ?? 200);
export const MIXED_BOOKINGS_PER_SECOND = 20;
/** Customers verified ahead of one member-case window: more than any window books (3 bookings each allowed). */
export const MEMBER_POOL_SIZE = Math.ceil(400 * (SECONDS + WARMUP_SECONDS));

export const HOME_EVENT_SLUG = 'home-health-screening';
/** The product's read cache age as the bench runs it (PUBLIC_READ_CACHE_MS's default). */
const READ_CACHE_AGE_MS = 1000;
export const POSTAL_CODES = ['238801', '018956', '560123', '460123', '640123'];

/** Far longer than any run: the outbox worker does not render or send during a measured window. */
const OUTBOX_OFF_MS = '2147483647';

/**
 * The product server, compiled, as `npm start` runs it (dist/server/main.js, built by the bench first),
 * with bookings per client unthrottled, the bot check off (CHALLENGE_AFTER_PER_HOUR=0, set by the
 * harness: the load comes from one address) and the outbox worker held back.
 */
export function startProduct(database: BenchDatabase, env: Record<string, string> = {}): Promise<ServerProcess> {
  const profile = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [];
  return startServerProcess({
    env: {
      ...database.env,
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000000',
      CHALLENGE_AFTER_PER_HOUR: '0',
      HOLDS_PER_NETWORK_PER_DAY: '0',
      EMAIL_WORKER_INTERVAL_MS: OUTBOX_OFF_MS,
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-password-1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    script: 'dist/server/main.js',
    nodeArgs: profile,
  });
}

export function startBaseline(database: BenchDatabase): Promise<ServerProcess> {
  return startServerProcess({ env: { ...database.env }, script: 'scripts/bench/baseline-server.ts' });
}

/** The bare server answering the product's captured read answers from buffers (the cached reads' ceiling). */
export function startCeiling(answersFile: string): Promise<ServerProcess> {
  return startServerProcess({ env: { BENCH_CEILING_ANSWERS: answersFile }, script: 'scripts/bench/ceiling-server.ts' });
}

export interface ReadUrls {
  events: string;
  event: string;
  postalCode: string;
}

export const readPaths = (urls: ReadUrls) => [urls.events, urls.event, urls.postalCode];

/**
 * Creates every auto-scheduled slot the look-ups offer (the first postal-code look-up of a region
 * writes them), so that the reads measure reading, and returns the read cases' URLs.
 */
export async function materialiseSlots(server: ServerProcess): Promise<ReadUrls> {
  const events = await requestJson(server.baseUrl, 'GET', '/api/events');
  const ids = (events.json.data as { id: number }[]).map((event) => event.id);
  for (const id of ids) {
    for (const postalCode of POSTAL_CODES) {
      const res = await requestJson(
        server.baseUrl,
        'GET',
        `/api/timeslots/postal-code?postalCode=${postalCode}&eventId=${id}`,
      );
      if (res.status !== 200) throw new Error(`materialising slots: ${res.status}`);
    }
  }
  const home = await requestJson(server.baseUrl, 'GET', `/api/events/${HOME_EVENT_SLUG}`);
  // Storing planned slots is no change a read cache drops for (the event list names a planned slot
  // without its id until the list is read again): the answers compared with the baseline's and
  // captured for the ceiling are read once the cached list has aged out.
  await new Promise((resolve) => setTimeout(resolve, READ_CACHE_AGE_MS + 500));
  return {
    events: '/api/events',
    event: `/api/events/${HOME_EVENT_SLUG}`,
    postalCode: `/api/timeslots/postal-code?postalCode=${POSTAL_CODES[0]}&eventId=${home.json.data.id}`,
  };
}

/** Headers that belong to one connection or one moment, recomputed by the ceiling server. */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The product's answers to the reads (as the generator asks: no Accept-Encoding), for the ceiling server. */
export async function captureAnswers(server: ServerProcess, urls: ReadUrls, file: string): Promise<void> {
  const captured: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const path of readPaths(urls)) {
    const res = await fetch(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!PER_ANSWER_HEADERS.has(name)) headers[name] = value;
    });
    captured[path] = { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  writeFileSync(file, JSON.stringify(captured));
}

/** The same rows in the same order-insensitive shape: arrays of records sorted by id, keys sorted. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    const id = (item: unknown) => (item && typeof item === 'object' && 'id' in item ? String(item.id) : '');
    return items.every((item) => id(item) !== '')
      ? [...items].sort((a, b) => id(a).localeCompare(id(b), 'en', { numeric: true }))
      : items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export async function readBodies(server: ServerProcess, urls: ReadUrls): Promise<Record<string, string>> {
  const bodies: Record<string, string> = {};
  for (const [name, path] of Object.entries(urls)) {
    const res = await requestJson(server.baseUrl, 'GET', path);
    bodies[name] = JSON.stringify(canonical(res.json.data));
  }
  return bodies;
}

export const closed = (name: string, connections: number, requests: RequestSpec): StreamSpec => ({
  name,
  kind: 'closed',
  connections,
  requests,
});
export const open = (name: string, ratePerSecond: number, requests: RequestSpec): StreamSpec => ({
  name,
  kind: 'open',
  ratePerSecond,
  requests,
});
