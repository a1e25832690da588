import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../tests/chromium';
import { ROOT } from '../../tests/stress/harness';

export interface LighthouseScore {
  route: string;
  performance: number;
  accessibility: number;
  /** The metrics behind the performance score, in ms (CLS unitless). */
  metrics: Record<string, number>;
  /** Accessibility audits that failed (ids), to fix. */
  failedAccessibilityAudits: string[];
  /** Every run's performance score, lowest first (the score above is their median). */
  performanceRuns?: number[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
}

/**
 * Lighthouse (npm, its default mobile profile: a mid-range phone on slow 4G, simulated) on the
 * Chromium of tests/chromium.ts (CHROMIUM_PATH, the system one, else the npm one), which chrome-launcher
 * starts from CHROME_PATH. Performance and accessibility only.
 */
export async function runLighthouse(url: string, route: string): Promise<LighthouseScore> {
  const CHROME_PATH = await chromiumExecutablePath();
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(ROOT, 'node_modules/.bin/lighthouse'),
        [
          url,
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility',
          `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'].join(' ')}`,
          '--quiet',
        ],
        { cwd: ROOT, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr?.on('data', (data: Buffer) => {
        stderr += data.toString();
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`lighthouse exited with ${code}: ${stderr.slice(-2000)}`));
      });
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
    const metrics: Record<string, number> = {};
    for (const id of METRICS) {
      const value = report.audits[id]?.numericValue;
      if (value !== undefined)
        metrics[id] = id === 'cumulative-layout-shift' ? Number(value.toFixed(3)) : Math.round(value);
    }
    const failedAccessibilityAudits = (report.categories.accessibility?.auditRefs ?? [])
      .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map(({ id }) => id);
    return {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics,
      failedAccessibilityAudits,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
