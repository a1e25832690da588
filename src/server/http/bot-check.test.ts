import { randomBytes } from 'node:crypto';
import { BOT_CHECK_MESSAGE } from '@domain/bookings/messages';
import { altchaChallengeSchema, botCheckRefusalSchema } from '@domain/shared/envelope';
import type { Challenge } from 'altcha-lib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../testing/bookings';
import { insertBooking, slotsByWeek, solvedPayload } from '../testing/bot-check';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOOK_UP_MISS_BURST } from './bot-check';

const MEMBER = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' };
const DISCOUNT_CHECK = { code: 'WELCOME10', subtotal: 100 };

/** A discount check of the seeded code: a cheap public call under the bot check that answers 200. */
const checkCode = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/discounts/validate', remoteAddress, payload: DISCOUNT_CHECK, headers });

const lookUp = (t: TestApp, remoteAddress: string, reference = 'HS2611-0000-0000') =>
  t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}`, remoteAddress });

/** Makes `count` calls from the address and answers their statuses. */
async function callsFrom(t: TestApp, remoteAddress: string | ((i: number) => string), count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const address = typeof remoteAddress === 'string' ? remoteAddress : remoteAddress(i);
    statuses.push((await checkCode(t, address)).statusCode);
  }
  return statuses;
}

/** The challenge of a 428 answer, checked against the documented refusal. */
function challengeOf(res: { statusCode: number; json(): unknown }): Challenge {
  expect(res.statusCode).toBe(428);
  const body = botCheckRefusalSchema.parse(res.json());
  expect(body).toMatchObject({ success: false, message: BOT_CHECK_MESSAGE });
  return body.data.challenge as Challenge;
}

describe('the bot check past CHALLENGE_AFTER_PER_HOUR calls from one client network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { CHALLENGE_AFTER_PER_HOUR: 10 } });
  });
  afterAll(() => t.close());

  it('lets the first 10 calls in an hour through and answers the 11th with 428 and an Altcha challenge', async () => {
    expect(await callsFrom(t, '198.51.100.1', 10)).toEqual(Array(10).fill(200));
    const refused = await checkCode(t, '198.51.100.1');
    expect(refused.headers['cache-control']).toBe('no-store');
    const challenge = challengeOf(refused);
    expect(altchaChallengeSchema.parse(challenge).parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    // A few minutes to solve it in.
    const expiresInSeconds = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(expiresInSeconds).toBeGreaterThan(60);
    expect(expiresInSeconds).toBeLessThanOrEqual(300);
  });

  it('passes a call repeated with the solved challenge in X-Altcha, and refuses the same payload again', async () => {
    const address = '198.51.100.2';
    await callsFrom(t, address, 10);
    const payload = await solvedPayload(challengeOf(await checkCode(t, address)));

    const passed = await checkCode(t, address, { 'x-altcha': payload });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data).toMatchObject({ code: 'WELCOME10' });

    const replayed = await checkCode(t, address, { 'x-altcha': payload });
    const fresh = challengeOf(replayed);
    expect(fresh.signature).not.toBe(JSON.parse(Buffer.from(payload, 'base64').toString()).challenge.signature);
  });

  it('answers a wrong, tampered or unreadable payload with 428 and a fresh challenge', async () => {
    const address = '198.51.100.3';
    await callsFrom(t, address, 10);
    const challenge = challengeOf(await checkCode(t, address));
    const payload = JSON.parse(Buffer.from(await solvedPayload(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const key: string = payload.solution.derivedKey;
    const wrongKey = encode({
      ...payload,
      solution: { ...payload.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` },
    });
    const easierChallenge = encode({
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, keyPrefix: '0' } },
    });
    const expired = encode({
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: 1 } },
    });
    for (const header of [wrongKey, easierChallenge, expired, 'not base64 at all', encode({ challenge: 1 })]) {
      challengeOf(await checkCode(t, address, { 'x-altcha': header }));
    }
    // The untouched payload still passes: none of the refusals used it up.
    expect((await checkCode(t, address, { 'x-altcha': encode(payload) })).statusCode).toBe(200);
  });

  it('leaves another client network alone', async () => {
    await callsFrom(t, '198.51.100.4', 11);
    expect((await checkCode(t, '198.51.100.4')).statusCode).toBe(428);
    expect((await checkCode(t, '198.51.100.5')).statusCode).toBe(200);
  });

  it('counts the IPv6 addresses of one /64 together, and another /64 apart', async () => {
    const statuses = await callsFrom(t, (i) => `2001:db8:7:1::${(i + 1).toString(16)}`, 10);
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await checkCode(t, '2001:db8:7:1:ffff::99')).statusCode).toBe(428);
    expect((await checkCode(t, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('checks every public call it covers, and a booking repeated with a solved challenge is booked once', async () => {
    const address = '198.51.100.6';
    await callsFrom(t, address, 10);
    const calls = [
      { method: 'POST', url: '/api/registrations', payload: {} },
      { method: 'POST', url: '/api/registrations/legacy', payload: {} },
      { method: 'GET', url: '/api/registrations/lookup/HS2611-0000-0000' },
      { method: 'POST', url: '/api/verify-aia-healthshield', payload: MEMBER },
      { method: 'POST', url: '/api/discounts/validate', payload: DISCOUNT_CHECK },
      { method: 'GET', url: '/api/wc/100000000001' },
      { method: 'POST', url: '/api/wc/create-registration', payload: { bookingCode: '100000000001' } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call, remoteAddress: address })).statusCode, call.url).toBe(428);
    }
    // Calls outside the check are not refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/events', remoteAddress: address })).statusCode).toBe(200);

    const event = await homeEvent(t);
    const [slot] = await offeredSlots(t, event.id);
    const booking = bookingRequest({
      eventId: event.id,
      packageId: (await packageIds(t)).premium,
      timeslotId: slot!.id,
    });
    const headers = { 'idempotency-key': randomBytes(8).toString('hex') };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: booking,
      headers,
      remoteAddress: address,
    });
    const payload = await solvedPayload(challengeOf(refused));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: booking,
      headers: { ...headers, 'x-altcha': payload },
      remoteAddress: address,
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.reference_number).toMatch(/^HS/);
  });

  it('documents the 428 answer, its challenge and the X-Altcha header on each covered route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const covered = [
      ['/api/registrations', 'post'],
      ['/api/registrations/legacy', 'post'],
      ['/api/registrations/lookup/{referenceNumber}', 'get'],
      ['/api/verify-aia-healthshield', 'post'],
      ['/api/discounts/validate', 'post'],
      ['/api/wc/{code}', 'get'],
      ['/api/wc/create-registration', 'post'],
    ] as const;
    for (const [path, method] of covered) {
      const operation = document.paths[path][method];
      expect(operation.responses['428'].content['application/json'].schema, path).toEqual({
        $ref: '#/components/schemas/BotCheckRefusal',
      });
      expect(operation.parameters, path).toContainEqual(expect.objectContaining({ in: 'header', name: 'X-Altcha' }));
    }
    expect(document.paths['/api/events'].get.responses['428']).toBeUndefined();
    expect(document.components.schemas.BotCheckRefusal.properties.data.properties.challenge).toBeDefined();
  });
});

