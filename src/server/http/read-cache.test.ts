import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDates, events, timeslots } from '../db/schema';
import {
  book,
  bookingRequest,
  CENTRAL_POSTAL_CODE,
  homeEvent,
  NOW,
  offeredSlots,
  packageIds,
} from '../testing/bookings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ReadCache } from './read-cache';

/** A computation the test finishes by hand. */
function deferred() {
  let resolve!: (body: string) => void;
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('computes once for the requests that arrive while it runs, and reuses the answer until it is too old', async () => {
    let time = 0;
    const cache = new ReadCache(1000, () => time);
    let computations = 0;
    const pending = deferred();
    const compute = () => {
      computations += 1;
      return pending.promise;
    };
    const answers = [cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)];
    pending.resolve('first');
    expect(await Promise.all(answers)).toEqual(['first', 'first', 'first']);
    expect(computations).toBe(1);

    time = 999;
    expect(await cache.get('k', async () => 'second')).toBe('first');
    time = 1000;
    expect(await cache.get('k', async () => 'second')).toBe('second');
  });

  it('keeps keys apart, and does not keep a failed computation', async () => {
    const cache = new ReadCache(1000, () => 0);
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    await expect(cache.get('c', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('c', async () => 'C')).toBe('C');
  });

  it('after a change, answers nothing read before it: neither what is stored nor what is still being read', async () => {
    const cache = new ReadCache(1000, () => 0);
    await cache.get('k', async () => 'old');
    const stale = deferred();
    cache.invalidate();
    const readBeforeChange = cache.get('k', () => stale.promise);
    cache.invalidate();
    // A request after the second change does not wait for the read that began before it.
    expect(await cache.get('k', async () => 'new')).toBe('new');
    stale.resolve('stale');
    expect(await readBeforeChange).toBe('stale');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('with no age computes every time', async () => {
    const cache = new ReadCache(0);
    let computations = 0;
    await cache.get('k', async () => String(++computations));
    expect(await cache.get('k', async () => String(++computations))).toBe('2');
  });
});

describe('the catalogue reads through the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, config: { PUBLIC_READ_CACHE_MS: 60_000 } });
  });
  afterAll(() => t.close());

  const slotCounts = async (eventId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const days = Object.values(res.json().data) as { timeslot: { id: number; currentAttendees: number }[] }[];
    return new Map(days.flatMap((day) => day.timeslot).map((slot) => [slot.id, slot.currentAttendees]));
  };

  it('answers the same JSON as the response schema, and a change behind its back only after it expires', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/events/home-health-screening' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.packages).toHaveLength(4);
    expect(first.headers['cache-control']).toBe('no-store');

    // A change made outside this instance (another instance, a script) is not seen while the answer is fresh.
    await t.db.update(events).set({ name: 'Renamed' }).where(eq(events.slug, 'home-health-screening'));
    const again = await t.app.inject({ method: 'GET', url: '/api/events/home-health-screening' });
    expect(again.body).toBe(first.body);
    await t.db.update(events).set({ name: first.json().data.name }).where(eq(events.slug, 'home-health-screening'));
  });

  it('a booking through this instance shows in the very next read of the slots and of the event list', async () => {
    const event = await homeEvent(t);
    const [slot] = await offeredSlots(t, event.id);
    const before = await slotCounts(event.id);
    // The slot as the event list names it, by date, time and region: an answer cached before the
    // postal-code read stored the slot still lists it as planned, without its id.
    const [named] = await t.db
      .select({ date: eventDates.date, time: timeslots.time, region: timeslots.region })
      .from(timeslots)
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(eq(timeslots.id, slot!.id));
    type Listed = { date: string; time: string; region: string | null; currentAttendees: number };
    const listed = async () => {
      const body = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
      const home = body.data.find((item: { id: number }) => item.id === event.id);
      return (home.timeslots as Listed[]).find(
        (item) => item.date === named!.date && item.time === named!.time && item.region === named!.region,
      )!.currentAttendees;
    };
    const listedBefore = await listed();

    const { premium } = await packageIds(t);
    const res = await book(t, bookingRequest({ eventId: event.id, packageId: premium, timeslotId: slot!.id }));
    expect(res.statusCode).toBe(201);

    expect((await slotCounts(event.id)).get(slot!.id)).toBe(before.get(slot!.id)! + 1);
    expect(await listed()).toBe(listedBefore + 1);
  });

  it('a refused change keeps the answers, and an unknown event is a 404 every time', async () => {
    const event = await homeEvent(t);
    const before = await t.app.inject({ method: 'GET', url: '/api/events' });
    await t.db.update(events).set({ name: 'Renamed' }).where(eq(events.id, event.id));
    const refused = await book(t, { eventId: event.id });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).body).toBe(before.body);
    await t.db.update(events).set({ name: event.name }).where(eq(events.id, event.id));

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const miss = await t.app.inject({ method: 'GET', url: '/api/events/nope' });
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({ success: false, message: 'Event not found' });
    }
  });
});
