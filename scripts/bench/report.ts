import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../tests/stress/harness';
import type { BundleSize } from './bundles';
import type { LighthouseScore } from './lighthouse';
import type { WindowResult } from './load';
import type { StreamResult } from './load-worker';

/** One case on one database: the product's windows and its reference's (baseline or ceiling), in run order. */
export interface CaseResult {
  name: string;
  database: 'embedded' | 'postgresql';
  referenceName: 'baseline' | 'ceiling' | null;
  product: WindowResult[];
  reference: WindowResult[];
}

export interface Report {
  cases: CaseResult[];
  bundles: BundleSize[];
  lighthouse: LighthouseScore[];
  mismatches: string[];
  loadAverage: number[];
  seconds: number;
  settings: Record<string, number>;
}

/** The targets of docs/benchmarks.md (DESIGN §8.8). */
export const TARGETS = {
  uncachedReadRatio: 0.8,
  cachedReadShareOfCeiling: 0.5,
  bookingRatio: 0.7,
  statementsPerBooking: 5,
  openLoopP99Ms: 100,
  homeJsGzipBytes: 130_000,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
};

interface Spread {
  median: number;
  min: number;
  max: number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function spread(values: (number | null)[]): Spread | null {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length === 0) return null;
  const sorted = [...known].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median: round(median, 2), min: round(sorted[0]!, 2), max: round(sorted[sorted.length - 1]!, 2) };
}

const answered = (window: WindowResult) => window.streams.reduce((sum, stream) => sum + stream.answered, 0);
const stream = (window: WindowResult, name: string): StreamResult | undefined =>
  window.streams.find((s) => s.name === name) ?? window.streams[0];

/** Medians and spreads of one side of a case (the first stream, or the named one of a mixed run). */
export function summarise(windows: WindowResult[], streamName?: string) {
  const streams = windows.map((window) => (streamName ? stream(window, streamName) : window.streams[0])!);
  const hits = streams.map((s) =>
    s.cacheHits === null ? null : s.cacheHits / Math.max(1, s.cacheHits + (s.cacheMisses ?? 0)),
  );
  return {
    windows: windows.length,
    rps: spread(streams.map((s) => s.rps)),
    p50Ms: spread(streams.map((s) => s.p50Ms)),
    p99Ms: spread(streams.map((s) => s.p99Ms)),
    answered: streams.map((s) => s.answered),
    windowMs: streams.map((s) => s.windowMs),
    failures: streams.reduce((sum, s) => sum + s.failures, 0),
    statusCounts: streams.map((s) => s.statusCounts),
    cacheHitRate: spread(hits),
    offered: streams.map((s) => s.offered ?? null),
    // Per request of every stream of the window (a mixed run's reads and bookings together).
    statementsPerRequest: spread(
      windows.map((w) => (w.statements === null ? null : w.statements / Math.max(1, answered(w)))),
    ),
    serverCpuMsPerRequest: spread(
      windows.map((w) => (w.serverCpuMs === null ? null : w.serverCpuMs / Math.max(1, answered(w)))),
    ),
    generatorCpuMsPerRequest: spread(windows.map((w) => w.generatorCpuMs / Math.max(1, answered(w)))),
  };
}

type Summary = ReturnType<typeof summarise>;

export interface Target {
  name: string;
  measured: number | null;
  target: number;
  met: boolean;
}

const ratioOf = (c: CaseResult) => {
  const product = summarise(c.product).rps?.median ?? 0;
  const reference = summarise(c.reference).rps?.median ?? 0;
  return reference > 0 ? round(product / reference, 2) : null;
};

/** Every target of the issue as `{ name, measured, target, met }`; a figure not measured is not met. */
export function targetsOf(report: Pick<Report, 'cases' | 'bundles' | 'lighthouse'>): Target[] {
  const targets: Target[] = [];
  const atLeast = (name: string, measured: number | null, target: number) =>
    targets.push({ name, measured, target, met: measured !== null && measured >= target });
  const atMost = (name: string, measured: number | null, target: number) =>
    targets.push({ name, measured, target, met: measured !== null && measured <= target });
  for (const c of report.cases) {
    const where = `${c.name} (${c.database})`;
    if (c.name === 'reads uncached') atLeast(`${where}: ÷ baseline req/s`, ratioOf(c), TARGETS.uncachedReadRatio);
    else if (c.name === 'reads cached')
      atLeast(`${where}: ÷ ceiling req/s`, ratioOf(c), TARGETS.cachedReadShareOfCeiling);
    else if (c.name.startsWith('bookings,')) {
      atLeast(`${where}: ÷ baseline req/s`, ratioOf(c), TARGETS.bookingRatio);
      if (c.database === 'postgresql') {
        atMost(
          `${where}: statements per booking`,
          summarise(c.product).statementsPerRequest?.median ?? null,
          TARGETS.statementsPerBooking,
        );
      }
    } else if (c.name.startsWith('bookings open loop') && c.database === 'postgresql') {
      atMost(`${where}: p99 ms`, summarise(c.product).p99Ms?.median ?? null, TARGETS.openLoopP99Ms);
    }
  }
  const home = report.bundles.find((bundle) => bundle.route === '/');
  if (home) atMost('/ first-load JavaScript, gzip bytes', home.jsGzipBytes, TARGETS.homeJsGzipBytes);
  for (const score of report.lighthouse) {
    atLeast(
      `Lighthouse mobile performance ${score.route} (median of 3)`,
      score.performance,
      TARGETS.lighthousePerformance,
    );
    atLeast(`Lighthouse accessibility ${score.route}`, score.accessibility, TARGETS.lighthouseAccessibility);
  }
  return targets;
}

