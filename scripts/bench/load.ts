import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx and connection errors: a case with any is reported, not hidden in the figures. */
  failures: number;
  statusCounts: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  connections: number;
  /** Requests in all: the run ends after this many answers (and never runs longer than `maxSeconds`). */
  amount: number;
  /** A fresh JSON body for request i (bookings: a distinct customer each). */
  body?: (i: number) => unknown;
  maxSeconds?: number;
}

/** A bounded autocannon run against one URL on loopback. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  if (target.hostname !== '127.0.0.1') throw new Error('the benchmark loads loopback servers only');
  let next = 0;
  const makeBody = options.body;
  // autocannon's own duration is in whole seconds; a bounded run is timed here instead.
  const started = performance.now();
  const result = await autocannon({
    url: target.origin,
    connections: options.connections,
    amount: options.amount,
    duration: options.maxSeconds ?? 120,
    timeout: 30,
    requests: [
      {
        method: options.method ?? 'GET',
        path: `${target.pathname}${target.search}`,
        headers: makeBody ? { 'content-type': 'application/json' } : {},
        ...(makeBody
          ? {
              setupRequest: (request: Record<string, unknown>) => {
                request.body = JSON.stringify(makeBody(next++));
                return request;
              },
            }
          : {}),
      },
    ],
  } as autocannon.Options);
  const seconds = (performance.now() - started) / 1000;
  const statusCounts: Record<string, number> = {};
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number | string }> }).statusCodeStats;
  for (const [status, { count }] of Object.entries(stats ?? {})) statusCounts[status] = Number(count);
  const answered = result.requests.total;
  return {
    requests: answered,
    rps: seconds > 0 ? answered / seconds : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    statusCounts,
  };
}
