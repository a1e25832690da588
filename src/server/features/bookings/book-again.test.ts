import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../../testing/admin';
import { type BookingSetup, bookingSetup, NOW, type PackageIds } from '../../testing/bookings';
import { PARTNER_CODES, partnerCodes } from '../../testing/partner';
import { createTestApp, type TestApp } from '../../testing/test-app';

// "Book again" for a released or cancelled booking: the event's page, or a partner booking's own partner
// link, whose code names the customer's partner booking and so is given only with the booking's token.

const partner = partnerCodes();
let t: TestApp;
let createBooking: BookingSetup['createBooking'];
let pkg: PackageIds;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, partner: partner.partner });
  ({ createBooking, pkg } = await bookingSetup(t));
});
afterAll(() => t.close());

const bookAgain = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/registrations/${id}/book-again`,
    headers: token === undefined ? {} : { 'x-booking-token': token },
    remoteAddress: freshAddress(),
  });

describe('GET /api/registrations/:id/book-again', () => {
  it("answers the event's page for a booking of the site", async () => {
    const booking = await createBooking();
    const res = await bookAgain(booking.id, booking.bookingToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ path: '/events/home-health-screening' });
  });

  it("answers a partner booking's own partner link, only with its token", async () => {
    const code = partner.copyOf(PARTNER_CODES.paidFifty);
    const booking = await createBooking({ packageId: pkg.comprehensive, whitecoatBookingCode: code });
    expect((await bookAgain(booking.id, booking.bookingToken)).json().data).toEqual({ path: `/wc/${code}` });
    for (const token of [undefined, '', 'not-its-token']) {
      const refused = await bookAgain(booking.id, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(code);
    }
  });

  it('answers a made-up id as an unknown booking', async () => {
    expect((await bookAgain('not-an-id', 'x')).statusCode).toBe(404);
  });
});
