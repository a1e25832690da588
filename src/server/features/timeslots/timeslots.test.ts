import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../db/factories';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { CENTRAL_POSTAL_CODE, homeEvent, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  eventId = (await homeEvent(t)).id;
});
afterAll(() => t.close());

const lookUp = (query: string) => t.app.inject({ method: 'GET', url: `/api/timeslots/postal-code?${query}` });

async function storedSlotCount(region: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(and(eq(eventDates.eventId, eventId), eq(timeslots.region, region)));
  return row!.n;
}

describe('GET /api/timeslots/postal-code', () => {
  it("answers the region's slots grouped by date with labels", async () => {
    const res = await lookUp(`postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.region).toBe('central');
    const dates = Object.keys(body.data);
    // Central is served Mondays and Fridays; 24 hours of buffer makes Monday 23 Nov the first date,
    // and Christmas (Friday 25 Dec) is a public holiday.
    expect(dates).toHaveLength(10);
    expect(dates.slice(0, 4)).toEqual(['2026-11-23', '2026-11-27', '2026-11-30', '2026-12-04']);
    expect(dates).not.toContain('2026-12-25');
    const monday = body.data['2026-11-23'];
    expect(monday.date).toEqual({ label: 'Mon, 23 Nov 2026' });
    expect(monday.timeslot).toEqual([
      {
        id: expect.any(Number),
        time: '08:00',
        label: '8:00 AM',
        isAvailable: true,
        maxAttendees: 20,
        currentAttendees: 0,
      },
      {
        id: expect.any(Number),
        time: '10:00',
        label: '10:00 AM',
        isAvailable: true,
        maxAttendees: 20,
        currentAttendees: 0,
      },
    ]);
  });

  it('answers a postal code in no region with an empty map and region null', async () => {
    const res = await lookUp(`postalCode=990123&eventId=${eventId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: {}, region: null });
  });

  it.each([
    ['no postal code', 'eventId=1'],
    ['no event id', `postalCode=${CENTRAL_POSTAL_CODE}`],
    ['a five-digit postal code', 'postalCode=23880&eventId=1'],
    ['letters in the postal code', 'postalCode=23880A&eventId=1'],
    ['an event id of 0', `postalCode=${CENTRAL_POSTAL_CODE}&eventId=0`],
    ['an event id that is not a number', `postalCode=${CENTRAL_POSTAL_CODE}&eventId=abc`],
    ['an event id beyond 32 bits', `postalCode=${CENTRAL_POSTAL_CODE}&eventId=3000000000`],
  ])('refuses %s with 400 and the spec message', async (_case, query) => {
    const res = await lookUp(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Postal code and event ID are required' });
  });

  it('answers an unknown event with 404', async () => {
    const res = await lookUp(`postalCode=${CENTRAL_POSTAL_CODE}&eventId=999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Event not found' });
  });

  it('answers an inactive event with 404 and creates no slots for it', async () => {
    const inactive = await createEvent(t.db, { isActive: false }, { config: { configType: 'auto' } });
    const res = await lookUp(`postalCode=${CENTRAL_POSTAL_CODE}&eventId=${inactive.id}`);
    expect(res.statusCode).toBe(404);
    const [dates] = await t.db.select({ n: count() }).from(eventDates).where(eq(eventDates.eventId, inactive.id));
    expect(dates!.n).toBe(0);
  });

  it('marks blocked and booked slots as not available', async () => {
    const { data } = (await lookUp(`postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`)).json();
    const [blocked, booked] = data['2026-11-27'].timeslot;
    await t.db.update(timeslots).set({ isAvailable: false }).where(eq(timeslots.id, blocked.id));
    await t.db.update(timeslots).set({ currentBookings: 1, currentAttendees: 2 }).where(eq(timeslots.id, booked.id));
    const after = (await lookUp(`postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`)).json().data['2026-11-27'];
    expect(after.timeslot.map((slot: { isAvailable: boolean }) => slot.isAvailable)).toEqual([false, false]);
    expect(after.timeslot[1].currentAttendees).toBe(2);
  });

  it('creates each slot once under 10 concurrent look-ups and answers them all alike', async () => {
    const postalCode = '680123'; // west, not looked up before
    expect(await storedSlotCount('west')).toBe(0);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => lookUp(`postalCode=${postalCode}&eventId=${eventId}`)),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const bodies = responses.map((res) => res.body);
    expect(new Set(bodies).size).toBe(1);
    const { data, region } = responses[0]!.json();
    expect(region).toBe('west');
    const ids = Object.values(data).flatMap((day) => (day as { timeslot: { id: number }[] }).timeslot.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await storedSlotCount('west')).toBe(ids.length);
    console.log(
      `timeslot materialisation: 10 concurrent look-ups, ${ids.length} slots, ${await storedSlotCount('west')} rows`,
    );
  });
});

describe('manual events', () => {
  /** A manual event on Sat 21 Nov 2026 10:00 SGT with a 24-hour lead time, and its slots by 'date time'. */
  async function manualEvent() {
    const event = await createEvent(t.db, {}, { config: { configType: 'manual', bufferHours: 24 } });
    const dates = await t.db
      .insert(eventDates)
      .values(['2026-11-21', '2026-11-22', '2026-11-23'].map((date) => ({ eventId: event.id, date })))
      .returning();
    const dateId = (date: string) => dates.find((row) => row.date === date)!.id;
    await t.db.insert(timeslots).values([
      { eventDateId: dateId('2026-11-21'), time: '18:00' }, // in 8 hours
      { eventDateId: dateId('2026-11-22'), time: '09:00' }, // in 23 hours
      { eventDateId: dateId('2026-11-22'), time: '11:00' }, // in 25 hours
      { eventDateId: dateId('2026-11-23'), time: '09:00' },
    ]);
    return event;
  }

  it('offers no slot that starts within the lead time, by postal code', async () => {
    const event = await manualEvent();
    const { data } = (await lookUp(`postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`)).json();
    const offered = Object.entries(data).flatMap(([date, day]) =>
      (day as { timeslot: { time: string }[] }).timeslot.map((slot) => `${date} ${slot.time}`),
    );
    expect(offered).toEqual(['2026-11-22 11:00', '2026-11-23 09:00']);
  });

  it('lists no slot that starts within the lead time on the event page', async () => {
    const event = await manualEvent();
    const { data } = (await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}` })).json();
    expect(data.timeslots.map((slot: { date: string; time: string }) => `${slot.date} ${slot.time}`)).toEqual([
      '2026-11-22 11:00',
      '2026-11-23 09:00',
    ]);
    expect(data.dates).toEqual(['2026-11-22', '2026-11-23']);
  });
});
