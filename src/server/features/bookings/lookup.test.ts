import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../../testing/admin';
import { book, bookingRequest, bookingSetup, householdMember, NOW, storedRegistration } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOT_FOUND = {
  success: false,
  message: 'Registration not found. Please check your reference number and try again.',
};

let t: TestApp;
let reference: string;
let registrationId: string;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const { eventId, pkg, slots } = await bookingSetup(t);
  const res = await book(
    t,
    bookingRequest({
      eventId,
      packageId: pkg.premium,
      timeslotId: slots.next(),
      identificationNumber: 'S1234567D',
      dateOfBirth: '1980-01-01',
      medicalConditions: 'Asthma',
      participants: [{ ...householdMember(pkg.comprehensive), identificationNumber: 'T0123456G' }],
    }),
  );
  ({ reference_number: reference, id: registrationId } = res.json().data);
});
afterAll(() => t.close());

/** Look-ups are limited per client address: each test asks from an address of its own unless it names one. */
const lookUp = (ref: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${encodeURIComponent(ref)}`, remoteAddress });

describe('GET /api/registrations/lookup/:referenceNumber', () => {
  it('shows the booking with its stored prices, masked IDs and no store caching', async () => {
    const res = await lookUp(reference);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // AIA member: 106.20 + 178.20 = 284.40; family bundle 5% = 14.22; GST 24.32 on 270.18; 294.50.
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: registrationId,
        status: 'pending_payment',
        referenceNumber: reference,
        firstName: 'Tan',
        lastName: 'Mei Ling',
        // Masked (DESIGN §8.2): the reference number alone shows no full email.
        email: 'm***@example.com',
        eventName: 'Home Based Health Screening',
        eventSlug: 'home-health-screening',
        packageName: 'Premium',
        packagePrice: '106.20',
        timeslotDate: '2026-11-23',
        timeslotTime: '08:00',
        calendarSequence: 0,
        language: 'en',
        location: 'At your home, anywhere in Singapore',
        identificationNumber: '*****567D',
        isAiaMember: true,
        isVitalityMember: false,
        personCount: 2,
        subtotal: '284.40',
        volumeDiscount: '14.22',
        discountAmount: '0.00',
        gst: '24.32',
        totalAmount: '294.50',
        partnerPaid: '0.00',
        cardDiscountAmount: '0.00',
        amountDue: '294.50',
        isFromPartner: false,
        transactionId: null,
        paymentMethod: null,
        // The visit is Monday 23 Nov, 08:00: the lead time (24 hours) ends before the hold (24 hours).
        paymentDueAt: '2026-11-22T00:00:00.000Z',
        holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
        participants: [
          {
            firstName: 'Ahmad',
            lastName: 'Rahman',
            identificationNumber: '*****456G',
            packageName: 'Comprehensive',
            packagePrice: '178.20',
          },
        ],
        cancelledAt: null,
        // NOW is Saturday 10:00; the cut-off (24 hours) is Sunday 08:00, so the customer may still change it.
        canSelfServe: true,
        canChangeParticipants: true,
        changeCutoffAt: '2026-11-22T00:00:00.000Z',
        clinicContactMessage: null,
        // Nothing paid yet: cancelling refunds nothing.
        refundOnCancel: null,
      },
    });
  });

  it('never shows date of birth, address, postal code, mobile or medical conditions', async () => {
    const body = (await lookUp(reference)).body;
    const stored = await storedRegistration(t, registrationId);
    for (const secret of [
      '1980-01-01',
      '1 Orchard Road',
      '238801',
      stored.mobileNumber,
      stored.email,
      'Asthma',
      'S1234567D',
      'T0123456G',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('finds the booking whatever the case, spaces or dashes of the reference', async () => {
    expect((await lookUp(reference.toLowerCase())).statusCode).toBe(200);
    for (const typed of [reference.toLowerCase().replaceAll('-', ' '), ` ${reference.replaceAll('-', '–')} `]) {
      const res = await lookUp(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.referenceNumber).toBe(reference);
    }
  });

  it.each([
    ['an unknown reference', 'HS2611-0000-0000'],
    ['a malformed reference', 'not-a-reference'],
    ['an over-long reference', `HS2611-0000-0000${'9'.repeat(40)}`],
    ['a reference with SQL in it', "HS2611-0000-0000' OR '1'='1"],
    ['a NUL character', '\u0000'],
    ['a reference with a NUL inside', 'HS2611-0000-\u00000000'],
    // Over Fastify's default limit of 100 characters for a path parameter, which answered 500.
    ['a 101-character reference', 'H'.repeat(101)],
    ['a 200-character reference', `HS2611-0000-0000${'9'.repeat(184)}`],
  ])('answers %s with the same 404', async (_case, ref) => {
    const res = await lookUp(ref);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it("refuses a client's 31st look-up within a minute with 429", async () => {
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await lookUp('HS2611-0000-0000', client)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(404), 429]);
    expect((await lookUp(reference, client)).statusCode).toBe(429);
    // Another client is not held back.
    expect((await lookUp(reference)).statusCode).toBe(200);
  });
});
