import { addDaysToIsoDate, singaporeDateTime, todayInSingapore, weekdayOfIsoDate } from '@domain/shared/dates';
import { type RegionName, regionTimesOn } from '@domain/timeslots/regions';

/** How far ahead the walk looks for dates with an offered slot. */
export const MAX_SLOT_SCAN_DAYS = 366;

export interface RegionSlot {
  /** Singapore date 'yyyy-MM-dd'. */
  date: string;
  /** Singapore start time 'HH:mm'. */
  time: string;
}

export interface UpcomingRegionSlotsOptions {
  region: RegionName;
  now: Date;
  /** Minimum lead time between now and a slot's start. */
  bufferHours: number;
  /** How many dates (with at least one offered slot) to return. */
  numDates: number;
  /** Public holidays, 'yyyy-MM-dd'. */
  holidays: ReadonlySet<string>;
}

/**
 * The region's slots on its weekdays, from today (Singapore) forward, that start at least
 * bufferHours after now and are not on a public holiday; the first numDates dates that
 * have any, sorted by date then time.
 */
export function upcomingRegionSlots(opts: UpcomingRegionSlotsOptions): RegionSlot[] {
  const { region, now, bufferHours, numDates, holidays } = opts;
  const result: RegionSlot[] = [];
  if (!(numDates >= 1)) return result;
  const earliestStart = now.getTime() + Math.max(0, bufferHours) * 60 * 60 * 1000;

  let date = todayInSingapore(now);
  let datesFound = 0;
  for (let scanned = 0; scanned < MAX_SLOT_SCAN_DAYS && datesFound < numDates; scanned += 1) {
    if (!holidays.has(date)) {
      const times = [...regionTimesOn(region, weekdayOfIsoDate(date))].sort();
      const offered = times.filter((time) => singaporeDateTime(date, time).getTime() >= earliestStart);
      if (offered.length > 0) {
        datesFound += 1;
        for (const time of offered) result.push({ date, time });
      }
    }
    date = addDaysToIsoDate(date, 1);
  }
  return result;
}
