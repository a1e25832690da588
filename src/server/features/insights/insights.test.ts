import {
  INSIGHTS_FROM_MESSAGE,
  INSIGHTS_ORDER_MESSAGE,
  INSIGHTS_RANGE_MESSAGE,
  type Insights,
} from '@domain/insights/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { participants, registrations } from '../../db/schema/bookings';
import { eventConfigs } from '../../db/schema/events';
import { payments } from '../../db/schema/payments';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { waitlistEntries } from '../../db/schema/waitlist';
import { signInAdmin } from '../../testing/admin';
import { homeEvent, NOW, packageIds, testNric } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Staff's insights (DESIGN §8.7): every figure checked against bookings made here for the purpose, in
// a month no other booking reaches (March 2027: Monday the 1st, Tuesday the 2nd).

let t: TestApp;
let admin: { headers: Record<string, string> };
let eventId: number;
let pkg: Awaited<ReturnType<typeof packageIds>>;
let visitsPerSlot: number;
let serial = 0;

async function slotOn(date: string, time: string, region: string | null, isAvailable = true) {
  const [existing] = await t.db.select().from(eventDates).where(eq(eventDates.date, date));
  const dateId =
    existing?.id ?? (await t.db.insert(eventDates).values({ eventId, date }).returning({ id: eventDates.id }))[0]!.id;
  const [slot] = await t.db
    .insert(timeslots)
    .values({ eventDateId: dateId, time, region, isAvailable })
    .returning({ id: timeslots.id });
  return slot!.id;
}

/** A booking as the booking flow stores it: the main person's package first, then the household's. */
async function booking(timeslotId: number, status: string, packagesOfPeople: number[]) {
  serial += 1;
  const [row] = await t.db
    .insert(registrations)
    .values({
      eventId,
      timeslotId,
      packageId: packagesOfPeople[0]!,
      firstName: 'Tan',
      lastName: 'Insight',
      gender: 'female',
      identificationNumber: testNric(8_100_000 + serial),
      mobileNumber: `9${String(3_000_000 + serial)}`,
      email: `insight+${serial}@example.com`,
      referenceNumber: `INS${String(serial).padStart(6, '0')}`,
      status,
      personCount: packagesOfPeople.length,
      subtotalAmount: '100.00',
      gstAmount: '9.00',
      totalAmount: '109.00',
    })
    .returning({ id: registrations.id });
  // The main person is the booking itself; participant rows are the household's.
  const household = packagesOfPeople.slice(1);
  if (household.length === 0) return row!.id;
  await t.db.insert(participants).values(
    household.map((packageId, index) => ({
      registrationId: row!.id,
      firstName: `P${index}`,
      lastName: 'Insight',
      gender: 'male',
      identificationNumber: testNric(8_500_000 + serial * 10 + index),
      packageId,
      packagePrice: '100.00',
      originalPrice: '100.00',
    })),
  );
  return row!.id;
}

async function charge(registrationId: string, amount: string, at: string, status = 'settled') {
  serial += 1;
  await t.db.insert(payments).values({
    registrationId,
    transactionId: `txn-insight-${serial}`,
    gateway: 'test',
    status,
    amount,
    createdAt: new Date(at),
  });
}

/** As the refund flow records it: the row becomes `refunded`, the audit log says when and how much. */
async function refund(registrationId: string, amount: string, at: string) {
  await t.db.insert(auditLog).values({
    actor: 'system',
    action: 'refund',
    entity: 'registration',
    entityId: registrationId,
    changes: { transactionId: 'txn', gateway: 'test', amount, refunded: true },
    createdAt: new Date(at),
  });
}

