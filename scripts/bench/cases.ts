import { requestJson, type ServerProcess, startServerProcess } from '../../tests/stress/harness';
import type { BenchDatabase, BookingTarget } from './database';
import { bookingBody } from './database';
import { type LoadResult, runLoad } from './load';

/** Requests per case; BENCH_SCALE (e.g. 0.05) shrinks every count while the bench is being worked on. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (n: number, connections: number) => Math.max(connections, Math.round(n * SCALE));

export const COUNTS = {
  read: { amount: scaled(3000, 10), warmup: scaled(300, 10), connections: 10 },
  booking: { amount: scaled(1500, 50), warmup: scaled(100, 50), connections: 50 },
};

export const HOME_EVENT_SLUG = 'home-health-screening';
export const POSTAL_CODES = ['238801', '018956', '560123', '460123', '640123'];

export type Side = 'product' | 'baseline';

export interface Measured extends LoadResult {
  warmup: number;
}

/**
 * The product server, compiled, as `npm start` runs it (dist/server/main.js, built by the bench first),
 * with bookings per client unthrottled for the bench.
 */
export function startProduct(database: BenchDatabase): Promise<ServerProcess> {
  const profile = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [];
  return startServerProcess({
    env: {
      ...database.env,
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000000',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-password-1',
      LOG_LEVEL: 'warn',
    },
    script: 'dist/server/main.js',
    nodeArgs: profile,
  });
}

export function startBaseline(database: BenchDatabase): Promise<ServerProcess> {
  return startServerProcess({ env: { ...database.env }, script: 'scripts/bench/baseline-server.ts' });
}

export interface ReadUrls {
  events: string;
  event: string;
  postalCode: string;
}

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
  return {
    events: '/api/events',
    event: `/api/events/${HOME_EVENT_SLUG}`,
    postalCode: `/api/timeslots/postal-code?postalCode=${POSTAL_CODES[0]}&eventId=${home.json.data.id}`,
  };
}

export async function measureRead(server: ServerProcess, path: string): Promise<Measured> {
  const url = `${server.baseUrl}${path}`;
  const { amount, warmup, connections } = COUNTS.read;
  await runLoad({ url, connections, amount: warmup });
  return { ...(await runLoad({ url, connections, amount })), warmup };
}

export async function measureBookings(server: ServerProcess, target: BookingTarget): Promise<Measured> {
  const url = `${server.baseUrl}/api/registrations`;
  const { amount, warmup, connections } = COUNTS.booking;
  const body = bookingBody(target);
  await runLoad({ url, method: 'POST', connections, amount: warmup, body });
  return { ...(await runLoad({ url, method: 'POST', connections, amount, body })), warmup };
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
