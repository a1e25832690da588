import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, config: { BOOKING_RATE_LIMIT_PER_MINUTE: 2 } });
});
afterAll(() => t.close());

describe('booking rate limit', () => {
  it('refuses a client’s third booking within a minute with 429 and books nothing more', async () => {
    const eventId = (await homeEvent(t)).id;
    const { premium } = await packageIds(t);
    const [first, second, third] = await offeredSlots(t, eventId);
    const statuses = [];
    for (const slot of [first!, second!, third!]) {
      statuses.push((await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const lastSlot = (await offeredSlots(t, eventId)).find((slot) => slot.id === third!.id);
    expect(lastSlot?.isAvailable).toBe(true);
  });
});
