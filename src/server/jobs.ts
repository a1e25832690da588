import type { FastifyBaseLogger } from 'fastify';
import { errorLogFields } from './log-fields';

export interface RecurringJob {
  name: string;
  intervalMs: number;
  run(now: Date): Promise<number>;
}

/**
 * Runs each job at its interval in this process. Jobs are safe with several instances (they claim
 * their rows with SKIP LOCKED), so every instance runs them and nothing coordinates who does. A run
 * that fails is logged and tried again at the next interval; runs of one job never overlap.
 */
export function startRecurringJobs(jobs: RecurringJob[], log: FastifyBaseLogger): { stop(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = job
        .run(new Date())
        .then((count) => {
          if (count > 0) log.info({ job: job.name, count }, 'job done');
        })
        .catch((error: unknown) => log.error({ job: job.name, ...errorLogFields(error) }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
