import type { AdminRegistrationDetails } from '@domain/orders/schemas';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { CONSENT_VERSION_MESSAGE } from '@domain/privacy/personal-data';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { eventConfigs } from '../../db/schema/events';
import { adminApi, signInAdmin } from '../../testing/admin';
import {
  book,
  bookingRequest,
  bookingSetup,
  homeEvent,
  legacyBookingRequest,
  NOW,
  type PackageIds,
  storedRegistration,
} from '../../testing/bookings';
import { type SlotQueue, slotCounters } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';

// DESIGN §8.3: every booking records the privacy notice in force and the time, whatever the request's
// consentVersion says; a consentVersion that is not a short text is refused and books nothing.

let t: TestApp;
let eventId: number;
let pkg: PackageIds;
let slots: SlotQueue;

/** A moment of its own per booking, so the recorded time is the booking's, not some other clock's. */
let minute = 0;
function nextNow(): Date {
  minute += 1;
  const now = new Date(NOW.getTime() + minute * 60_000 + 123);
  t.setNow(now);
  return now;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  // Twenty dates ahead: every request here takes a central slot of its own (one home visit per slot).
  await t.db
    .update(eventConfigs)
    .set({ numSlots: 20 })
    .where(eq(eventConfigs.eventId, (await homeEvent(t)).id));
  ({ eventId, pkg, slots } = await bookingSetup(t));
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

const mainFlow = (overrides: object = {}) =>
  ({ ...bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }), ...overrides }) as Record<
    string,
    unknown
  >;
const olderFlow = (overrides: object = {}) =>
  ({ ...legacyBookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }), ...overrides }) as Record<
    string,
    unknown
  >;

async function bookingsOf(identificationNumber: unknown) {
  const [row] = await t.db
    .select({ n: count() })
    .from(registrations)
    .where(eq(registrations.identificationNumber, String(identificationNumber)));
  return row!.n;
}

describe('a booking records the privacy notice agreed to', () => {
  const cases = [
    { flow: 'main flow', url: '/api/registrations', request: mainFlow },
    { flow: 'older flow', url: '/api/registrations', request: olderFlow },
    { flow: 'older flow through its alias', url: '/api/registrations/legacy', request: olderFlow },
  ];
  for (const { flow, url, request } of cases) {
    for (const consentVersion of [undefined, PRIVACY_NOTICE_VERSION, 'an older notice']) {
      it(`${flow}, consentVersion ${JSON.stringify(consentVersion)}: the version in force and the booking's time`, async () => {
        const now = nextNow();
        const payload = request(consentVersion === undefined ? {} : { consentVersion });
        const res = await t.app.inject({ method: 'POST', url, payload });
        expect(res.statusCode, res.body).toBe(201);
        const row = await storedRegistration(t, res.json().data.id);
        expect(row.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
        expect(row.consentedAt?.toISOString()).toBe(now.toISOString());
        expect(row.createdAt.toISOString()).toBe(now.toISOString());
      });
    }
  }
});

describe('a consentVersion that is not a short text', () => {
  const badVersions = [20261126, 'x'.repeat(200), '', null, true, ['2026-11-26'], { version: '2026-11-26' }];
  for (const [flow, request] of [
    ['main flow', mainFlow],
    ['older flow', olderFlow],
  ] as const) {
    for (const consentVersion of badVersions) {
      const shown =
        typeof consentVersion === 'string' ? `a text of ${consentVersion.length}` : JSON.stringify(consentVersion);
      it(`${flow}: ${shown} is a 400 naming the field, and books nothing`, async () => {
        const payload = request({ consentVersion });
        const res = await book(t, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: CONSENT_VERSION_MESSAGE });
        expect(res.json().errors).toEqual([{ path: 'consentVersion', message: CONSENT_VERSION_MESSAGE }]);
        expect(await bookingsOf(payload.identificationNumber)).toBe(0);
        expect(await slotCounters(t, payload.timeslotId as number)).toMatchObject({
          currentAttendees: 0,
          currentBookings: 0,
        });
      });
    }
  }

  it('accepts 40 characters, and refuses 41', async () => {
    expect((await book(t, mainFlow({ consentVersion: 'v'.repeat(40) }))).statusCode).toBe(201);
    const refused = await book(t, olderFlow({ consentVersion: 'v'.repeat(41) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONSENT_VERSION_MESSAGE);
  });
});

describe('the admin order details', () => {
  it('show the version agreed to and when, and null for a booking made before it was asked', async () => {
    const api = adminApi(await signInAdmin(t));
    const now = nextNow();
    const booked = await book(t, mainFlow({ consentVersion: PRIVACY_NOTICE_VERSION }));
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data.id as string;

    const res = await api('GET', `/api/admin/registrations/${id}`);
    expect(res.statusCode).toBe(200);
    const details = res.json().data as AdminRegistrationDetails;
    expect(details.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(details.consentedAt).toBe(now.toISOString());

    // A booking from before the notice was asked for holds neither value.
    await t.db
      .update(registrations)
      .set({ privacyNoticeVersion: null, consentedAt: null })
      .where(eq(registrations.id, id));
    const older = (await api('GET', `/api/admin/registrations/${id}`)).json().data as AdminRegistrationDetails;
    expect(older).toMatchObject({ privacyNoticeVersion: null, consentedAt: null });
  });
});
