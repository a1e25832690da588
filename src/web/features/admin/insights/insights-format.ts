import { gstIncluded } from '@domain/bookings/pricing';
import { staffStatusLabel } from '@domain/bookings/status';
import { type Insights, WEEKDAY_SHORT_NAMES } from '@domain/insights/schemas';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import { formatDateLabel } from '@domain/shared/dates';
import { centsToAmount, toCents } from '@domain/shared/money';
import { regionLabel } from '@domain/timeslots/regions';

// The insights page's tables and files: each chart's numbers as rows, the same rows as CSV.

export type Status = (typeof REGISTRATION_STATUSES)[number];

/** Monday first, as staff plan their week. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A table: a header row and its rows, the same for the page and the CSV. */
export interface NumbersTable {
  columns: string[];
  rows: (string | number)[][];
  /** Columns of 'yyyy-MM-dd' dates: kept so in the CSV (spreadsheets sort them), shown as staff read dates. */
  dateColumns?: number[];
}

/** A cell as the page shows it: dates as 'Mon, 1 Mar 2027', like the orders list. */
export const displayCell = (table: NumbersTable, row: (string | number)[], column: number): string | number =>
  table.dateColumns?.includes(column) ? formatDateLabel(String(row[column])) : row[column]!;

/** How many orders the range has, every status counted (the page's "Orders" figure). */
export const orderCount = (data: Pick<Insights, 'bookingsPerDay'>): number =>
  data.bookingsPerDay.reduce((sum, day) => sum + Object.values(day.byStatus).reduce((a, b) => a + b, 0), 0);

/**
 * Where the page first opens: the range it asked for (this month) when that has orders, else the
 * month of the latest visit date with orders before it, else of the next one after it; null: stay.
 */
export function openingMonth(data: Pick<Insights, 'bookingsPerDay' | 'nearestOrderDates'>): string | null {
  if (orderCount(data) > 0) return null;
  return data.nearestOrderDates?.before ?? data.nearestOrderDates?.after ?? null;
}

/** '1 Mar' for a chart's axis. */
export function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day} ${names[(month ?? 1) - 1]}`;
}

export const percent = (share: number | null): string => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);

export function bookingsTable(data: Insights): NumbersTable {
  return {
    columns: ['Date', ...REGISTRATION_STATUSES.map(staffStatusLabel), 'Total'],
    rows: data.bookingsPerDay.map(({ date, byStatus }) => {
      const counts = REGISTRATION_STATUSES.map((status) => byStatus[status]);
      return [date, ...counts, counts.reduce((sum, n) => sum + n, 0)];
    }),
    dateColumns: [0],
  };
}

export function revenueTotals(data: Insights) {
  const paid = data.revenuePerDay.reduce((sum, day) => sum + toCents(day.paid), 0);
  const refunded = data.revenuePerDay.reduce((sum, day) => sum + toCents(day.refunded), 0);
  const net = centsToAmount(paid - refunded);
  return { paid: centsToAmount(paid), refunded: centsToAmount(refunded), net, gst: gstIncluded(net) };
}

export function revenueTable(data: Insights): NumbersTable {
  return {
    columns: ['Date', 'Paid (S$)', 'Refunded (S$)', 'Net (S$)', 'GST in net (S$)'],
    rows: data.revenuePerDay.map(({ date, paid, refunded }) => {
      const net = centsToAmount(toCents(paid) - toCents(refunded));
      return [date, paid, refunded, net, gstIncluded(net)];
    }),
    dateColumns: [0],
  };
}

/** Booked ÷ offered, or null when nothing was offered. */
export const utilisationShare = (booked: number, offered: number): number | null =>
  offered === 0 ? null : booked / offered;

/** The heatmap: one row per region, one cell per weekday (Monday first); null where no slot was. */
export function utilisationGrid(data: Insights) {
  const regions = [...new Set(data.utilisation.map((cell) => cell.region))].sort();
  return regions.map((region) => ({
    region,
    cells: WEEK_ORDER.map((weekday) => {
      const cell = data.utilisation.find((row) => row.region === region && row.weekday === weekday);
      return cell ? { weekday, booked: cell.booked, offered: cell.offered } : null;
    }),
  }));
}

export function utilisationTable(data: Insights): NumbersTable {
  return {
    columns: ['Region', 'Weekday', 'Booked visits', 'Offered visits', 'Utilisation'],
    rows: utilisationGrid(data).flatMap(({ region, cells }) =>
      cells.flatMap((cell) =>
        cell
          ? [
              [
                regionLabel(region),
                WEEKDAY_SHORT_NAMES[cell.weekday],
                cell.booked,
                cell.offered,
                percent(utilisationShare(cell.booked, cell.offered)),
              ],
            ]
          : [],
      ),
    ),
  };
}

export const packagesTable = (data: Insights): NumbersTable => ({
  columns: ['Package', 'Participants'],
  rows: data.packages.map(({ name, count }) => [name, count]),
});

export function ratesTable(data: Insights): NumbersTable {
  return {
    columns: ['Rate', 'Value', 'Counted as'],
    rows: [
      [
        'Cancellation',
        percent(data.rates.cancellation),
        'Cancelled ÷ orders for visits in the range (expired holds left out)',
      ],
      ['No-show', percent(data.rates.noShow), 'No-shows ÷ (completed + no-shows)'],
    ],
  };
}

export const waitlistTable = (data: Insights): NumbersTable => ({
  columns: ['Region', 'Waitlist entries'],
  rows: data.waitlist.map(({ region, entries }) => [regionLabel(region), entries]),
});

const csvField = (value: string | number): string => {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = ({ columns, rows }: NumbersTable): string =>
  `${[columns, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
