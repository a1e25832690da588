import { formatTimeLabel, toDisplayDate } from '@domain/dates';
import type { AdminTimeslotDate } from '@domain/timeslot-schemas';
import { type AdminWaitlist, type AdminWaitlistEntry, suitsTimeOfDay } from '@domain/waitlist';

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
