import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { events } from '../db/schema/events';
import { eventDates, timeslots } from '../db/schema/timeslots';
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

  it('says whether an answer was there already: stored, or being computed for another request', async () => {
    const cache = new ReadCache(1000, () => 0);
    const pending = deferred();
    const first = cache.read('k', () => pending.promise);
    const second = cache.read('k', async () => 'unused');
    pending.resolve('body');
    expect(await first).toEqual({ body: 'body', hit: false });
    expect(await second).toEqual({ body: 'body', hit: true });
    expect(await cache.read('k', async () => 'unused')).toEqual({ body: 'body', hit: true });
    expect(await new ReadCache(0).read('k', async () => 'fresh')).toEqual({ body: 'fresh', hit: false });
  });

  it('tells of a change made here, and not of one it is told about', () => {
    const cache = new ReadCache(1000, () => 0);
    let told = 0;
    cache.onChange = () => {
      told += 1;
    };
    cache.invalidate();
    cache.drop();
    expect(told).toBe(1);
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

  it('marks each answer X-Cache MISS when computed for it and HIT when reused', async () => {
    const event = await homeEvent(t);
    for (const url of [
      '/api/events',
      '/api/events/home-health-screening',
      `/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`,
    ]) {
      t.app.readCache.drop();
      const first = await t.app.inject({ method: 'GET', url });
      const second = await t.app.inject({ method: 'GET', url });
      expect([first.statusCode, first.headers['x-cache']]).toEqual([200, 'MISS']);
      expect([second.statusCode, second.headers['x-cache']]).toEqual([200, 'HIT']);
      expect(second.body).toBe(first.body);
    }
  });

  it('keeps its answers through calls that change nothing the catalogue shows, and drops them on a booking', async () => {
    const event = await homeEvent(t);
    const [slot] = await offeredSlots(t, event.id);
    const read = () => t.app.inject({ method: 'GET', url: '/api/events/home-health-screening' });
    t.app.readCache.drop();
    expect((await read()).headers['x-cache']).toBe('MISS');
    const readOnlyCalls = [
      { url: '/api/discounts/validate', payload: { code: 'WELCOME10', subtotal: 100 } },
      {
        url: '/api/verify-aia-healthshield',
        payload: { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' },
      },
    ];
    for (const call of readOnlyCalls) {
      const res = await t.app.inject({ method: 'POST', ...call });
      expect(res.statusCode, call.url).toBe(200);
      expect((await read()).headers['x-cache'], call.url).toBe('HIT');
    }
    const { premium } = await packageIds(t);
    const booked = await book(t, bookingRequest({ eventId: event.id, packageId: premium, timeslotId: slot!.id }));
    expect(booked.statusCode).toBe(201);
    expect((await read()).headers['x-cache']).toBe('MISS');
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

/** Redis for the test of two instances: TEST_REDIS_URL, else a local one if it answers. */
async function testRedisUrl(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch {
    if (process.env.TEST_REDIS_URL) throw new Error(`TEST_REDIS_URL ${url} does not answer`);
    return null;
  } finally {
    probe.disconnect();
  }
}

const redisUrl = await testRedisUrl();
if (!redisUrl) console.warn('read cache across instances: no Redis at 127.0.0.1:6379 and no TEST_REDIS_URL; skipped');

/**
 * Lets every instance read what has arrived on its sockets (the Redis message): for a message that must
 * not come, a moment to show that none did (a wait for something to happen polls for it instead).
 */
const eventLoopTurn = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.skipIf(!redisUrl)('the read caches of two instances sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    // A channel of this run's own, so parallel runs do not drop each other's caches.
    const config = {
      PUBLIC_READ_CACHE_MS: 60_000,
      REDIS_URL: redisUrl!,
      READ_CACHE_CHANNEL: `hs-read-cache-test-${randomUUID()}`,
    };
    a = await createTestApp({ now: NOW, config });
    // The second instance: its own app (cache, Redis connections) on the same database.
    b = await buildApp({ config: a.config, db: a.db, clientDir: null, now: () => NOW, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const slotsOn = async (app: FastifyInstance, eventId: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`,
    });
    expect(res.statusCode).toBe(200);
    const days = Object.values(res.json().data) as { timeslot: { id: number; currentAttendees: number }[] }[];
    return new Map(days.flatMap((day) => day.timeslot).map((slot) => [slot.id, slot.currentAttendees]));
  };

  it('a booking on one instance shows at once in the other, though its answers are kept a minute', async () => {
    const event = await homeEvent(a);
    const [slot] = await offeredSlots(a, event.id);
    const before = (await slotsOn(b, event.id)).get(slot!.id)!;
    expect((await b.inject({ method: 'GET', url: '/api/events' })).headers['x-cache']).toBe('MISS');
    expect((await b.inject({ method: 'GET', url: '/api/events' })).headers['x-cache']).toBe('HIT');

    const { premium } = await packageIds(a);
    const booked = await book(a, bookingRequest({ eventId: event.id, packageId: premium, timeslotId: slot!.id }));
    expect(booked.statusCode).toBe(201);
    // Redis sends the message to B about when it answers A; a request over the network reaches B
    // through its event loop, where a message already there is read first. inject() skips that loop,
    // and on a busy machine Redis may send it a little later: B is asked until it shows the booking,
    // far sooner than the minute its answers are kept.
    await vi.waitFor(async () => expect((await slotsOn(b, event.id)).get(slot!.id)).toBe(before + 1), {
      timeout: 10_000,
      interval: 20,
    });
    expect((await b.inject({ method: 'GET', url: '/api/events' })).headers['x-cache']).toBe('MISS');
  });

  it("a read-only call on one instance keeps the other instance's answers", async () => {
    const read = () => b.inject({ method: 'GET', url: '/api/events/home-health-screening' });
    await read();
    expect((await read()).headers['x-cache']).toBe('HIT');
    const checked = await a.app.inject({
      method: 'POST',
      url: '/api/discounts/validate',
      payload: { code: 'WELCOME10', subtotal: 100 },
    });
    expect(checked.statusCode).toBe(200);
    await eventLoopTurn();
    expect((await read()).headers['x-cache']).toBe('HIT');
  });
});
