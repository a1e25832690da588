/**
 * The benchmark's load generator, in a process of its own (forked by scripts/bench/load.ts), so its
 * CPU is not the server's and the server's is not its. node:http with a keep-alive agent.
 *
 * Protocol over IPC: the parent sends `start` (the plan), the worker warms up and answers `ready`;
 * the parent takes its before-figures (server CPU, statements) and sends `go`; the worker runs the
 * measured window and answers `done` with its figures. Closed-loop streams keep N requests in flight
 * for D seconds; open-loop streams start requests at a fixed rate and time each from its intended
 * start, so a server that falls behind shows its queueing in the latencies (no coordinated omission).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BookingTarget, type BookingVariant, bookingBody, memberSerial } from './customers';

export type RequestSpec =
  | { type: 'get'; paths: string[] }
  | {
      type: 'booking';
      target: BookingTarget;
      variant: BookingVariant;
      /** First customer serial of this window (warm-up included); for `member`, the verified pool. */
      serialBase: number;
      memberPoolSize?: number;
    };

export type StreamSpec = { name: string; requests: RequestSpec } & (
  | { kind: 'closed'; connections: number }
  | { kind: 'open'; ratePerSecond: number }
);

export interface LoadPlan {
  baseUrl: string;
  streams: StreamSpec[];
  warmupSeconds: number;
  seconds: number;
}

export interface StreamResult {
  name: string;
  kind: 'closed' | 'open';
  /** Answers received (any status), and those outside 2xx or lost to a connection error. */
  answered: number;
  failures: number;
  statusCounts: Record<string, number>;
  /** From the first request sent to the last answer received, in ms. */
  windowMs: number;
  /** answered ÷ windowMs. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers carrying X-Cache: HIT / MISS (null when no answer carried the header). */
  cacheHits: number | null;
  cacheMisses: number | null;
  /** Open loop: requests offered, and the rate asked for. */
  offered?: number;
  ratePerSecond?: number;
}

export interface WorkerResult {
  streams: StreamResult[];
  /** The whole window (every stream): first request sent to last answer. */
  windowMs: number;
  /** This process's own CPU over the window (user + system), ms. */
  generatorCpuMs: number;
}

type Message = { type: 'start'; plan: LoadPlan } | { type: 'go' };

interface Tally {
  latencies: number[];
  statusCounts: Record<string, number>;
  failures: number;
  hits: number;
  misses: number;
  first: number;
  last: number;
  offered: number;
}

const newTally = (): Tally => ({
  latencies: [],
  statusCounts: {},
  failures: 0,
  hits: 0,
  misses: 0,
  first: Number.POSITIVE_INFINITY,
  last: 0,
  offered: 0,
});

/** One request factory per stream: request i of the stream (warm-up and window share the counter). */
function requestMaker(spec: RequestSpec) {
  let next = 0;
  return () => {
    const i = next++;
    if (spec.type === 'get') return { method: 'GET', path: spec.paths[i % spec.paths.length]!, body: null };
    const serial =
      spec.variant === 'member' ? memberSerial(spec.serialBase, spec.memberPoolSize ?? 1, i) : spec.serialBase + i;
    return {
      method: 'POST',
      path: '/api/registrations',
      body: JSON.stringify(bookingBody(spec.target, spec.variant, serial, i)),
    };
  };
}

function send(
  agent: http.Agent,
  base: URL,
  request: { method: string; path: string; body: string | null },
  startedAt: number,
  tally: Tally | null,
): Promise<void> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = {};
    if (request.body !== null) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(request.body);
      // As the wizard does: a fresh key on every booking.
      headers['idempotency-key'] = randomUUID();
    }
    if (tally) tally.first = Math.min(tally.first, performance.now());
    const finish = (status: string, cache?: string) => {
      if (tally) {
        const now = performance.now();
        tally.last = Math.max(tally.last, now);
        tally.latencies.push(now - startedAt);
        tally.statusCounts[status] = (tally.statusCounts[status] ?? 0) + 1;
        if (!status.startsWith('2')) tally.failures += 1;
        if (cache === 'HIT') tally.hits += 1;
        else if (cache === 'MISS') tally.misses += 1;
      }
      resolve();
    };
    const req = http.request(
      { host: base.hostname, port: base.port, method: request.method, path: request.path, agent, headers },
      (res) => {
        res.resume();
        res.on('end', () => finish(String(res.statusCode), res.headers['x-cache'] as string | undefined));
        res.on('error', () => finish('error'));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => finish('error'));
    req.end(request.body ?? undefined);
  });
}

