import { performance } from 'node:perf_hooks';
import type { ServerProcess } from '../../tests/stress/harness';
import { startProduct } from './cases';
import { type BenchDatabase, fillInsights } from './database';

// The insights case (DESIGN §8.7): GET /api/admin/insights for a month and for a year of visit dates
// over 100,000 bookings, one request at a time after a warm-up, each timed from request to last byte.

export const INSIGHTS_BOOKINGS = Number(process.env.BENCH_INSIGHTS_BOOKINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 100);
const WARMUP_REQUESTS = 10;

export interface InsightsResult {
  database: BenchDatabase['label'];
  bookings: number;
  range: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'bench-password-1' }),
  });
  if (res.status !== 200) throw new Error(`bench admin sign-in failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function benchInsights(
  database: BenchDatabase,
  log: (message: string) => void,
): Promise<InsightsResult[]> {
  const year = new Date().getUTCFullYear();
  log(`${database.label}: insights, filling ${INSIGHTS_BOOKINGS} bookings over ${year}`);
  const bookings = fillInsights(database, year, INSIGHTS_BOOKINGS);
  const server = await startProduct(database);
  try {
    const token = await signIn(server);
    const ranges = { month: [`${year}-03-01`, `${year}-03-31`], year: [`${year}-01-01`, `${year}-12-31`] };
    const results: InsightsResult[] = [];
    for (const [range, [from, to]] of Object.entries(ranges)) {
      const url = `${server.baseUrl}/api/admin/insights?from=${from}&to=${to}`;
      const headers = { authorization: `Bearer ${token}` };
      const times: number[] = [];
      for (let i = 0; i < WARMUP_REQUESTS + REQUESTS; i += 1) {
        const started = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.text();
        const ms = performance.now() - started;
        if (res.status !== 200) throw new Error(`insights answered ${res.status}: ${body.slice(0, 200)}`);
        if (i >= WARMUP_REQUESTS) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const result = {
        database: database.label,
        bookings,
        range: `${range} (${from} to ${to})`,
        requests: REQUESTS,
        p50Ms: round(percentile(times, 50)),
        p99Ms: round(percentile(times, 99)),
        maxMs: round(times[times.length - 1]!),
      };
      log(`${database.label}: insights ${result.range}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
      results.push(result);
    }
    return results;
  } finally {
    await server.stop();
  }
}