describe('the bot check while unproven holds exceed 20% of the next 7 days’ visits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, config: { CHALLENGE_AFTER_PER_HOUR: 10 } });
    const { eventId, thisWeek } = await slotsByWeek(t, NOW);
    const holdEnds = new Date(NOW.getTime() + 30 * 60_000);
    // 40 persons paid or proven, 11 in unproven holds: 11 of 51 is over 20%, and at least 10.
    const slot = (i: number) => thisWeek[i % thisWeek.length]!;
    for (let i = 0; i < 8; i++) await insertBooking(t, { eventId, timeslotId: slot(i), persons: 5, status: 'paid' });
    for (let i = 0; i < 11; i++) {
      await insertBooking(t, {
        eventId,
        timeslotId: slot(i),
        persons: 1,
        status: i % 2 === 0 ? 'pending_payment' : 'confirmed',
        holdExpiresAt: holdEnds,
      });
    }
  });
  afterAll(() => t.close());

  it('asks every client for a solved challenge, from its first call; solving it still passes', async () => {
    const refused = await checkCode(t, '203.0.113.50');
    const payload = await solvedPayload(challengeOf(refused));
    expect((await checkCode(t, '203.0.113.50', { 'x-altcha': payload })).statusCode).toBe(200);
    expect((await checkCode(t, '2001:db8:99::1')).statusCode).toBe(428);
  });
});