async function runStream(
  agent: http.Agent,
  base: URL,
  stream: StreamSpec,
  next: ReturnType<typeof requestMaker>,
  seconds: number,
  tally: Tally | null,
) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  if (stream.kind === 'closed') {
    const loop = async () => {
      while (performance.now() < deadline) await send(agent, base, next(), performance.now(), tally);
    };
    await Promise.all(Array.from({ length: stream.connections }, loop));
    return;
  }
  const total = Math.round(stream.ratePerSecond * seconds);
  const pending: Promise<void>[] = [];
  for (let k = 0; k < total; k += 1) {
    const intended = started + (k * 1000) / stream.ratePerSecond;
    const wait = intended - performance.now();
    if (wait > 1) await sleep(wait);
    if (tally) tally.offered += 1;
    // Timed from when it should have started, however late the generator or the server is.
    pending.push(send(agent, base, next(), intended, tally));
  }
  await Promise.all(pending);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

function summarise(stream: StreamSpec, tally: Tally): StreamResult {
  const sorted = Float64Array.from(tally.latencies).sort();
  const answered = tally.latencies.length;
  const windowMs = answered > 0 ? tally.last - tally.first : 0;
  const hasCache = tally.hits + tally.misses > 0;
  return {
    name: stream.name,
    kind: stream.kind,
    answered,
    failures: tally.failures,
    statusCounts: tally.statusCounts,
    windowMs: round1(windowMs),
    rps: windowMs > 0 ? round1((answered * 1000) / windowMs) : 0,
    p50Ms: round1(percentile([...sorted], 0.5)),
    p99Ms: round1(percentile([...sorted], 0.99)),
    cacheHits: hasCache ? tally.hits : null,
    cacheMisses: hasCache ? tally.misses : null,
    ...(stream.kind === 'open' ? { offered: tally.offered, ratePerSecond: stream.ratePerSecond } : {}),
  };
}

let plan: LoadPlan | null = null;
let makers: ReturnType<typeof requestMaker>[] = [];
let agent: http.Agent | null = null;

process.on('message', (message: Message) => {
  void (async () => {
    if (message.type === 'start') {
      plan = message.plan;
      agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
      makers = plan.streams.map((stream) => requestMaker(stream.requests));
      const base = new URL(plan.baseUrl);
      if (plan.warmupSeconds > 0) {
        await Promise.all(
          plan.streams.map((stream, i) => runStream(agent!, base, stream, makers[i]!, plan!.warmupSeconds, null)),
        );
      }
      process.send?.({ type: 'ready' });
      return;
    }
    if (message.type === 'go' && plan && agent) {
      const base = new URL(plan.baseUrl);
      const tallies = plan.streams.map(newTally);
      const cpuBefore = process.cpuUsage();
      await Promise.all(
        plan.streams.map((stream, i) => runStream(agent!, base, stream, makers[i]!, plan!.seconds, tallies[i]!)),
      );
      const cpu = process.cpuUsage(cpuBefore);
      const first = Math.min(...tallies.map((t) => t.first));
      const last = Math.max(...tallies.map((t) => t.last));
      const result: WorkerResult = {
        streams: plan.streams.map((stream, i) => summarise(stream, tallies[i]!)),
        windowMs: round1(last - first),
        generatorCpuMs: round1((cpu.user + cpu.system) / 1000),
      };
      agent.destroy();
      process.send?.({ type: 'done', result }, () => process.exit(0));
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
