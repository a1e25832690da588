import { EVENT_NOT_FOUND_MESSAGE, EVENT_REQUIRED_MESSAGE, POSTAL_CODE_MESSAGE } from '@domain/bookings/messages';
import { INVALID_DATE_MESSAGE } from '@domain/shared/form-messages';
import { DATE_SELECT_REQUIRED_MESSAGE } from '@domain/timeslots/messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../db/factories';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { freshAddress } from '../../testing/admin';
import { homeEvent, NOW, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

// NOW is Saturday 21 Nov 2026, 10:00 in Singapore; Monday 23 Nov is the first day offered.
let t: TestApp;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  eventId = (await homeEvent(t)).id;
});
afterAll(() => t.close());

const get = (url: string, remoteAddress = freshAddress()) => t.app.inject({ method: 'GET', url, remoteAddress });
const storedSlots = async () => (await t.db.select({ n: count() }).from(timeslots))[0]!.n;

describe('the test page look-ups', () => {
  it("lists a postal code's dates with their slot labels, and stores nothing", async () => {
    const before = await storedSlots();
    const res = await get(`/api/auto-timeslots/postal-code?postalCode=238801&eventId=${eventId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.region).toBe('central');
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      date: { label: 'Mon, 23 Nov 2026', value: '2026-11-23' },
      timeslot: [
        { id: null, time: '08:00', label: '8:00 AM', isAvailable: true, currentAttendees: 0, maxAttendees: 20 },
        { id: null, time: '10:00', label: '10:00 AM', isAvailable: true, currentAttendees: 0, maxAttendees: 20 },
      ],
    });
    expect(await storedSlots()).toBe(before);
  });

  it('answers an empty list for a postal code in no region', async () => {
    const res = await get(`/api/auto-timeslots/postal-code?postalCode=999999&eventId=${eventId}`);
    expect(res.json()).toEqual({ success: true, data: [], region: null });
  });

  it("groups a date's slots by region", async () => {
    const res = await get(`/api/auto-timeslots/date?date=2026-11-23&eventId=${eventId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual(['north', 'central']);
    expect(data.north).toMatchObject({
      region: 'north',
      date: { label: 'Mon, 23 Nov 2026', value: '2026-11-23' },
    });
    expect(data.north.timeslot.map((slot: { label: string }) => slot.label)).toEqual(['9:00 AM', '11:00 AM']);
    expect(data.central.timeslot.map((slot: { label: string }) => slot.label)).toEqual(['8:00 AM', '10:00 AM']);
    const sunday = await get(`/api/auto-timeslots/date?date=2026-11-22&eventId=${eventId}`);
    expect(sunday.json()).toEqual({ success: true, data: {} });
  });

  it("lists a manual event's slots under 'manual'", async () => {
    const { premium } = await packageIds(t);
    const event = await createEvent(t.db, {}, { packageIds: [premium] });
    const [day] = await t.db.insert(eventDates).values({ eventId: event.id, date: '2026-11-23' }).returning();
    await t.db.insert(timeslots).values({ eventDateId: day!.id, time: '14:00' });
    const res = await get(`/api/auto-timeslots/date?date=2026-11-23&eventId=${event.id}`);
    expect(Object.keys(res.json().data)).toEqual(['manual']);
    expect(res.json().data.manual.timeslot.map((slot: { label: string }) => slot.label)).toEqual(['2:00 PM']);
    const byPostalCode = await get(`/api/auto-timeslots/postal-code?postalCode=560123&eventId=${event.id}`);
    expect(byPostalCode.json().data.map((day: { date: { value: string } }) => day.date.value)).toEqual(['2026-11-23']);
  });

  it.each([
    ['/api/auto-timeslots/postal-code?postalCode=2388&eventId=1', POSTAL_CODE_MESSAGE],
    ['/api/auto-timeslots/postal-code?eventId=1', POSTAL_CODE_MESSAGE],
    ['/api/auto-timeslots/postal-code?postalCode=238801', EVENT_REQUIRED_MESSAGE],
    ['/api/auto-timeslots/postal-code?postalCode=238801&eventId=abc', EVENT_REQUIRED_MESSAGE],
    ['/api/auto-timeslots/date?eventId=1', DATE_SELECT_REQUIRED_MESSAGE],
    ['/api/auto-timeslots/date?date=2026-13-01&eventId=1', INVALID_DATE_MESSAGE],
    ['/api/auto-timeslots/date?date=2026-11-23', EVENT_REQUIRED_MESSAGE],
  ])('refuses %s with the spec message', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { message: string }) => error.message)).toContain(message);
  });

  it('answers 404 for an unknown or inactive event', async () => {
    const { premium } = await packageIds(t);
    const inactive = await createEvent(
      t.db,
      { isActive: false },
      { packageIds: [premium], config: { configType: 'auto' } },
    );
    for (const id of [99999, inactive.id]) {
      for (const url of [
        `/api/auto-timeslots/postal-code?postalCode=238801&eventId=${id}`,
        `/api/auto-timeslots/date?date=2026-11-23&eventId=${id}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(EVENT_NOT_FOUND_MESSAGE);
      }
    }
  });

  it('is rate-limited per client', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await get(`/api/auto-timeslots/postal-code?postalCode=238801&eventId=${eventId}`, address)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
