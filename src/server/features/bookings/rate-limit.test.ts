import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingRequest, bookingSetup, NOW, offeredSlots } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, config: { BOOKING_RATE_LIMIT_PER_MINUTE: 2 } });
});
afterAll(() => t.close());

describe('booking rate limit', () => {
  it('refuses a client’s third booking within a minute with 429 and books nothing more', async () => {
    const { eventId, pkg, slots } = await bookingSetup(t);
    const [first, second, third] = [slots.next(), slots.next(), slots.next()];
    const statuses = [];
    for (const timeslotId of [first, second, third]) {
      statuses.push((await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId }))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const lastSlot = (await offeredSlots(t, eventId)).find((slot) => slot.id === third);
    expect(lastSlot?.isAvailable).toBe(true);
  });
});
