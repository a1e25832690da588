import { createHash, createHmac } from 'node:crypto';
import { PRICE_CHANGED_MESSAGE, TOO_MANY_VERIFICATIONS_MESSAGE } from '@domain/bookings/messages';
import { centsToAmount, toCents } from '@domain/shared/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpInsurer, InsurerUnavailableError } from '../../adapters/insurer';
import { buildApp } from '../../app';
import { memberVerificationAttempts, memberVerifications } from '../../db/schema/members';
import { DEMO_PACKAGES } from '../../db/seed';
import { book, bookedMembership, bookingRequest, bookingSetup, NOW } from '../../testing/bookings';
import { localServers } from '../../testing/http-server';
import { observedRosterInsurer } from '../../testing/insurer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { forgetStaleVerifications, summariseBenefitProfile, verifyMemberForChange } from './service';

// DESIGN §8.2, member verification is no oracle: at most 5 verifications per ID number per hour,
// counted in the database across all clients and instances, and only an allow-listed benefit summary.
// DESIGN §8.9: the same question asked again within 15 minutes is not counted again.

const MEMBER = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' };
const MINUTE = 60 * 1000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

/** A date of birth that is not the member's: the guesses of someone looking for it. */
const guess = (day: number) => ({ ...MEMBER, dateOfBirth: `1980-02-${String(day).padStart(2, '0')}` });