const insights = (query: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/insights${query}`, headers });

let answer: Insights;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await signInAdmin(t);
  eventId = (await homeEvent(t)).id;
  pkg = await packageIds(t);
  const [config] = await t.db.select().from(eventConfigs).where(eq(eventConfigs.eventId, eventId));
  visitsPerSlot = config?.slotsPerTimeslot ?? 1;

  const mondayCentral = await slotOn('2027-03-01', '09:00', 'central');
  const mondayCentralLate = await slotOn('2027-03-01', '11:00', 'central');
  await slotOn('2027-03-01', '14:00', 'central', false); // blocked: offers nothing
  const tuesdayEast = await slotOn('2027-03-02', '10:00', 'east');
  const outside = await slotOn('2027-04-01', '10:00', 'east');

  const paid = await booking(mondayCentral, 'paid', [pkg.premium, pkg.premium]);
  await charge(paid, '218.00', '2027-02-28T15:30:00Z'); // 23:30 on 28 Feb in Singapore: outside the range
  const late = await booking(mondayCentralLate, 'completed', [pkg.premium]);
  await charge(late, '109.00', '2027-03-01T16:30:00Z'); // 00:30 on 2 March in Singapore, 1 March in UTC
  const cancelled = await booking(tuesdayEast, 'cancelled', [pkg.premium]);
  await charge(cancelled, '109.00', '2027-03-01T15:30:00Z', 'refunded'); // 23:30 on 1 March in Singapore
  await refund(cancelled, '109.00', '2027-03-02T01:00:00Z');
  await booking(tuesdayEast, 'no_show', [pkg.premium]);
  await booking(tuesdayEast, 'expired', [pkg.premium]);
  await booking(outside, 'paid', [pkg.premium]);

  const entry = {
    eventId,
    packageId: pkg.premium,
    persons: 1,
    postalCode: '238801',
    timeOfDay: 'any',
    firstName: 'Wait',
    lastName: 'Listed',
    mobileNumber: '81234567',
    mobileKey: '6581234567',
    gender: 'female',
    identificationNumber: 'S1234567D',
    address: '1 Road',
    leaveTokenHash: 'x',
  };
  await t.db.insert(waitlistEntries).values([
    {
      ...entry,
      region: 'central',
      dateFrom: '2027-02-20',
      dateTo: '2027-03-01',
      email: 'a@x.sg',
      emailKey: 'a',
      idKey: 'a',
    },
    {
      ...entry,
      region: 'central',
      dateFrom: '2027-03-05',
      dateTo: '2027-03-09',
      email: 'b@x.sg',
      emailKey: 'b',
      idKey: 'b',
    },
    {
      ...entry,
      region: 'east',
      dateFrom: '2027-04-01',
      dateTo: '2027-04-09',
      email: 'c@x.sg',
      emailKey: 'c',
      idKey: 'c',
    },
  ]);

  const res = await insights('?from=2027-03-01&to=2027-03-31');
  expect(res.statusCode).toBe(200);
  answer = res.json().data;
});
afterAll(() => t.close());

describe('GET /api/admin/insights', () => {
  it('counts bookings by visit date and status, every day of the range', () => {
    expect(answer.bookingsPerDay).toHaveLength(31);
    expect(answer.bookingsPerDay[0]).toEqual({
      date: '2027-03-01',
      byStatus: { pending_payment: 0, paid: 1, confirmed: 0, completed: 1, no_show: 0, cancelled: 0, expired: 0 },
    });
    expect(answer.bookingsPerDay[1]!.byStatus).toMatchObject({ cancelled: 1, no_show: 1, expired: 1, paid: 0 });
    const total = answer.bookingsPerDay
      .slice(2)
      .reduce((sum, day) => sum + Object.values(day.byStatus).reduce((a, b) => a + b, 0), 0);
    expect(total).toBe(0);
  });

  it('dates money by the Singapore day it moved, GST included, refunds on the day given back', () => {
    const day = (date: string) => answer.revenuePerDay.find((row) => row.date === date);
    expect(answer.revenuePerDay).toHaveLength(31);
    // The 23:30 charge on 1 March stays on 1 March; the 00:30 one is 2 March's, though UTC says 1 March;
    // the 23:30 charge on 28 February is outside the range, though its visit is inside.
    expect(day('2027-03-01')).toEqual({ date: '2027-03-01', paid: '109.00', refunded: '0.00' });
    expect(day('2027-03-02')).toEqual({ date: '2027-03-02', paid: '109.00', refunded: '109.00' });
    expect(day('2027-03-03')).toEqual({ date: '2027-03-03', paid: '0.00', refunded: '0.00' });
    // 100.00 and 9% GST: the amount charged, not the amount before tax.
    expect(answer.revenuePerDay.every((row) => /^\d+\.\d{2}$/.test(row.paid))).toBe(true);
  });

  it('divides booked visits by offered ones per region and weekday, blocked slots offering none', () => {
    expect(answer.utilisation).toEqual([
      { region: 'central', weekday: 1, booked: 2, offered: 2 * visitsPerSlot },
      { region: 'east', weekday: 2, booked: 1, offered: visitsPerSlot },
    ]);
  });

  it('counts participants by package, and the cancellation and no-show rates', () => {
    expect(answer.packages).toEqual([{ name: expect.any(String), count: 4 }]);
    // Cancelled 1 of 4 bookings made (the expired hold is neither); no-show 1 of 2 visits done.
    expect(answer.rates).toEqual({ cancellation: 0.25, noShow: 0.5 });
  });

  it('counts waitlist entries whose dates meet the range, by region', () => {
    expect(answer.waitlist).toEqual([{ region: 'central', entries: 2 }]);
  });

  it('names the closest visit dates with orders when, and only when, the range has none', async () => {
    expect(answer.nearestOrderDates).toBeNull();
    // Between the March visits and the one on 1 April.
    const between = (await insights('?from=2027-03-10&to=2027-03-31')).json().data as Insights;
    expect(between.nearestOrderDates).toEqual({ before: '2027-03-02', after: '2027-04-01' });
    const later = (await insights('?from=2027-05-01&to=2027-05-31')).json().data as Insights;
    expect(later.nearestOrderDates).toMatchObject({ before: '2027-04-01' });
    const february = (await insights('?from=2027-02-01&to=2027-02-28')).json().data as Insights;
    expect(february.nearestOrderDates).toMatchObject({ after: '2027-03-01' });
  });

  it('answers an empty range with zeros and no rates', async () => {
    const res = await insights('?from=2030-01-01&to=2030-01-02');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Insights;
    expect(data.rates).toEqual({ cancellation: null, noShow: null });
    expect(data.utilisation).toEqual([]);
    expect(data.revenuePerDay).toEqual([
      { date: '2030-01-01', paid: '0.00', refunded: '0.00' },
      { date: '2030-01-02', paid: '0.00', refunded: '0.00' },
    ]);
  });

  it.each([
    ['', INSIGHTS_FROM_MESSAGE],
    ['?from=2027-3-1&to=2027-03-31', 'yyyy-MM-dd'],
    ['?from=2027-02-30&to=2027-03-31', 'date'],
    ['?from=2027-03-31&to=2027-03-01', INSIGHTS_ORDER_MESSAGE],
    ['?from=2026-01-01&to=2027-01-02', INSIGHTS_RANGE_MESSAGE],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await insights(query);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('accepts a whole leap year', async () => {
    expect((await insights('?from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
  });

  it('is for signed-in staff only', async () => {
    expect((await insights('?from=2027-03-01&to=2027-03-31', {})).statusCode).toBe(401);
  });
});
