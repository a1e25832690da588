import { formatTimeLabel, toDisplayDate } from '@domain/shared/dates';
import type { AdminTimeslotDate } from '@domain/timeslots/schemas';
import { type AdminWaitlist, type AdminWaitlistEntry, suitsTimeOfDay } from '@domain/waitlist/rules';

/**
 * Demand by week as a grid: the regions (rows) and weeks (columns, by their Monday) that have waiting
 * entries, and each count: about nine columns for the 60 days counted, which fit a laptop's width
 * (by day it was 33 columns that scrolled sideways).
 */
export function weeklyDemandGrid(demand: AdminWaitlist['demandByWeek']) {
  const regions = [...new Set(demand.map((row) => row.region))].sort();
  const weeks = [...new Set(demand.map((row) => row.weekStart))].sort();
  const counts = new Map(demand.map((row) => [`${row.region}|${row.weekStart}`, row.entries]));
  return { regions, weeks, count: (region: string, week: string) => counts.get(`${region}|${week}`) ?? 0 };
}

/** The days most entries wait for, most first (then the soonest): where a freed or added visit helps most. */
export function busiestDays(demand: AdminWaitlist['demand'], limit = 5): AdminWaitlist['demand'] {
  return [...demand]
    .sort((a, b) => b.entries - a.entries || a.date.localeCompare(b.date) || a.region.localeCompare(b.region))
    .slice(0, limit);
}

/** A queue of the list: one event's entries of one region, in their order; the rest under no queue. */
export interface EntryGroup {
  key: string;
  /** 'Central · Home Based Health Screening'; null for the entries no longer waiting. */
  queue: { region: AdminWaitlistEntry['region']; eventName: string } | null;
  entries: AdminWaitlistEntry[];
}

/** The server's list (queues first, in order; then the rest) cut into its queues. */
export function entryGroups(entries: AdminWaitlistEntry[]): EntryGroup[] {
  const groups: EntryGroup[] = [];
  for (const entry of entries) {
    const key = entry.position === null ? 'rest' : `${entry.eventId}:${entry.region}`;
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else
      groups.push({
        key,
        queue: entry.position === null ? null : { region: entry.region, eventName: entry.eventName },
        entries: [entry],
      });
  }
  return groups;
}

/** Demand as a grid: the regions (rows) and days (columns) that have waiting entries, and each count. */
export function demandGrid(demand: AdminWaitlist['demand']) {
  const regions = [...new Set(demand.map((row) => row.region))].sort();
  const dates = [...new Set(demand.map((row) => row.date))].sort();
  const counts = new Map(demand.map((row) => [`${row.region}|${row.date}`, row.entries]));
  return { regions, dates, count: (region: string, date: string) => counts.get(`${region}|${date}`) ?? 0 };
}

export interface OfferableSlot {
  id: number;
  date: string;
  time: string;
  label: string;
}

/**
 * The visits staff can offer an entry: the slots the timeslot search lists for its postal code on its
 * days, at its time of day, open and with room for its persons, in date and time order.
 */
export function offerableSlots(
  days: Record<string, AdminTimeslotDate> | undefined,
  entry: Pick<AdminWaitlistEntry, 'dateFrom' | 'dateTo' | 'timeOfDay' | 'persons'>,
): OfferableSlot[] {
  const slots: OfferableSlot[] = [];
  for (const date of Object.keys(days ?? {}).sort()) {
    if (date < entry.dateFrom || date > entry.dateTo) continue;
    for (const slot of days?.[date]?.timeslot ?? []) {
      const hasRoom =
        slot.isAvailable &&
        slot.currentBookings < slot.maxBookings &&
        slot.currentAttendees + entry.persons <= slot.maxAttendees;
      if (!hasRoom || !suitsTimeOfDay(slot.time, entry.timeOfDay)) continue;
      slots.push({ id: slot.id, date, time: slot.time, label: `${toDisplayDate(date)}, ${slot.label}` });
    }
  }
  return slots.sort((a, b) => (a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date)));
}

/** '01/12/2026 – 14/12/2026'. */
export const dateRangeLabel = (entry: Pick<AdminWaitlistEntry, 'dateFrom' | 'dateTo'>) =>
  `${toDisplayDate(entry.dateFrom)} – ${toDisplayDate(entry.dateTo)}`;

/** An offer's visit: '05/12/2026, 10:00 AM'. */
export const visitLabel = (offer: { date: string; time: string }) =>
  `${toDisplayDate(offer.date)}, ${formatTimeLabel(offer.time)}`;