const fmt = (s: Spread | null, digits = 0) =>
  s ? `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})` : 'n/a';

function caseRows(c: CaseResult) {
  const rows: Record<string, string | number>[] = [];
  const side = (who: string, summary: Summary, label = c.name) => ({
    case: label,
    db: c.database === 'embedded' ? 'embedded' : 'pg',
    side: who,
    'req/s': fmt(summary.rps),
    'p50 ms': fmt(summary.p50Ms, 1),
    'p99 ms': fmt(summary.p99Ms, 1),
    'stmt/req': summary.statementsPerRequest ? summary.statementsPerRequest.median.toFixed(2) : 'n/a',
    'cpu ms/req': summary.serverCpuMsPerRequest ? summary.serverCpuMsPerRequest.median.toFixed(2) : 'n/a',
    'gen ms/req': summary.generatorCpuMsPerRequest ? summary.generatorCpuMsPerRequest.median.toFixed(2) : 'n/a',
    hit: summary.cacheHitRate ? `${Math.round(summary.cacheHitRate.median * 100)} %` : 'n/a',
    fail: summary.failures,
  });
  if (c.name === 'mixed') {
    rows.push(side('product', summarise(c.product, 'reads'), 'mixed: reads'));
    rows.push(side('product', summarise(c.product, 'bookings'), 'mixed: bookings'));
    return rows;
  }
  rows.push(side('product', summarise(c.product)));
  if (c.reference.length) rows.push(side(c.referenceName ?? 'reference', summarise(c.reference)));
  return rows;
}

export function printReport(report: Report) {
  console.log(
    `\nAPI over HTTP, median (min–max) of ${report.settings.rounds} windows of ${report.settings.seconds} s each side, ` +
      `load average at start ${report.loadAverage.join(', ')}`,
  );
  console.log('  stmt/req: pg_stat_statements calls per answered request (PostgreSQL; n/a on the embedded database,');
  console.log(
    "  which runs inside the server process); cpu ms/req: server process CPU; gen ms/req: the load generator's.",
  );
  console.table(report.cases.flatMap(caseRows));
  for (const c of report.cases) {
    for (const [who, windows] of [
      ['product', c.product],
      [c.referenceName ?? 'reference', c.reference],
    ] as const) {
      const failures = windows.flatMap((w) => w.streams).filter((s) => s.failures > 0);
      for (const s of failures) {
        console.log(`  ${c.database} ${c.name} ${who} ${s.name}: ${JSON.stringify(s.statusCounts)}`);
      }
    }
  }
  if (report.mismatches.length)
    console.log(`  baseline answers differ from the product's: ${report.mismatches.join(', ')}`);
  else console.log('  the baseline answered the same rows as the product for every read');

  console.log('\nWhat the first visit of a page loads (gzip, entry + static imports + the lazy route)');
  console.table(
    report.bundles.map((bundle) => ({
      route: bundle.route,
      files: bundle.files,
      'JS gzip B': bundle.jsGzipBytes,
      'CSS gzip B': bundle.cssGzipBytes,
    })),
  );
  if (report.lighthouse.length) {
    console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU slow-down), the median of 3 runs');
    console.table(
      report.lighthouse.map((score) => ({
        route: score.route,
        performance: score.performance,
        runs: (score.performanceRuns ?? []).join(', '),
        accessibility: score.accessibility,
        ...score.metrics,
      })),
    );
  }
  console.log('\nTargets');
  for (const t of targetsOf(report)) {
    console.log(`  ${t.met ? 'met   ' : 'MISSED'} ${t.name}: ${t.measured ?? 'n/a'} (target ${t.target})`);
  }
  console.log(`\n${report.seconds} s`);
}

export function writeResults(file: string, report: Report) {
  const json = {
    ranAt: new Date().toISOString(),
    loadAverage: report.loadAverage,
    seconds: report.seconds,
    settings: report.settings,
    targets: targetsOf(report),
    cases: report.cases.map((c) => ({
      name: c.name,
      database: c.database,
      reference: c.referenceName,
      ratio: c.reference.length ? ratioOf(c) : null,
      ...(c.name === 'mixed'
        ? { reads: summarise(c.product, 'reads'), bookings: summarise(c.product, 'bookings') }
        : { product: summarise(c.product), [c.referenceName ?? 'reference']: summarise(c.reference) }),
    })),
    mismatches: report.mismatches,
    bundles: report.bundles.map((bundle) => ({
      route: bundle.route,
      jsGzipBytes: bundle.jsGzipBytes,
      cssGzipBytes: bundle.cssGzipBytes,
    })),
    lighthouse: report.lighthouse,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  // In the repository's own format, so that `npm run lint` passes on the committed results.
  spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', file], { cwd: ROOT, stdio: 'ignore' });
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
