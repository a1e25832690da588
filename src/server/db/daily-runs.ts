import { todayInSingapore } from '@domain/shared/dates';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { dailyJobRuns } from './schema/jobs';

/** How long a claimed run may take before another instance may take it over (the first died). */
export const DAILY_RUN_LEASE_MS = 30 * 60_000;

export interface DailyRunClaim {
  /** The Singapore day the run is for. */
  day: string;
  leaseUntil: Date;
}

/**
 * Claims today's run of a daily job, or answers null when it ran today already or another instance is
 * running it. One UPDATE decides (the row lock serialises instances), so two never both win; a run
 * whose instance died is taken over once its lease ends.
 */
export async function claimDailyRun(db: Executor, name: string, now: Date): Promise<DailyRunClaim | null> {
  const day = todayInSingapore(now);
  const leaseUntil = new Date(now.getTime() + DAILY_RUN_LEASE_MS);
  await db.insert(dailyJobRuns).values({ name }).onConflictDoNothing();
  const claimed = await db
    .update(dailyJobRuns)
    .set({ runningUntil: leaseUntil })
    .where(
      sql`${dailyJobRuns.name} = ${name}
        and (${dailyJobRuns.lastRunOn} is null or ${dailyJobRuns.lastRunOn} < ${day})
        and (${dailyJobRuns.runningUntil} is null or ${dailyJobRuns.runningUntil} <= ${now})`,
    )
    .returning({ name: dailyJobRuns.name });
  return claimed.length > 0 ? { day, leaseUntil } : null;
}

/** Marks the claimed run done: nothing runs it again until the next Singapore day. */
export async function finishDailyRun(db: Executor, name: string, claim: DailyRunClaim, now: Date): Promise<void> {
  await db
    .update(dailyJobRuns)
    .set({ lastRunOn: claim.day, runningUntil: null, lastFinishedAt: now })
    .where(sql`${dailyJobRuns.name} = ${name}`);
}

/** Gives a failed run back at once, so the next tick tries again rather than waiting for the lease. */
export async function releaseDailyRun(db: Executor, name: string): Promise<void> {
  await db.update(dailyJobRuns).set({ runningUntil: null }).where(sql`${dailyJobRuns.name} = ${name}`);
}
