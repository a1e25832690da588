import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingRequest, bookingSetup, NOW, storedRegistration } from '../../testing/bookings';
import { discountCode } from '../../testing/discounts';
import { freedVisitOffers } from '../../testing/freed-visits';
import { payByCard } from '../../testing/payments';
import { type SlotQueue, slotCounters } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expireUnpaidHolds } from './expiry';

let t: TestApp;
let eventId: number;
let slots: SlotQueue;
let premium: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({
    eventId,
    slots,
    pkg: { premium },
  } = await bookingSetup(t));
});
afterAll(() => t.close());

describe('unpaid holds', () => {
  it('sets when an unpaid booking must be paid: the hold time, never later than the lead time', async () => {
    const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slots.next() }));
    const row = await storedRegistration(t, res.json().data.id);
    const holdEnds = NOW.getTime() + t.config.UNPAID_HOLD_HOURS * 3_600_000;
    expect(row.paymentDueAt!.getTime()).toBeLessThanOrEqual(holdEnds);
    expect(row.paymentDueAt!.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('releases an overdue booking once, with its capacity and code, under two concurrent sweepers', async () => {
    const code = await discountCode(t, 'WELCOME10');
    const timeslotId = slots.next();
    const before = await slotCounters(t, timeslotId);
    const res = await book(
      t,
      bookingRequest({ eventId, packageId: premium, timeslotId, discountCodeId: code.id, discountCode: 'welcome10' }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as string;
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(before.currentAttendees + 1);
    expect((await discountCode(t, 'WELCOME10')).usedCount).toBe(code.usedCount + 1);

    // Not yet due: nothing happens.
    expect(await expireUnpaidHolds(t.db, NOW, freedVisitOffers)).toBe(0);

    const later = new Date(NOW.getTime() + (t.config.UNPAID_HOLD_HOURS + 1) * 3_600_000);
    const released = await Promise.all([
      expireUnpaidHolds(t.db, later, freedVisitOffers),
      expireUnpaidHolds(t.db, later, freedVisitOffers),
    ]);
    expect(released[0]! + released[1]!).toBeGreaterThanOrEqual(1);
    const row = await storedRegistration(t, id);
    expect(row.status).toBe('expired');
    expect(await slotCounters(t, timeslotId)).toMatchObject({
      currentAttendees: before.currentAttendees,
      currentBookings: before.currentBookings,
    });
    expect(await discountCode(t, 'WELCOME10')).toMatchObject({
      usedCount: code.usedCount,
      redemptionCount: code.redemptionCount,
    });

    // A third sweep finds nothing more to give back.
    expect(await expireUnpaidHolds(t.db, later, freedVisitOffers)).toBe(0);
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(before.currentAttendees);
  });

  it('leaves a paid booking alone', async () => {
    const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slots.next() }));
    const id = res.json().data.id as string;
    const pay = await payByCard(t, id, res.json().data.amountDue);
    expect(pay.statusCode).toBe(200);
    const later = new Date(NOW.getTime() + 72 * 3_600_000);
    await expireUnpaidHolds(t.db, later, freedVisitOffers);
    const row = await storedRegistration(t, id);
    expect(row.status).toBe('paid');
  });

  it('makes an expired booking unpayable', async () => {
    const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slots.next() }));
    const id = res.json().data.id as string;
    await expireUnpaidHolds(t.db, new Date(NOW.getTime() + 72 * 3_600_000), freedVisitOffers);
    const pay = await payByCard(t, id, res.json().data.amountDue);
    expect(pay.statusCode).toBe(409);
  });
});
