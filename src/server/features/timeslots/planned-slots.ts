import { formatDateLabel, formatTimeLabel, singaporeDateTime } from '@domain/shared/dates';
import type { RegionName } from '@domain/timeslots/regions';
import { type RegionSlot, upcomingRegionSlots } from '@domain/timeslots/slots';

// What the schedule offers an auto-scheduled event in a region depends only on the region, the
// event's lead time and number of dates, the holidays and the clock; the catalogue reads ask for it
// on every request. It is worked out once per change of those inputs (they are part of the key, read
// with the request's own query, so another instance's change is never missed) and kept while the
// clock cannot change it: until the first planned slot passes its lead time (decision 014).

const HOUR_MS = 60 * 60 * 1000;
/** Regions × schedules × holiday lists in use are few; past this the memo starts again. */
const MAX_PLANS = 500;

interface Plan {
  slots: readonly RegionSlot[];
  /** The clock this plan was worked out at: an earlier clock (a test's) may be offered more. */
  from: number;
  /** The last instant at which the first planned slot is still offered. */
  until: number;
}

const plans = new Map<string, Plan>();

export interface PlanInputs {
  region: RegionName;
  now: Date;
  /** Singapore date of `now`, 'yyyy-MM-dd' (the walk starts there). */
  today: string;
  bufferHours: number;
  numDates: number;
  holidays: ReadonlySet<string>;
  /** Names the holiday list (its JSON text): equal keys, equal lists. */
  holidaysKey: string;
}

/** upcomingRegionSlots, worked out once per change of its inputs. The result is shared: do not change it. */
export function plannedRegionSlots(inputs: PlanInputs): readonly RegionSlot[] {
  const key = `${inputs.region}|${inputs.bufferHours}|${inputs.numDates}|${inputs.today}|${inputs.holidaysKey}`;
  const at = inputs.now.getTime();
  const known = plans.get(key);
  if (known && known.from <= at && at <= known.until) return known.slots;
  const slots = upcomingRegionSlots({
    region: inputs.region,
    now: inputs.now,
    bufferHours: inputs.bufferHours,
    numDates: inputs.numDates,
    holidays: inputs.holidays,
  });
  const [first] = slots;
  // Slots only ever drop out as the clock moves on, the earliest first; the dates after it follow.
  const until = first
    ? singaporeDateTime(first.date, first.time).getTime() - Math.max(0, inputs.bufferHours) * HOUR_MS
    : Number.POSITIVE_INFINITY;
  if (plans.size >= MAX_PLANS) plans.clear();
  plans.set(key, { slots, from: at, until });
  return slots;
}

/** `compute` of each distinct text, worked out once (at most MAX_PLANS kept, then all dropped). */
function memoised<T>(compute: (text: string) => T): (text: string) => T {
  const results = new Map<string, T>();
  return (text) => {
    let result = results.get(text);
    if (result === undefined) {
      if (results.size >= MAX_PLANS) results.clear();
      result = compute(text);
      results.set(text, result);
    }
    return result;
  };
}

/** The holiday list of a JSON array of dates, parsed once per distinct list. */
export const holidaySetOf = memoised((json): ReadonlySet<string> => new Set(JSON.parse(json) as string[]));

/** formatDateLabel and formatTimeLabel of the few dates and times slots have, each worked out once. */
export const dateLabelOf = memoised(formatDateLabel);
export const timeLabelOf = memoised(formatTimeLabel);
