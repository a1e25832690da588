import { gstIncluded } from '@domain/bookings/pricing';
import type { Insights } from '@domain/insights/schemas';
import { describe, expect, it } from 'vitest';
import {
  bookingsTable,
  displayCell,
  openingMonth,
  orderCount,
  revenueTable,
  revenueTotals,
  toCsv,
  utilisationGrid,
  utilisationTable,
} from './insights-format';

const zeroStatuses = { pending_payment: 0, paid: 0, confirmed: 0, completed: 0, no_show: 0, cancelled: 0, expired: 0 };
const data: Insights = {
  from: '2027-03-01',
  to: '2027-03-02',
  bookingsPerDay: [
    { date: '2027-03-01', byStatus: { ...zeroStatuses, paid: 2 } },
    { date: '2027-03-02', byStatus: zeroStatuses },
  ],
  revenuePerDay: [
    { date: '2027-03-01', paid: '218.00', refunded: '0.00' },
    { date: '2027-03-02', paid: '109.00', refunded: '109.00' },
  ],
  utilisation: [
    { region: 'east', weekday: 2, booked: 1, offered: 4 },
    { region: 'central', weekday: 1, booked: 2, offered: 2 },
  ],
  packages: [],
  rates: { cancellation: 0.25, noShow: null },
  waitlist: [],
  nearestOrderDates: null,
};

describe('where the insights page opens', () => {
  const empty: Insights = {
    ...data,
    bookingsPerDay: [{ date: '2027-03-01', byStatus: zeroStatuses }],
    nearestOrderDates: { before: '2027-02-14', after: '2027-04-02' },
  };

  it('stays on a range with orders', () => {
    expect(orderCount(data)).toBe(2);
    expect(openingMonth(data)).toBeNull();
  });

  it('moves an empty range to the latest orders before it, else to the next ones after it', () => {
    expect(orderCount(empty)).toBe(0);
    expect(openingMonth(empty)).toBe('2027-02-14');
    expect(openingMonth({ ...empty, nearestOrderDates: { before: null, after: '2027-04-02' } })).toBe('2027-04-02');
    expect(openingMonth({ ...empty, nearestOrderDates: { before: null, after: null } })).toBeNull();
  });
});

describe('insights tables', () => {
  it('takes the GST out of an amount that includes it (9%)', () => {
    expect(gstIncluded('109.00')).toBe('9.00');
    expect(gstIncluded('0.00')).toBe('0.00');
    expect(revenueTotals(data)).toEqual({ paid: '327.00', refunded: '109.00', net: '218.00', gst: '18.00' });
    expect(revenueTable(data).rows[1]).toEqual(['2027-03-02', '109.00', '109.00', '0.00', '0.00']);
  });

  it('shows dates as staff read them on the page, and keeps them yyyy-MM-dd in the CSV', () => {
    const orders = bookingsTable(data);
    expect(displayCell(orders, orders.rows[0]!, 0)).toBe('Mon, 1 Mar 2027');
    expect(displayCell(orders, orders.rows[0]!, 2)).toBe(2);
    expect(toCsv(orders).split('\r\n')[1]).toBe('2027-03-01,0,2,0,0,0,0,0,2');
    const utilisation = utilisationTable(data);
    expect(displayCell(utilisation, utilisation.rows[0]!, 0)).toBe('Central');
  });

  it('lays utilisation out by region, Monday first, with a gap where no slot was', () => {
    const [central, east] = utilisationGrid(data);
    expect(central!.region).toBe('central');
    expect(central!.cells[0]).toEqual({ weekday: 1, booked: 2, offered: 2 });
    expect(east!.cells[0]).toBeNull();
    expect(utilisationTable(data).rows).toEqual([
      ['Central', 'Mon', 2, 2, '100%'],
      ['East', 'Tue', 1, 4, '25%'],
    ]);
  });

  it('writes CSV with quoted fields and no spreadsheet formulas', () => {
    expect(
      toCsv({
        columns: ['Package', 'Count'],
        rows: [
          ['Premium, plus', 3],
          ['=HYPERLINK("x")', 1],
        ],
      }),
    ).toBe('Package,Count\r\n"Premium, plus",3\r\n"\'=HYPERLINK(""x"")",1\r\n');
  });
});
