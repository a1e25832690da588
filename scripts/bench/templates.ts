import { performance } from 'node:perf_hooks';
import { DEFAULT_CONFIRMATION_TEMPLATE } from '../../src/server/db/email-defaults';
import { sampleBooking } from '../../src/server/features/notifications/samples';
import {
  RENDER_TIMEOUT_MS,
  renderTemplate,
  TemplateStoppedError,
} from '../../src/server/features/notifications/templates';
import { templateVariables } from '../../src/server/features/notifications/variables';
import type { ServerProcess } from '../../tests/stress/harness';
import { ROUNDS, SECONDS, startProduct } from './cases';
import type { BenchDatabase } from './database';

// The templates case (DESIGN §8.2): what running staff templates in a process of their own costs, and
// what a runaway template costs the server; the speed figures the template tests leave out (they
// assert what was stopped and what answered, which holds on a busy machine). Each figure beside its
// reference in the same run, alternating A-B-A-B-A-B:
// - a render of the stock confirmation email in the warm template process, beside the same program
//   run in this process (renderTemplate's `trusted`: the bare baseline, no process and no limits);
// - a template that loops, from the render to its stop, beside the limit (RENDER_TIMEOUT_MS);
// - /api/health of the product server while staff save a template that loops (each save refused once
//   the template is stopped), beside /api/health while nothing renders.

const RENDERS = Number(process.env.BENCH_TEMPLATE_RENDERS ?? 200);
const STOPS = Number(process.env.BENCH_TEMPLATE_STOPS ?? 5);
/** A template that holds its render until stopped: a chain of promises, as a mistake or an attack writes it. */
const RUNAWAY = '<% Promise.resolve().then(function f() { return Promise.resolve().then(f) }) %>';

export interface TemplatesResult {
  case: string;
  side: 'product' | 'reference';
  /** The reference's name: in this process (baseline), the limit, or the server idle. */
  against: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

function summary(name: string, side: TemplatesResult['side'], against: string, times: number[]): TemplatesResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    case: name,
    side,
    against,
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

async function timed(times: number[], run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  times.push(performance.now() - started);
}

/** Renders of the stock confirmation email: in the template process, and in this process. */
async function renders(log: (message: string) => void): Promise<TemplatesResult[]> {
  const variables = templateVariables(sampleBooking('confirmation', new Date()), {
    publicBaseUrl: 'http://localhost:5000',
  });
  // Warm: the process started, the program compiled (each side keeps it).
  await renderTemplate(DEFAULT_CONFIRMATION_TEMPLATE, variables);
  await renderTemplate(DEFAULT_CONFIRMATION_TEMPLATE, variables, 'html', { trusted: true });
  const inProcess: number[] = [];
  const inThisProcess: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    log(`templates round ${round}/${ROUNDS}: ${RENDERS} renders in the template process, then in this one`);
    for (let i = 0; i < RENDERS; i += 1) {
      await timed(inProcess, () => renderTemplate(DEFAULT_CONFIRMATION_TEMPLATE, variables));
    }
    for (let i = 0; i < RENDERS; i += 1) {
      await timed(inThisProcess, () =>
        renderTemplate(DEFAULT_CONFIRMATION_TEMPLATE, variables, 'html', { trusted: true }),
      );
    }
  }
  return [
    summary('render, stock confirmation email', 'product', 'baseline', inProcess),
    summary('render, stock confirmation email', 'reference', 'baseline', inThisProcess),
  ];
}

/** Runaway templates, from the render to the stop. */
async function stops(log: (message: string) => void): Promise<TemplatesResult[]> {
  const times: number[] = [];
  log(`templates: ${STOPS * ROUNDS} runaway templates stopped`);
  for (let i = 0; i < STOPS * ROUNDS; i += 1) {
    await timed(times, async () => {
      const error = await renderTemplate(RUNAWAY, {}).then(
        () => null,
        (caught: unknown) => caught,
      );
      if (!(error instanceof TemplateStoppedError)) throw new Error(`the runaway template was not stopped: ${error}`);
    });
  }
  return [
    summary('runaway template, render to stop', 'product', 'limit', times),
    { ...summary('runaway template, render to stop', 'reference', 'limit', [RENDER_TIMEOUT_MS]), samples: 0 },
  ];
}

async function signIn(server: ServerProcess): Promise<Record<string, string>> {
  const res = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'bench-password-1' }),
  });
  if (res.status !== 200) throw new Error(`bench admin sign-in failed: ${res.status}`);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}` };
}

/** /api/health one request after another for `seconds`, each timed from request to last byte. */
async function probeHealth(server: ServerProcess, seconds: number, times: number[]) {
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    await timed(times, async () => {
      const res = await fetch(`${server.baseUrl}/api/health`);
      await res.text();
      if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
    });
  }
}

/** /api/health while staff save a runaway template, and while nothing renders. */
async function healthWhileStopping(
  database: BenchDatabase,
  log: (message: string) => void,
): Promise<TemplatesResult[]> {
  const server = await startProduct(database);
  try {
    const headers = await signIn(server);
    const list = await fetch(`${server.baseUrl}/api/admin/email-configs`, { headers });
    const configs = ((await list.json()) as { data: { id: number; configKey: string }[] }).data;
    const reminder = configs.find((config) => config.configKey === 'EMAIL_REMINDER_TEMPLATE');
    if (!reminder) throw new Error('no EMAIL_REMINDER_TEMPLATE to save');
    const whileStopping: number[] = [];
    const idle: number[] = [];
    let saves = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      log(`templates round ${round}/${ROUNDS}: /api/health while runaway templates are saved, then idle`);
      let saving = true;
      const saver = (async () => {
        while (saving) {
          const res = await fetch(`${server.baseUrl}/api/admin/email-configs/${reminder.id}`, {
            method: 'PATCH',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ configValue: RUNAWAY }),
          });
          const body = (await res.json()) as { message?: string };
          if (res.status !== 400 || !/Timed out|memory/.test(body.message ?? '')) {
            throw new Error(`a runaway template's save answered ${res.status}: ${body.message}`);
          }
          saves += 1;
        }
      })();
      try {
        await probeHealth(server, SECONDS, whileStopping);
      } finally {
        saving = false;
        await saver;
      }
      await probeHealth(server, SECONDS, idle);
    }
    log(`templates: ${saves} saves of a runaway template refused meanwhile`);
    return [
      summary('/api/health while templates are stopped', 'product', 'idle server', whileStopping),
      summary('/api/health while templates are stopped', 'reference', 'idle server', idle),
    ];
  } finally {
    await server.stop();
  }
}

export async function benchTemplates(
  database: BenchDatabase,
  log: (message: string) => void,
): Promise<TemplatesResult[]> {
  return [...(await renders(log)), ...(await stops(log)), ...(await healthWhileStopping(database, log))];
}
