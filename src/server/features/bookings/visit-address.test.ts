import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { freshAddress } from '../../testing/admin';
import { type BookingSetup, bookingSetup, NOW } from '../../testing/bookings';
import { pdfLines } from '../../testing/documents';
import { payByCard } from '../../testing/payments';
import { pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let createBooking: BookingSetup['createBooking'];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({ createBooking } = await bookingSetup(t));
});
afterAll(() => t.close());

const visitAddress = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/registrations/${id}/visit-address`,
    headers: token === undefined ? {} : { 'x-booking-token': token },
    remoteAddress: freshAddress(),
  });

const receipt = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/registrations/${id}/receipt.pdf`,
    headers: token === undefined ? {} : { 'x-booking-token': token },
    remoteAddress: freshAddress(),
  });

describe('GET /api/registrations/:id/visit-address', () => {
  it("answers the booking's own address to its token, and nothing to the id alone", async () => {
    const booking = await createBooking({ address: '1 Orchard Road', unitNumber: '#10-01', postalCode: '238801' });
    const shown = await visitAddress(booking.id, booking.bookingToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json().data).toEqual({ unitNumber: '#10-01', address: '1 Orchard Road', postalCode: '238801' });

    for (const token of [undefined, '', 'not-the-token']) {
      const refused = await visitAddress(booking.id, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Orchard');
    }
    const other = await createBooking();
    expect((await visitAddress(booking.id, other.bookingToken)).statusCode).toBe(403);
  });

  it('answers empty parts for a booking made without an address', async () => {
    const booking = await createBooking();
    await t.db
      .update(registrations)
      .set({ address: null, unitNumber: null, postalCode: null })
      .where(eq(registrations.id, booking.id));
    const res = await visitAddress(booking.id, booking.bookingToken);
    expect(res.json().data).toEqual({ unitNumber: null, address: null, postalCode: null });
  });

  it('answers an unknown or malformed id with 404', async () => {
    expect((await visitAddress('00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    expect((await visitAddress('HS2611-0607-1234', 'x')).statusCode).toBe(404);
  });
});

describe("the receipt PDF and the visit's address", () => {
  it("names the address with the booking's token, and is no document at all without it (DESIGN §8.9)", async () => {
    const booking = await createBooking({ address: '1 Orchard Road', unitNumber: '#10-01', postalCode: '238801' });
    expect((await payByCard(t, booking.id, booking.amountDue, { paymentType: 'card' })).statusCode).toBe(200);

    const withToken = pdfLines(await pdfText((await receipt(booking.id, booking.bookingToken)).rawPayload)).join(' ');
    expect(withToken).toContain('Visit address 1 Orchard Road, #10-01, Singapore 238801');

    for (const token of [undefined, 'not-the-token']) {
      const res = await receipt(booking.id, token);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Orchard');
    }
  });
});

describe('the look-up says what cancelling would refund', () => {
  it('the settled payment of a paid booking; nothing for an unpaid one', async () => {
    const unpaid = await createBooking();
    const lookUp = (reference: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/registrations/lookup/${encodeURIComponent(reference)}`,
        remoteAddress: freshAddress(),
      });
    expect((await lookUp(unpaid.reference_number)).json().data.refundOnCancel).toBeNull();

    const paid = await createBooking();
    expect((await payByCard(t, paid.id, paid.amountDue, { paymentType: 'card' })).statusCode).toBe(200);
    expect((await lookUp(paid.reference_number)).json().data.refundOnCancel).toBe(paid.amountDue);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${paid.id}/cancel`,
      remoteAddress: freshAddress(),
    });
    expect(cancelled.json().data.refund).toEqual({ status: 'refunded', amount: paid.amountDue });
    expect((await lookUp(paid.reference_number)).json().data.refundOnCancel).toBeNull();
  });
});
