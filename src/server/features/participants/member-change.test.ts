import { TOO_MANY_VERIFICATIONS_MESSAGE } from '@domain/bookings/messages';
import { MEMBER_RECHECK_UNAVAILABLE_MESSAGE, PARTICIPANTS_LOCKED_MESSAGE } from '@domain/participants/messages';
import type { ParticipantChangeResult } from '@domain/participants/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { participants } from '../../db/schema/bookings';
import { memberVerificationAttempts, memberVerifications } from '../../db/schema/members';
import {
  type BookingSetup,
  bookingSetup,
  type CreatedBooking,
  householdMember,
  NOW,
  type PackageIds,
  storedRegistration,
} from '../../testing/bookings';
import { observedRosterInsurer } from '../../testing/insurer';
import { payByCard } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';

// DESIGN §8.2: a member price never survives a change of the member. Changing the primary contact's
// ID number or date of birth, or making another person primary, verifies again and re-prices.

const MEMBER = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' };
/** Not on the insurer's roster: no member benefits. */
const NOT_A_MEMBER_ID = 'S7654321F';

const observed = observedRosterInsurer();
let t: TestApp;
let pkg: PackageIds;
let createBooking: BookingSetup['createBooking'];
/** Bookings made by a test, cancelled after it (at most 3 unpaid bookings per ID number). */
const made: CreatedBooking[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: NOW, insurer: observed.insurer });
  ({ pkg, createBooking } = await bookingSetup(t));
});
beforeEach(async () => {
  // Each test starts with no verification to reuse and every ID number's verifications for the hour unused.
  await t.db.delete(memberVerifications);
  await t.db.delete(memberVerificationAttempts);
});
afterEach(async () => {
  observed.state.down = false;
  for (const booking of made.splice(0)) {
    await t.app.inject({ method: 'POST', url: `/api/registrations/${booking.id}/cancel` });
  }
});
afterAll(() => t.close());

/** A booking of the roster's AIA member with one household member on Comprehensive. */
async function memberBooking() {
  const booking = await createBooking({ ...MEMBER, participants: [householdMember(pkg.comprehensive, 'Siti')] });
  made.push(booking);
  // Member prices 106.20 + 178.20 = 284.40; family bundle 5 % = 14.22; GST 24.32; total 294.50.
  expect(booking.totalAmount).toBe('294.50');
  return booking;
}

/** The booking's own token, once bookings answer one (changes to participants will need it). */
const tokenHeaders = (booking: CreatedBooking): Record<string, string> => {
  const token = (booking as CreatedBooking & { bookingToken?: string }).bookingToken;
  return token ? { 'x-booking-token': token } : {};
};

