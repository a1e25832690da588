import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Jobs that run once a day whatever the number of instances (DESIGN §8.3 retention): an instance
 * claims the day's run by moving `runningUntil` forward in one UPDATE, so no two run at once, and a
 * run that dies is taken over once its lease ends.
 */
export const dailyJobRuns = pgTable('daily_job_runs', {
  name: text('name').primaryKey(),
  // The Singapore day of the last run that finished.
  lastRunOn: date('last_run_on', { mode: 'string' }),
  runningUntil: timestamp('running_until', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
