import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import { addDaysToIsoDate, todayInSingapore } from '@domain/shared/dates';
import { amount, queryDate } from '@domain/shared/schema-parts';
import { z } from 'zod';

// Staff's insights (DESIGN §8.7): what the service did over a range of visit dates, Singapore time.
// One shape for the route, its OpenAPI document and the page's charts.

/** The longest range one request may ask for: a year and a day (a leap year's whole). */
export const INSIGHTS_MAX_DAYS = 366;

export const INSIGHTS_FROM_MESSAGE = 'Choose the first date (yyyy-MM-dd)';
export const INSIGHTS_TO_MESSAGE = 'Choose the last date (yyyy-MM-dd)';
export const INSIGHTS_ORDER_MESSAGE = 'The first date must be on or before the last date';
export const INSIGHTS_RANGE_MESSAGE = `Choose a range of at most ${INSIGHTS_MAX_DAYS} days`;

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const insightsQuerySchema = z
  .object({ from: queryDate(INSIGHTS_FROM_MESSAGE), to: queryDate(INSIGHTS_TO_MESSAGE) })
  .superRefine(({ from, to }, ctx) => {
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: INSIGHTS_ORDER_MESSAGE });
    else if (daysInRange(from, to) > INSIGHTS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: INSIGHTS_RANGE_MESSAGE });
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** The calendar month of a 'yyyy-MM-dd' date, first to last day. */
export function monthOf(isoDate: string): InsightsQuery {
  const from = `${isoDate.slice(0, 8)}01`;
  const nextMonth = addDaysToIsoDate(from, 32);
  return { from, to: addDaysToIsoDate(`${nextMonth.slice(0, 8)}01`, -1) };
}

/** This month so far and to its end, in Singapore: the page's first range (when it has orders). */
export function thisMonthInSingapore(now: Date = new Date()): InsightsQuery {
  return monthOf(todayInSingapore(now));
}

const count = z.number().int().min(0);
/** A share from 0 to 1 (four decimals); null when nothing was there to count. */
const rate = z.number().min(0).max(1).nullable();

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, bookings by their visit date, counted by status. */
  bookingsPerDay: z.array(z.object({ date: z.string(), byStatus: z.record(z.enum(REGISTRATION_STATUSES), count) })),
  /** Every day of the range: money charged and money given back that Singapore day, GST included. */
  revenuePerDay: z.array(z.object({ date: z.string(), paid: amount, refunded: amount })),
  /** Visits booked and offered by region and weekday (0 = Sunday … 6 = Saturday). */
  utilisation: z.array(
    z.object({ region: z.string(), weekday: z.number().int().min(0).max(6), booked: count, offered: count }),
  ),
  /** Participants by package, in bookings that were not cancelled or expired; most first. */
  packages: z.array(z.object({ name: z.string(), count })),
  rates: z.object({ cancellation: rate, noShow: rate }),
  /** Waitlist entries whose dates meet the range, by region. */
  waitlist: z.array(z.object({ region: z.string(), entries: count })),
  /**
   * Only when the range has no orders (null otherwise): the closest visit dates that have orders, the
   * latest before `from` and the earliest after `to` (null where there is none), so that a page can
   * offer, or open on, a range that shows something.
   */
  nearestOrderDates: z.object({ before: z.string().nullable(), after: z.string().nullable() }).nullable(),
});
export type Insights = z.infer<typeof insightsSchema>;

export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