describe('the bot check on look-ups after a burst of look-up misses across clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The hourly count is out of reach here: only the misses switch the check on.
    t = await createTestApp({ config: { CHALLENGE_AFTER_PER_HOUR: 1000 } });
  });
  afterAll(() => t.close());

  // The count slides over two 10-minute buckets of the real clock (LOOK_UP_MISS_WINDOW_MS): it is held still
  // here (Date only; timers run as ever), so that no miss slides out into the last bucket meanwhile.
  beforeEach(() => {
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`checks every look-up once more than ${LOOK_UP_MISS_BURST} look-ups missed within 10 minutes`, async () => {
    const clientOf = (i: number) => `192.0.2.${i + 1}`;
    for (let i = 0; i < LOOK_UP_MISS_BURST; i++) expect((await lookUp(t, clientOf(i))).statusCode).toBe(404);
    // 50 misses: not yet over. This one is the 51st.
    expect((await lookUp(t, '198.51.100.200')).statusCode).toBe(404);

    const refused = await lookUp(t, '198.51.100.201');
    const payload = await solvedPayload(challengeOf(refused));
    const passed = await t.app.inject({
      method: 'GET',
      url: '/api/registrations/lookup/HS2611-0000-0000',
      remoteAddress: '198.51.100.201',
      headers: { 'x-altcha': payload },
    });
    expect(passed.statusCode).toBe(404);
    // Only look-ups: the other calls of a fresh client are not checked.
    expect((await checkCode(t, '198.51.100.202')).statusCode).toBe(200);
  });
});

describe('CHALLENGE_AFTER_PER_HOUR=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, config: { CHALLENGE_AFTER_PER_HOUR: 0 } });
    // Even with unproven holds all over the week.
    const { eventId, thisWeek } = await slotsByWeek(t, NOW);
    for (let i = 0; i < 12; i++) {
      await insertBooking(t, {
        eventId,
        timeslotId: thisWeek[i % thisWeek.length]!,
        persons: 1,
        status: 'pending_payment',
        holdExpiresAt: new Date(NOW.getTime() + 60_000),
      });
    }
  });
  afterAll(() => t.close());

  it('turns the check off entirely', async () => {
    expect(await callsFrom(t, '198.51.100.7', 20)).toEqual(Array(20).fill(200));
    for (let i = 0; i < 60; i++) expect((await lookUp(t, `192.0.2.${i + 1}`)).statusCode).toBe(404);
  });
});

describe('the bot check when Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails, and the instance counts on its own.
    t = await createTestApp({ config: { CHALLENGE_AFTER_PER_HOUR: 10, REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('still counts, and still remembers used payloads', async () => {
    expect(await callsFrom(t, '198.51.100.8', 10)).toEqual(Array(10).fill(200));
    const payload = await solvedPayload(challengeOf(await checkCode(t, '198.51.100.8')));
    expect((await checkCode(t, '198.51.100.8', { 'x-altcha': payload })).statusCode).toBe(200);
    expect((await checkCode(t, '198.51.100.8', { 'x-altcha': payload })).statusCode).toBe(428);
  });
});

// Runs where a Redis server is named (CI starts one), like the other shared-limit tests.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the bot check shared by several instances through Redis', () => {
  const config = {
    CHALLENGE_AFTER_PER_HOUR: 10,
    // Instances on one database share the key kept there; two test apps have two databases, so name one.
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    REDIS_URL: redisUrl,
    RATE_LIMIT_NAMESPACE: `hs-test-${randomBytes(6).toString('hex')}:`,
  };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ config });
    second = await createTestApp({ config });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("counts one network's calls across instances, and a payload used on one is refused on the other", async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 10; i++) expect((await checkCode(i % 2 === 0 ? first : second, address)).statusCode).toBe(200);
    expect((await checkCode(first, address)).statusCode).toBe(428);
    const payload = await solvedPayload(challengeOf(await checkCode(second, address)));
    expect((await checkCode(first, address, { 'x-altcha': payload })).statusCode).toBe(200);
    expect((await checkCode(second, address, { 'x-altcha': payload })).statusCode).toBe(428);
  });
});
