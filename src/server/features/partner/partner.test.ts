import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_CODE_FORMAT_MESSAGE,
  PARTNER_CODE_USED_MESSAGE,
  PARTNER_NOT_FOUND_MESSAGE,
} from '../../../domain/messages';
import { partnerReferrals } from '../../db/schema';
import { PARTNER_EVENT_SLUG } from '../../db/seed';
import { book, bookingRequest, bookingSetup, NOW, type PackageIds, storedRegistration } from '../../testing/bookings';
import type { SlotQueue } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';

const PAID_IN_FULL = '100000000001';
const PAID_FIFTY = '100000000002';
const NOTHING_PAID = '100000000003';

let t: TestApp;
let eventId: number;
let slots: SlotQueue;
let pkg: PackageIds;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
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
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/wc/create-registration',
      payload: { bookingCode: NOTHING_PAID },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/wc/create-registration',
      payload: { bookingCode: NOTHING_PAID },
    });
    expect(first.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    const rows = await t.db.select().from(partnerReferrals).where(eq(partnerReferrals.bookingCode, NOTHING_PAID));
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
    const res = await partnerBooking(PAID_IN_FULL, pkg.premium);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'paid', totalAmount: '128.62', amountDue: '0.00' });
    const row = await storedRegistration(t, data.id);
    expect(row).toMatchObject({
      wcBookingCode: PAID_IN_FULL,
      totalPaidInApp: '128.62',
      isPaidInApp: true,
      paidTransactionId: `WC-PREPAID-${data.reference_number}`,
    });
  });

  it('takes the prepaid amount from the partner, never from the request', async () => {
    const res = await partnerBooking(PAID_FIFTY, pkg.comprehensive, {
      whitecoatPaidAmount: '1000',
      isPaidInWhitecoat: true,
    });
    expect(res.statusCode).toBe(201);
    // Comprehensive 198.00 + GST = 215.82, less 50.00 paid at the partner.
    expect(res.json().data).toMatchObject({ status: 'pending_payment', totalAmount: '215.82', amountDue: '165.82' });
  });

  it('books a partner code at most once while that booking is live', async () => {
    const again = await partnerBooking(PAID_IN_FULL, pkg.premium);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PARTNER_CODE_USED_MESSAGE);
    const lookup = await t.app.inject({ method: 'GET', url: `/api/wc/${PAID_IN_FULL}` });
    expect(lookup.statusCode).toBe(409);
  });

  it('refuses a code the partner does not know', async () => {
    const res = await partnerBooking('999999999999', pkg.premium);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PARTNER_NOT_FOUND_MESSAGE);
  });
});
