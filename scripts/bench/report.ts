import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../tests/stress/harness';
import type { BundleSize } from './bundles';
import { COUNTS, type Measured } from './cases';
import type { LighthouseScore } from './lighthouse';

export interface CaseResult {
  name: string;
  database: 'embedded' | 'postgresql';
  product: Measured;
  baseline: Measured;
}

/** The targets of the README's benchmark section. */
export const TARGETS = {
  readRatio: 0.8,
  bookingRatio: 0.7,
  bookingP99Ms: 100,
  /** Bookings on 10,000 rows at least this share of the rate on 10 (flat cost per booking). */
  grownBookingShare: 0.8,
  homeJsGzipBytes: 130_000,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
};

const ratio = (c: CaseResult) => (c.baseline.rps > 0 ? c.product.rps / c.baseline.rps : 0);
const isBooking = (c: CaseResult) => c.name.startsWith('POST');
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Which targets each figure meets, as lines of the report. */
function checkTargets(cases: CaseResult[], bundles: BundleSize[], lighthouse: LighthouseScore[]): string[] {
  const lines: string[] = [];
  const mark = (met: boolean) => (met ? 'met   ' : 'MISSED');
  for (const c of cases) {
    const r = ratio(c);
    if (isBooking(c)) {
      lines.push(
        `${mark(r >= TARGETS.bookingRatio)} ${c.database} ${c.name}: ratio ${r.toFixed(2)} (target ≥ ${TARGETS.bookingRatio})`,
      );
      lines.push(
        `${mark(c.product.p99Ms < TARGETS.bookingP99Ms)} ${c.database} ${c.name}: p99 ${c.product.p99Ms} ms at 50 connections (target < ${TARGETS.bookingP99Ms} ms)`,
      );
    } else {
      lines.push(
        `${mark(r >= TARGETS.readRatio)} ${c.database} ${c.name}: ratio ${r.toFixed(2)} (target ≥ ${TARGETS.readRatio})`,
      );
    }
  }
  for (const database of new Set(cases.map((c) => c.database))) {
    const bookings = cases.filter((c) => c.database === database && isBooking(c));
    if (bookings.length === 2) {
      const share = bookings[1]!.product.rps / bookings[0]!.product.rps;
      lines.push(
        `${mark(share >= TARGETS.grownBookingShare)} ${database} bookings on 10,000 rows: ${Math.round(share * 100)} % of the rate on 10 (target ≥ ${TARGETS.grownBookingShare * 100} %)`,
      );
    }
  }
  const home = bundles.find((bundle) => bundle.route === '/');
  if (home) {
    lines.push(
      `${mark(home.jsGzipBytes <= TARGETS.homeJsGzipBytes)} / loads ${home.jsGzipBytes.toLocaleString('en')} B of gzip JavaScript (target ≤ ${TARGETS.homeJsGzipBytes.toLocaleString('en')} B)`,
    );
  }
  for (const score of lighthouse) {
    lines.push(
      `${mark(score.performance >= TARGETS.lighthousePerformance)} Lighthouse mobile performance ${score.route}: ${score.performance} (target ≥ ${TARGETS.lighthousePerformance})`,
    );
    lines.push(
      `${mark(score.accessibility >= TARGETS.lighthouseAccessibility)} Lighthouse accessibility ${score.route}: ${score.accessibility} (target ${TARGETS.lighthouseAccessibility})${score.failedAccessibilityAudits.length ? `; failed: ${score.failedAccessibilityAudits.join(', ')}` : ''}`,
    );
  }
  return lines;
}

export function printReport(report: {
  cases: CaseResult[];
  bundles: BundleSize[];
  lighthouse: LighthouseScore[];
  mismatches: string[];
  loadAverage: number[];
  seconds: number;
}) {
  console.log(
    `\nAPI over HTTP: product server vs bare Fastify baseline on the same database (load average at start ${report.loadAverage.join(', ')})`,
  );
  console.table(
    report.cases.map((c) => ({
      case: c.name,
      database: c.database,
      'req/s': Math.round(c.product.rps),
      'p50 ms': c.product.p50Ms,
      'p99 ms': c.product.p99Ms,
      'base req/s': Math.round(c.baseline.rps),
      'base p50': c.baseline.p50Ms,
      'base p99': c.baseline.p99Ms,
      ratio: round(ratio(c), 2),
      failures: c.product.failures + c.baseline.failures,
    })),
  );
  const failed = report.cases.filter((c) => c.product.failures + c.baseline.failures > 0);
  for (const c of failed) {
    console.log(
      `  ${c.database} ${c.name}: product ${JSON.stringify(c.product.statusCounts)}, baseline ${JSON.stringify(c.baseline.statusCounts)}`,
    );
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
    console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU slow-down)');
    console.table(
      report.lighthouse.map((score) => ({
        route: score.route,
        performance: score.performance,
        accessibility: score.accessibility,
        ...score.metrics,
      })),
    );
  }
  console.log('\nTargets');
  for (const line of checkTargets(report.cases, report.bundles, report.lighthouse)) console.log(`  ${line}`);
  console.log(`\n${report.seconds} s`);
}

export function writeResults(
  file: string,
  report: {
    cases: CaseResult[];
    bundles: BundleSize[];
    lighthouse: LighthouseScore[];
    loadAverage: number[];
    seconds: number;
  },
) {
  const json = {
    ranAt: new Date().toISOString(),
    loadAverage: report.loadAverage,
    seconds: report.seconds,
    cases: report.cases.map((c) => ({
      name: c.name,
      database: c.database,
      rps: Math.round(c.product.rps),
      baselineRps: Math.round(c.baseline.rps),
      ratio: round(ratio(c), 2),
      p50Ms: c.product.p50Ms,
      p99Ms: c.product.p99Ms,
      baselineP50Ms: c.baseline.p50Ms,
      baselineP99Ms: c.baseline.p99Ms,
      requests: c.product.requests,
      connections: isBooking(c) ? COUNTS.booking.connections : COUNTS.read.connections,
      failures: c.product.failures + c.baseline.failures,
    })),
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