const change = (booking: CreatedBooking, id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/participants/${id}`,
    headers: tokenHeaders(booking),
    payload: { registrationId: booking.id, ...payload },
  });

const changed = (res: { statusCode: number; json(): { data: ParticipantChangeResult } }) => {
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe("changing the primary contact's identity", () => {
  it('loses the member price when the ID number becomes a non-member’s, and gets it back with the member’s', async () => {
    const booking = await memberBooking();
    const calls = observed.state.calls;

    const lost = changed(await change(booking, 0, { identificationNumber: NOT_A_MEMBER_ID }));
    expect(observed.state.calls).toBe(calls + 1);
    // Base prices 118.00 + 198.00 = 316.00; 5 % = 15.80; GST 9 % of 300.20 = 27.02; total 327.22.
    expect(lost.booking).toMatchObject({ subtotal: '316.00', totalAmount: '327.22', amountDue: '327.22' });
    expect(lost.participants.map((p) => [p.isAiaMember, p.packagePrice, p.discountAmount])).toEqual([
      [false, '118.00', '0.00'],
      [false, '198.00', '0.00'],
    ]);
    expect(await storedRegistration(t, booking.id)).toMatchObject({
      identificationNumber: NOT_A_MEMBER_ID,
      isAiaMember: false,
      isVitalityMember: false,
      aiaMemberId: null,
      aiaDiscountAmount: '0.00',
      totalAmount: '327.22',
      amountDue: '327.22',
    });
    const [row] = await t.db.select().from(participants).where(eq(participants.registrationId, booking.id));
    expect(row).toMatchObject({ isAiaMember: false, packagePrice: '198.00', discountAmount: '0.00' });

    const back = changed(await change(booking, 0, { identificationNumber: MEMBER.identificationNumber }));
    expect(back.booking).toMatchObject({ subtotal: '284.40', totalAmount: '294.50', amountDue: '294.50' });
    expect(back.participants.map((p) => [p.isAiaMember, p.packagePrice, p.discountAmount])).toEqual([
      [true, '106.20', '11.80'],
      [true, '178.20', '19.80'],
    ]);
    expect(await storedRegistration(t, booking.id)).toMatchObject({
      isAiaMember: true,
      aiaMemberId: MEMBER.identificationNumber,
      aiaDiscountAmount: '31.60',
    });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audit.map((entry) => entry.changes)).toContainEqual(
      expect.objectContaining({
        membership: {
          before: { isAiaMember: true, isVitalityMember: false },
          after: { isAiaMember: false, isVitalityMember: false },
        },
      }),
    );
  });

  it('verifies again when the date of birth changes', async () => {
    const booking = await memberBooking();
    const res = changed(await change(booking, 0, { dateOfBirth: '1980-01-02' }));
    expect(res.booking).toMatchObject({ totalAmount: '327.22', amountDue: '327.22' });
    expect(res.participants[0]).toMatchObject({ isAiaMember: false });
  });

  it('gives a booking made at standard prices the member price when the member becomes its primary contact', async () => {
    const booking = await createBooking({ participants: [householdMember(pkg.comprehensive, 'Siti')] });
    made.push(booking);
    expect(booking.totalAmount).toBe('327.22');
    const res = changed(await change(booking, 0, MEMBER));
    expect(res.booking).toMatchObject({ totalAmount: '294.50', amountDue: '294.50' });
    expect(res.participants.map((p) => p.packagePrice)).toEqual(['106.20', '178.20']);
  });

  it('ends the member price when a participant who is no member is made primary', async () => {
    const booking = await memberBooking();
    const [siti] = await t.db.select().from(participants).where(eq(participants.registrationId, booking.id));
    const res = changed(
      await change(booking, siti!.id, { isPrimary: true, email: 'siti@example.com', mobileNumber: '98765432' }),
    );
    expect(res.participants.map((p) => [p.firstName, p.isPrimary, p.isAiaMember, p.packagePrice])).toEqual([
      ['Siti', true, false, '198.00'],
      ['Tan', false, false, '118.00'],
    ]);
    expect(res.booking).toMatchObject({ totalAmount: '327.22', amountDue: '327.22' });
  });

  it('ends the member price when a person who is no member is added as primary', async () => {
    const booking = await memberBooking();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/participants',
      headers: tokenHeaders(booking),
      payload: {
        registrationId: booking.id,
        ...householdMember(pkg.premium, 'Nurul'),
        isPrimary: true,
        email: 'nurul@example.com',
        mobileNumber: '81234567',
      },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as ParticipantChangeResult;
    // Three at base prices: 118 + 198 + 118 = 434.00; 10 % = 43.40; GST 9 % of 390.60 = 35.15; 425.75.
    expect(data.booking).toMatchObject({ subtotal: '434.00', totalAmount: '425.75' });
    expect(data.participants.every((p) => !p.isAiaMember)).toBe(true);
  });

  it('keeps the membership, and asks no one, when only names and contact details change', async () => {
    const booking = await memberBooking();
    const calls = observed.state.calls;
    const res = changed(await change(booking, 0, { firstName: 'Mei', email: 'mei@example.com' }));
    expect(observed.state.calls).toBe(calls);
    expect(res.booking.totalAmount).toBe('294.50');
    expect(res.participants[0]).toMatchObject({ firstName: 'Mei', isAiaMember: true });
  });

  it('refuses the change with 503 when the insurer cannot answer, and changes nothing', async () => {
    const booking = await memberBooking();
    observed.state.down = true;
    const res = await change(booking, 0, { identificationNumber: NOT_A_MEMBER_ID });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: MEMBER_RECHECK_UNAVAILABLE_MESSAGE });
    expect(await storedRegistration(t, booking.id)).toMatchObject({
      identificationNumber: MEMBER.identificationNumber,
      isAiaMember: true,
      totalAmount: '294.50',
    });
  });

  it("refuses the change with 429 once the new ID number has had its hour's verifications", async () => {
    const booking = await memberBooking();
    for (let i = 1; i <= 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/verify-aia-healthshield',
        remoteAddress: `203.0.113.${i}`,
        payload: { identificationNumber: NOT_A_MEMBER_ID, dateOfBirth: `1990-01-0${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await change(booking, 0, { identificationNumber: NOT_A_MEMBER_ID });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: TOO_MANY_VERIFICATIONS_MESSAGE });
    expect(await storedRegistration(t, booking.id)).toMatchObject({
      identificationNumber: MEMBER.identificationNumber,
      totalAmount: '294.50',
    });
  });

  it('asks no one for a change that is refused anyway (a paid booking)', async () => {
    const booking = await memberBooking();
    expect((await payByCard(t, booking.id, booking.amountDue)).statusCode).toBe(200);
    const calls = observed.state.calls;
    const res = await change(booking, 0, { identificationNumber: NOT_A_MEMBER_ID });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PARTICIPANTS_LOCKED_MESSAGE);
    expect(observed.state.calls).toBe(calls);
  });
});
