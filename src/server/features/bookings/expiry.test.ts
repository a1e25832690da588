import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountIdentifiers, discounts, registrations, timeslots } from '../../db/schema';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expireUnpaidHolds } from './expiry';

let t: TestApp;
let eventId: number;
let slotIds: number[];
let premium: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  eventId = (await homeEvent(t)).id;
  premium = (await packageIds(t)).premium;
  slotIds = (await offeredSlots(t, eventId)).map((slot) => slot.id);
});
afterAll(() => t.close());

async function slot(id: number) {
  const [row] = await t.db.select().from(timeslots).where(eq(timeslots.id, id));
  return row!;
}

async function welcomeCode() {
  const [row] = await t.db
    .select({
      usedCount: discountIdentifiers.usedCount,
      redemptionCount: discounts.redemptionCount,
      id: discountIdentifiers.id,
    })
    .from(discountIdentifiers)
    .innerJoin(discounts, eq(discounts.id, discountIdentifiers.discountId))
    .where(eq(discountIdentifiers.identifier, 'WELCOME10'));
  return row!;
}

describe('unpaid holds', () => {
  it('sets when an unpaid booking must be paid: the hold time, never later than the lead time', async () => {
    const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slotIds[0]! }));
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, res.json().data.id));
    const holdEnds = NOW.getTime() + t.config.UNPAID_HOLD_HOURS * 3_600_000;
    expect(row!.paymentDueAt!.getTime()).toBeLessThanOrEqual(holdEnds);
    expect(row!.paymentDueAt!.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('releases an overdue booking once, with its capacity and code, under two concurrent sweepers', async () => {
    const code = await welcomeCode();
    const timeslotId = slotIds[1]!;
    const before = await slot(timeslotId);
    const res = await book(
      t,
      bookingRequest({ eventId, packageId: premium, timeslotId, discountCodeId: code.id, discountCode: 'welcome10' }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as string;
    expect((await slot(timeslotId)).currentAttendees).toBe(before.currentAttendees + 1);
    expect((await welcomeCode()).usedCount).toBe(code.usedCount + 1);

    // Not yet due: nothing happens.
    expect(await expireUnpaidHolds(t.db, NOW)).toBe(0);

    const later = new Date(NOW.getTime() + (t.config.UNPAID_HOLD_HOURS + 1) * 3_600_000);
    const released = await Promise.all([expireUnpaidHolds(t.db, later), expireUnpaidHolds(t.db, later)]);
    expect(released[0]! + released[1]!).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row!.status).toBe('expired');
    expect(await slot(timeslotId)).toMatchObject({
      currentAttendees: before.currentAttendees,
      currentBookings: before.currentBookings,
    });
    expect(await welcomeCode()).toMatchObject({ usedCount: code.usedCount, redemptionCount: code.redemptionCount });

    // A third sweep finds nothing more to give back.
    expect(await expireUnpaidHolds(t.db, later)).toBe(0);
    expect((await slot(timeslotId)).currentAttendees).toBe(before.currentAttendees);
  });

  it('leaves a paid booking alone', async () => {
    const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slotIds[2]! }));
    const id = res.json().data.id as string;
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process',
      payload: { registrationId: id, nonce: 'sim_411111_1111_visa', amount: res.json().data.amountDue },
    });
    expect(pay.statusCode).toBe(200);
    const later = new Date(NOW.getTime() + 72 * 3_600_000);
    await expireUnpaidHolds(t.db, later);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row!.status).toBe('paid');
  });

  it('makes an expired booking unpayable', async () => {
    const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slotIds[3]! }));
    const id = res.json().data.id as string;
    await expireUnpaidHolds(t.db, new Date(NOW.getTime() + 72 * 3_600_000));
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process',
      payload: { registrationId: id, nonce: 'sim_411111_1111_visa', amount: res.json().data.amountDue },
    });
    expect(pay.statusCode).toBe(409);
  });
});
