import {
  PARTNER_CODE_FORMAT_MESSAGE,
  PARTNER_CODE_USED_MESSAGE,
  PARTNER_NOT_FOUND_MESSAGE,
} from '@domain/bookings/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerReferrals } from '../../db/schema/partner';
import { PARTNER_EVENT_SLUG } from '../../db/seed';
import {
  book,
  bookingRequest,
  bookingSetup,
  householdMember,
  NOW,
  type PackageIds,
  storedRegistration,
} from '../../testing/bookings';
import { PARTNER_CODES, partnerCodes } from '../../testing/partner';
import type { SlotQueue } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';

const { paidInFull: PAID_IN_FULL, paidFifty: PAID_FIFTY, nothingPaid: NOTHING_PAID } = PARTNER_CODES;

// A partner code books one live booking: each test that books takes a code of its own (copyOf), which
// the partner answers with the same booking as the simulator's code.
const { partner, copyOf } = partnerCodes();

let t: TestApp;
let eventId: number;
let slots: SlotQueue;
let pkg: PackageIds;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, partner });
  ({ eventId, pkg, slots } = await bookingSetup(t, { eventSlug: PARTNER_EVENT_SLUG }));
});
afterAll(() => t.close());

const partnerBooking = (code: string, packageId: number, extra: object = {}) =>
  book(
    t,
    bookingRequest({
      eventId,
      packageId,
      timeslotId: slots.next(),
      whitecoatBookingCode: code,
      isFromWhitecoat: true,
      ...extra,
    }),
  );

describe('GET /api/wc/{code}', () => {
  it("returns the partner's booking for a known code", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/wc/${PAID_FIFTY}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bookingCode: PAID_FIFTY,
      packageInfo: { amount: '50.00', systemPackageName: 'Comprehensive' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a code that is not 12-16 digits, and says an unknown code is not found', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/wc/12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PARTNER_CODE_FORMAT_MESSAGE);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/wc/999999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PARTNER_NOT_FOUND_MESSAGE);
  });
});

describe('POST /api/wc/create-registration', () => {
  it('records the referral once, with what the partner says was paid', async () => {
    const code = copyOf(NOTHING_PAID);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/wc/create-registration',
      payload: { bookingCode: code },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/wc/create-registration',
      payload: { bookingCode: code },
    });
    expect(first.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    const rows = await t.db.select().from(partnerReferrals).where(eq(partnerReferrals.bookingCode, code));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paidAmount: '0.00', systemPackageName: 'Superior' });
  });

  it('refuses a malformed code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wc/create-registration',
      payload: { bookingCode: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PARTNER_CODE_FORMAT_MESSAGE);
  });
});

describe('a booking that carries a partner code', () => {
  it('is paid when the partner prepaid the whole total, with the prepaid transaction id', async () => {
    const code = copyOf(PAID_IN_FULL);
    const res = await partnerBooking(code, pkg.premium);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'paid', totalAmount: '128.62', amountDue: '0.00' });
    const row = await storedRegistration(t, data.id);
    expect(row).toMatchObject({
      wcBookingCode: code,
      totalPaidInApp: '128.62',
      isPaidInApp: true,
      paidTransactionId: `WC-PREPAID-${data.reference_number}`,
    });
  });

  // The partner's "paid in full" covers its own package; a dearer package or a household on the same
  // code leaves a balance, and a booking with a balance is not paid, whatever the partner's flag says.
  it.each([
    // Comprehensive 198.00 + 9% GST = 215.82, less the 128.62 prepaid.
    ['a dearer package', () => ({ packageId: pkg.comprehensive }), '215.82', '87.20'],
    // Premium twice: 236.00, 5% off = 224.20, GST 20.178 → 20.18, 244.38, less the 128.62 prepaid.
    [
      'a household on the same code',
      () => ({ packageId: pkg.premium, participants: [householdMember(pkg.premium)] }),
      '244.38',
      '115.76',
    ],
  ])(
    'leaves the balance to pay when a code paid in full at the partner books %s',
    async (_case, choice, total, due) => {
      const code = copyOf(PAID_IN_FULL);
      const { packageId, ...extra } = choice();
      const res = await partnerBooking(code, packageId, extra);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({ status: 'pending_payment', totalAmount: total, amountDue: due });
      const row = await storedRegistration(t, data.id);
      expect(row).toMatchObject({
        status: 'pending_payment',
        wcBookingCode: code,
        totalAmount: total,
        totalPaidInApp: '128.62',
        amountDue: due,
        paidTransactionId: null,
        paymentMethod: null,
      });
      expect(row.paymentDueAt).not.toBeNull();
    },
  );

  it('takes the prepaid amount from the partner, never from the request', async () => {
    const res = await partnerBooking(copyOf(PAID_FIFTY), pkg.comprehensive, {
      whitecoatPaidAmount: '1000',
      isPaidInWhitecoat: true,
    });
    expect(res.statusCode).toBe(201);
    // Comprehensive 198.00 + GST = 215.82, less 50.00 paid at the partner.
    expect(res.json().data).toMatchObject({ status: 'pending_payment', totalAmount: '215.82', amountDue: '165.82' });
  });

  it('books a partner code at most once while that booking is live', async () => {
    const code = copyOf(PAID_IN_FULL);
    expect((await partnerBooking(code, pkg.premium)).statusCode).toBe(201);
    const again = await partnerBooking(code, pkg.premium);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PARTNER_CODE_USED_MESSAGE);
    const lookup = await t.app.inject({ method: 'GET', url: `/api/wc/${code}` });
    expect(lookup.statusCode).toBe(409);
  });

  it('refuses a code the partner does not know', async () => {
    const res = await partnerBooking('999999999999', pkg.premium);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PARTNER_NOT_FOUND_MESSAGE);
  });
});
