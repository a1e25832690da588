import { PARTS_OF_DAY, type PartOfDay, type RosterDuty } from '@domain/roster/schemas';
import { addDaysToIsoDate, formatDateLabel, isIsoDate, weekdayOfIsoDate } from '@domain/shared/dates';
import { REGION_NAMES, type RegionName } from '@domain/timeslots/regions';

// The roster's week (DESIGN §8.12): Monday to Sunday, each day's duties by region.

/** When a duty is, as staff read it. */
export const PART_OF_DAY_LABELS: Readonly<Record<PartOfDay, string>> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  day: 'Whole day',
};

export const PART_OF_DAY_HINT = 'Morning: visits before noon. Afternoon: visits from noon. Whole day: both.';

/** A part of day's label; one the page does not know as given. */
export const partOfDayLabel = (partOfDay: string) => PART_OF_DAY_LABELS[partOfDay as PartOfDay] ?? partOfDay;

/** The Monday of the week (Monday to Sunday) a day 'yyyy-MM-dd' falls in. */
export function mondayOf(isoDate: string): string {
  // 0 = Sunday: Sunday goes back six days, Monday none.
  return addDaysToIsoDate(isoDate, -((weekdayOfIsoDate(isoDate) + 6) % 7));
}

/** The seven days of the week that starts on a Monday. */
export const weekDays = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, day) => addDaysToIsoDate(monday, day));

/** The week the address asks for (?week=, any day of it), else this week. Always its Monday. */
export function weekFrom(search: URLSearchParams, today: string): string {
  const asked = search.get('week');
  return mondayOf(asked && isIsoDate(asked) ? asked : today);
}

/** 'Mon, 7 Dec': a day of the week's columns. */
export const dayLabel = (isoDate: string) => formatDateLabel(isoDate).replace(/ \d{4}$/, '');

/** '7 Dec – 13 Dec 2026', or across a year '28 Dec 2026 – 3 Jan 2027'. */
export function weekLabel(monday: string): string {
  const sunday = addDaysToIsoDate(monday, 6);
  const short = (isoDate: string) => formatDateLabel(isoDate).replace(/^\w+, /, '');
  const start = monday.slice(0, 4) === sunday.slice(0, 4) ? short(monday).replace(/ \d{4}$/, '') : short(monday);
  return `${start} – ${short(sunday)}`;
}

const partRank = (partOfDay: string) => {
  const rank = (PARTS_OF_DAY as readonly string[]).indexOf(partOfDay);
  return rank === -1 ? PARTS_OF_DAY.length : rank;
};

/** A cell's duties: the morning first, then the afternoon, then the whole day; by name within each. */
export function sortDuties(duties: readonly RosterDuty[]): RosterDuty[] {
  return [...duties].sort(
    (a, b) =>
      partRank(a.partOfDay) - partRank(b.partOfDay) || a.displayName.localeCompare(b.displayName) || a.id - b.id,
  );
}

/** The regions the week shows: the five of the slots, then any other a duty names. */
export function rosterRegions(duties: readonly RosterDuty[]): string[] {
  const known = REGION_NAMES as readonly string[];
  const others = [...new Set(duties.map((duty) => duty.region).filter((region) => !known.includes(region)))].sort();
  return [...REGION_NAMES, ...others];
}

/** The duties of one region on one day, in the cell's order. */
export function dutiesOf(duties: readonly RosterDuty[], region: RegionName | string, date: string): RosterDuty[] {
  return sortDuties(duties.filter((duty) => duty.region === region && duty.date === date));
}

/** '3 duties this week', '1 duty this week', 'No duties this week yet'. */
export function dutyCountText(count: number): string {
  if (count === 0) return 'No duties this week yet';
  return `${count} ${count === 1 ? 'duty' : 'duties'} this week`;
}
