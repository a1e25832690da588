import { todayInSingapore } from '@domain/shared/dates';
import { and, count, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { publicHolidays } from '../../db/schema/timeslots';

export const missingHolidaysMessage = (year: number) =>
  `No public holidays recorded for ${year}: auto-scheduled visits may fall on holidays. Add them in the admin area.`;

/**
 * Auto-scheduled visits skip the dates in public_holidays, and only the gazetted years are seeded. Run at
 * start: when next calendar year (Singapore time) has no holiday recorded, logs a warning so an
 * operator adds them before visits are scheduled into that year. Returns the year it warned about.
 */
export async function warnIfNextYearHasNoHolidays(options: {
  db: Executor;
  now: Date;
  log: { warn(message: string): void };
}): Promise<number | null> {
  const year = Number(todayInSingapore(options.now).slice(0, 4)) + 1;
  const [row] = await options.db
    .select({ n: count() })
    .from(publicHolidays)
    .where(and(gte(publicHolidays.date, `${year}-01-01`), lte(publicHolidays.date, `${year}-12-31`)));
  if ((row?.n ?? 0) > 0) return null;
  options.log.warn(missingHolidaysMessage(year));
  return year;
}