let clients = 0;
/** Each call from a client of its own unless told, so that only the limit per ID number applies. */
const nextClient = () => {
  clients += 1;
  return `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};
const verifyOn = (app: FastifyInstance, payload: object, remoteAddress = nextClient()) =>
  app.inject({ method: 'POST', url: '/api/verify-aia-healthshield', payload, remoteAddress });

describe('verifications per ID number', () => {
  const observed = observedRosterInsurer();
  let t: TestApp;
  const verify = (payload: object, remoteAddress?: string) => verifyOn(t.app, payload, remoteAddress);
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, insurer: observed.insurer });
  });
  beforeEach(async () => {
    t.setNow(NOW);
    // No count and no remembered answer: a question asked in an earlier test would be free to repeat.
    await t.db.delete(memberVerificationAttempts);
    await t.db.delete(memberVerifications);
  });
  afterAll(() => t.close());

  it('refuses the 6th within an hour from any client, and the 7th with the right date of birth: no oracle', async () => {
    const answers = [];
    // A guess a minute, each from another client address.
    for (let i = 1; i <= 6; i += 1) {
      t.setNow(at(i - 1));
      answers.push(await verify(guess(i), `203.0.113.${i}`));
    }
    expect(answers.slice(0, 5).map((res) => [res.statusCode, res.json().data.isAiaMember])).toEqual(
      Array(5).fill([200, false]),
    );
    expect(answers[5]!.statusCode).toBe(429);
    expect(answers[5]!.json()).toEqual({ success: false, message: TOO_MANY_VERIFICATIONS_MESSAGE });
    expect(TOO_MANY_VERIFICATIONS_MESSAGE).toBe(
      'Too many verification attempts for this ID number. Please try again later.',
    );

    const callsBefore = observed.state.calls;
    // The right date of birth, from yet another client, half an hour on: the same refusal as a wrong one.
    t.setNow(at(30));
    const right = await verify({ ...MEMBER, identificationNumber: ' s1234567d ' }, '203.0.113.7');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(answers[5]!.json());
    // Refused before the insurer is asked.
    expect(observed.state.calls).toBe(callsBefore);

    // Another ID number is unaffected.
    const other = await verify(
      { identificationNumber: 'S2345678H', dateOfBirth: '1985-06-15', vitalityMembershipNo: 'V123456789' },
      '203.0.113.7',
    );
    expect(other.statusCode).toBe(200);
    expect(other.json().data.isVitalityMember).toBe(true);

    // An hour after the first counted attempt one is free again; the refused ones did not push it out.
    t.setNow(at(59));
    expect((await verify(MEMBER, '203.0.113.8')).statusCode).toBe(429);
    t.setNow(at(60));
    const later = await verify(MEMBER, '203.0.113.8');
    expect(later.statusCode).toBe(200);
    expect(later.json().data).toMatchObject({ status: 'success', isAiaMember: true });
    // The first guess's place is taken again: the next waits until the second guess is an hour old.
    expect((await verify(MEMBER, '203.0.113.9')).statusCode).toBe(429);
    t.setNow(at(61));
    expect((await verify(MEMBER, '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts verifications the insurer could not answer: the limit is on questions asked', async () => {
    observed.state.down = true;
    try {
      for (let i = 1; i <= 5; i += 1) expect((await verify(guess(i))).statusCode).toBe(503);
    } finally {
      observed.state.down = false;
    }
    expect((await verify(MEMBER)).statusCode).toBe(429);
  });

  it('takes exactly 5 of 10 concurrent verifications of one ID', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => verify(guess(i + 1), `192.0.2.${i + 1}`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
  });

  it('keeps the count under a keyed hash of the upper-cased ID, never the ID itself', async () => {
    await verify({ ...MEMBER, identificationNumber: 's1234567d' });
    await verify(guess(1));
    const rows = await t.db.select().from(memberVerificationAttempts);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attemptedAt).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toMatch(/S1234567D/i);
    expect(rows[0]!.idHash).toMatch(/^[0-9a-f]{64}$/);
    // Keyed: neither the plain hash of the ID nor an HMAC without the server's secret matches.
    expect(rows[0]!.idHash).not.toBe(createHash('sha256').update('S1234567D').digest('hex'));
    expect(rows[0]!.idHash).not.toBe(createHmac('sha256', '').update('attempts|S1234567D').digest('hex'));
  });

  it('forgets the count of an ID an hour after its last attempt', async () => {
    await verify(MEMBER);
    t.setNow(at(61));
    await verify({ identificationNumber: 'S2345678H', dateOfBirth: '1985-06-15' });
    // The recurring clean-up removes the first ID's count, and leaves the one counted now.
    await forgetStaleVerifications(t.db, at(61));
    expect(await t.db.select().from(memberVerificationAttempts)).toHaveLength(1);
  });

  it('A member verified six times in ten minutes (same ID and date of birth) is a member every time', async () => {
    for (let minute = 0; minute <= 10; minute += 2) {
      t.setNow(at(minute));
      const res = await verify(
        { ...MEMBER, identificationNumber: minute % 4 === 0 ? ' s1234567d ' : MEMBER.identificationNumber },
        `203.0.113.${minute + 1}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'success', isAiaMember: true });
    }
    // Counted once: the repeats revealed nothing new.
    const [row] = await t.db.select().from(memberVerificationAttempts);
    expect(row!.attemptedAt).toHaveLength(1);
  });

  it('counts every other date of birth: the 6th different one within the hour is refused, and then the member too', async () => {
    expect((await verify(MEMBER)).statusCode).toBe(200);
    for (let i = 1; i <= 4; i += 1) {
      t.setNow(at(i));
      // The member's own question in between stays free...
      expect((await verify(MEMBER)).json().data.isAiaMember).toBe(true);
      expect((await verify(guess(i))).statusCode).toBe(200);
    }
    t.setNow(at(5));
    const sixth = await verify(guess(5));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, message: TOO_MANY_VERIFICATIONS_MESSAGE });
    // ...but past the limit it gets the same refusal: otherwise a free answer would single out the
    // remembered date of birth among any number of guesses.
    const callsBefore = observed.state.calls;
    expect((await verify(MEMBER)).json()).toEqual(sixth.json());
    expect(observed.state.calls).toBe(callsBefore);
  });

  it('frees only the exact question: another Vitality number for the same ID and date of birth counts', async () => {
    const vitality = { identificationNumber: 'S2345678H', dateOfBirth: '1985-06-15' };
    expect((await verify({ ...vitality, vitalityMembershipNo: 'V123456789' })).json().data.isVitalityMember).toBe(true);
    for (let i = 1; i <= 4; i += 1) {
      expect((await verify({ ...vitality, vitalityMembershipNo: `V99999999${i}` })).statusCode).toBe(200);
    }
    expect((await verify({ ...vitality, vitalityMembershipNo: 'V999999995' })).statusCode).toBe(429);
  });

  it('counts the same question again once 15 minutes have passed since it was last answered', async () => {
    expect((await verify(MEMBER)).statusCode).toBe(200);
    t.setNow(at(15));
    expect((await verify(MEMBER)).statusCode).toBe(200);
    t.setNow(at(30));
    expect((await verify(MEMBER)).statusCode).toBe(200);
    const [row] = await t.db.select().from(memberVerificationAttempts);
    expect(row!.attemptedAt).toHaveLength(3);
  });

  it('does not count the recent verification a booking reuses, nor the booking of a remembered member', async () => {
    expect((await verify(MEMBER)).json().data.isAiaMember).toBe(true);
    const callsAfterVerifying = observed.state.calls;
    const member = () => bookedMembership(t, MEMBER);
    // Verify, book, book again: reused from the verification just made (no insurer call), never refused.
    for (let i = 0; i < 6; i += 1) {
      t.setNow(at(i));
      expect(await member()).toEqual({ isAiaMember: true, isVitalityMember: false });
    }
    expect(observed.state.calls).toBe(callsAfterVerifying);
    // Then a change of the booking's primary person back to the member verifies the same way.
    for (let i = 0; i < 6; i += 1) {
      const member = await verifyMemberForChange({ ctx: t.app.ctx, ...MEMBER, unavailableMessage: 'unavailable' });
      expect(member).toEqual({ isAiaMember: true, isVitalityMember: false });
    }
    expect((await verify(MEMBER)).json().data.isAiaMember).toBe(true);
    const [row] = await t.db.select().from(memberVerificationAttempts);
    expect(row!.attemptedAt).toHaveLength(1);
  });

  it('prices a booking past the limit at standard prices, though the cache holds the member', async () => {
    expect((await verify(MEMBER)).json().data.isAiaMember).toBe(true);
    for (let i = 1; i <= 4; i += 1) expect((await verify(guess(i))).statusCode).toBe(200);
    expect(await bookedMembership(t, MEMBER)).toEqual({ isAiaMember: false, isVitalityMember: false });
  });

  it("refuses a member's total past the limit with why the membership was not checked, and books the standard total", async () => {
    expect((await verify(MEMBER)).json().data.isAiaMember).toBe(true);
    for (let i = 1; i <= 4; i += 1) expect((await verify(guess(i))).statusCode).toBe(200);
    const { eventId, pkg, slots } = await bookingSetup(t);
    const timeslotId = slots.next();
    // Premium at its member price with GST, as the wizard showed it after the verification.
    const memberTotal = centsToAmount(Math.round((toCents(DEMO_PACKAGES[0].aiaPrice) * 109) / 100));
    const request = bookingRequest({
      eventId,
      packageId: pkg.premium,
      timeslotId,
      ...MEMBER,
      totalAmount: memberTotal,
    });
    const refused = await book(t, request);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: PRICE_CHANGED_MESSAGE,
      data: { isMember: false, totalAmount: '128.62', membershipNotChecked: 'too-many-checks' },
    });
    const booked = await book(t, { ...request, totalAmount: '128.62' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ totalAmount: '128.62' });
  });

  it('says the insurer could not answer when it priced a member at standard prices for that reason', async () => {
    const down = await createTestApp({
      now: NOW,
      insurer: { verify: () => Promise.reject(new InsurerUnavailableError('down')) },
    });
    try {
      const { eventId, pkg, slots } = await bookingSetup(down);
      const refused = await book(
        down,
        bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next(), ...MEMBER, totalAmount: '110.00' }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().data).toMatchObject({ isMember: false, membershipNotChecked: 'insurer-unavailable' });
      // A passport number is no membership to check: standard prices, and nothing to say.
      const passport = await book(
        down,
        bookingRequest({
          eventId,
          packageId: pkg.premium,
          timeslotId: slots.next(),
          identificationNumber: 'K1234567',
          totalAmount: '110.00',
        }),
      );
      expect(passport.json().data).toMatchObject({ isMember: false, membershipNotChecked: null });
    } finally {
      await down.close();
    }
  });

  it('counts the same across instances that share the database', async () => {
    const second = await buildApp({
      config: t.config,
      db: t.db,
      insurer: observed.insurer,
      clientDir: null,
      now: () => NOW,
      logger: false,
    });
    await second.ready();
    try {
      const statuses = [];
      for (let i = 1; i <= 6; i += 1) {
        statuses.push((await verifyOn(i % 2 === 0 ? second : t.app, guess(i), `203.0.113.${i}`)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await verify(MEMBER)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('MEMBER_VERIFICATIONS_PER_ID_PER_HOUR', () => {
  const observed = observedRosterInsurer();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      insurer: observed.insurer,
      config: { MEMBER_VERIFICATIONS_PER_ID_PER_HOUR: 2 },
    });
  });
  afterAll(() => t.close());

  it('sets the limit per ID number: with 2, the 3rd date of birth within the hour is refused', async () => {
    // The member's own question asked again is free...
    for (let i = 0; i < 3; i += 1) expect((await verifyOn(t.app, MEMBER)).statusCode).toBe(200);
    expect((await verifyOn(t.app, guess(1))).statusCode).toBe(200);
    // ...but a third date of birth is one too many.
    expect((await verifyOn(t.app, guess(2))).statusCode).toBe(429);
    // The booking's own verification follows the same limit: past it, standard prices.
    await t.db.delete(memberVerifications);
    expect(await bookedMembership(t, MEMBER)).toEqual({ isAiaMember: false, isVitalityMember: false });
  });

  it('is the number the OpenAPI document names', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(JSON.stringify(doc.paths['/api/verify-aia-healthshield'].post.responses['429'])).toContain(
      '2 verifications in the last hour',
    );
  });
});

describe('benefitProfileData', () => {
  const observed = observedRosterInsurer();
  const servers = localServers();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, insurer: observed.insurer });
  });
  afterEach(async () => {
    observed.state.answerExtras = null;
    await servers.closeAll();
  });
  afterAll(() => t.close());

  const talkative = {
    benefitProfileData: {
      programme: 'AIA Health Shield',
      tier: 'Gold',
      policyNumber: 'HS-0099-1234',
      annualLimit: 150000,
      claims: [{ date: '2026-03-01', amount: '2400.00', diagnosis: 'Hypertension' }],
      dependants: ['S7654321A'],
    },
    agentNotes: 'prefers calls after 6pm',
  };

  it('carries only the programme and tier of what the insurer sends', async () => {
    observed.state.answerExtras = talkative;
    const res = await verifyOn(t.app, MEMBER);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'success',
      isAiaMember: true,
      isVitalityMember: false,
      message: 'AIA Health Shield membership verified. Member pricing will apply.',
      benefitProfileData: { programme: 'AIA Health Shield', tier: 'Gold' },
    });
    expect(res.body).not.toMatch(/HS-0099|150000|Hypertension|S7654321A|agentNotes|6pm/);
  });

  it('is null for anyone who is not a member, whatever the insurer sends', async () => {
    observed.state.answerExtras = { benefitProfileData: talkative.benefitProfileData };
    const res = await verifyOn(t.app, { identificationNumber: 'T7654321Z', dateOfBirth: '1990-03-03' });
    expect(res.json().data).toMatchObject({ isAiaMember: false, benefitProfileData: null });
  });

  it('drops the extras of the HTTP insurer too', async () => {
    const server = await servers.start((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          status: 'success',
          isAiaMember: false,
          isVitalityMember: true,
          message: 'Vitality membership verified. Member pricing will apply.',
          ...talkative,
          benefitProfileData: { ...talkative.benefitProfileData, programme: 'AIA Vitality', tier: 'Platinum' },
        }),
      );
    });
    const roster = t.app.ctx.insurer;
    t.app.ctx.insurer = createHttpInsurer({ url: `${server.url}/verify` });
    try {
      const res = await verifyOn(t.app, { identificationNumber: 'S2345678H', dateOfBirth: '1985-06-15' });
      expect(res.json().data).toMatchObject({
        isVitalityMember: true,
        benefitProfileData: { programme: 'AIA Vitality', tier: 'Platinum' },
      });
      expect(Object.keys(res.json().data.benefitProfileData)).toEqual(['programme', 'tier']);
      expect(res.body).not.toMatch(/HS-0099|Hypertension|agentNotes/);
    } finally {
      t.app.ctx.insurer = roster;
    }
  });

  it('is documented as the allow-listed summary in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const answer = doc.paths['/api/verify-aia-healthshield'].post.responses['200'].content['application/json'].schema;
    const profile = JSON.stringify(answer);
    expect(profile).toContain('"programme"');
    expect(profile).toContain('"tier"');
    expect(profile).not.toContain('policyNumber');
    expect(JSON.stringify(doc.paths['/api/verify-aia-healthshield'].post.responses['429'])).toContain(
      '5 verifications in the last hour',
    );
  });
});

describe('summariseBenefitProfile', () => {
  it.each([
    [{ programme: 'AIA Health Shield' }, { programme: 'AIA Health Shield' }],
    [
      { programme: ' AIA Vitality ', tier: 'Gold', policy: 'X' },
      { programme: 'AIA Vitality', tier: 'Gold' },
    ],
    [{ programme: 'AIA Vitality', tier: 3 }, { programme: 'AIA Vitality' }],
    [{ programme: 'x'.repeat(101) }, null],
    [{ tier: 'Gold' }, null],
    [{ programme: { name: 'AIA' } }, null],
    [['AIA Health Shield'], null],
    ['AIA Health Shield', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (profile, summary) => {
    expect(summariseBenefitProfile(profile)).toEqual(summary);
  });
});
