import path from 'node:path';
import { format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_NOT_FOUND_MESSAGE } from '../../../domain/messages';
import { formatCurrency } from '../../../domain/money';
import { RECEIPT_CLOSED_MESSAGE, RECEIPT_NOT_PAID_MESSAGE } from '../../../domain/payment-messages';
import { eventDates, registrations, timeslots } from '../../db/schema';
import { freshAddress } from '../../testing/admin';
import { type BookingSetup, bookingSetup, householdMember, NOW, type PackageIds } from '../../testing/bookings';
import { pdfLines } from '../../testing/documents';
import { payByCard } from '../../testing/payments';
import { pdfPageCount, pdfText, pdfToPng } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOT_FOUND = { success: false, message: REGISTRATION_NOT_FOUND_MESSAGE };
const PNG_BASE = path.resolve(import.meta.dirname, '../../../../test-results/receipt');

let t: TestApp;
let pkg: PackageIds;
let createBooking: BookingSetup['createBooking'];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({ pkg, createBooking } = await bookingSetup(t));
});
afterAll(() => t.close());

/** Receipts are rate-limited per client address: each call comes from an address of its own unless it names one. */
const receipt = (id: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'GET', url: `/api/registrations/${id}/receipt.pdf`, remoteAddress });

const setStatus = (id: string, status: string) =>
  t.db.update(registrations).set({ status }).where(eq(registrations.id, id));

describe('GET /api/registrations/:id/receipt.pdf', () => {
  it('answers a booking paid by card with a one-page PDF receipt of its stored amounts', async () => {
    const booking = await createBooking({
      identificationNumber: 'S7654321F',
      email: 'mei.ling@example.com',
      participants: [householdMember(pkg.comprehensive, 'Ahmad'), householdMember(pkg.superior, 'Siti')],
    });
    const paid = await payByCard(t, booking.id, booking.amountDue, { paymentType: 'card' });
    expect(paid.statusCode).toBe(200);
    const transactionId: string = paid.json().data.transactionId;

    const res = await receipt(booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${booking.reference_number}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPageCount(res.rawPayload)).toBe(1);
    await pdfToPng(res.rawPayload, PNG_BASE);

    const text = await pdfText(res.rawPayload);
    // Premium 118 + Comprehensive 198 + Superior 328 = 644; 3 persons 10% = 64.40; GST 9% of 579.60 = 52.16.
    const lines = pdfLines(text);
    expect(text).toContain('Home Based Health Screening');
    expect(text).toContain('Receipt');
    expect(text).toContain(booking.reference_number);
    expect(lines).toContain('Subtotal (3 persons) $644.00');
    expect(lines).toContain('Family bundle discount (10%) -$64.40');
    expect(lines).toContain('Amount before GST $579.60');
    expect(lines).toContain('GST 9% $52.16');
    expect(lines).toContain(`Total ${formatCurrency(booking.totalAmount)}`);
    expect(booking.totalAmount).toBe('631.76');
    expect(lines).toContain('Paid by card $631.76');
    expect(text).toMatch(/1\s+Tan Mei Ling\s+Premium\s+\$118\.00/);
    expect(text).toMatch(/2\s+Ahmad Rahman\s+Comprehensive\s+\$198\.00/);
    expect(text).toMatch(/3\s+Siti Rahman\s+Superior\s+\$328\.00/);
    expect(text).toContain('mei.ling@example.com');
    expect(text).toContain('Sat, 21 Nov 2026, 10:00 AM');
    // The visit: the slot the booking took, whichever the queue handed out.
    const [slot] = await t.db
      .select({ date: eventDates.date, time: timeslots.time })
      .from(timeslots)
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(eq(timeslots.id, booking.timeslotId));
    expect(lines).toContain(
      `Date and time ${format(parseISO(`${slot!.date}T${slot!.time}`), 'EEE, d MMM yyyy, h:mm a')}`,
    );
    expect(text).toContain(transactionId);
    expect(text).toContain('card (Visa ending 1111)');
    // Rule 4: the NRIC only masked.
    expect(text).toContain('*****321F');
    expect(text).not.toContain('S7654321F');
    expect(text).not.toContain('Orchard');
    expect(text).not.toContain('Paid at');
  });

  it('answers a completed booking too', async () => {
    const booking = await createBooking();
    await setStatus(booking.id, 'completed');
    const res = await receipt(booking.id);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(booking.reference_number);
    expect(text).toMatch(/Total\s+\$128\.62/);
  });

  it('refuses an unpaid booking with 409 and says when the receipt comes', async () => {
    const booking = await createBooking();
    expect(booking.status).toBe('pending_payment');
    const res = await receipt(booking.id);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: RECEIPT_NOT_PAID_MESSAGE });
  });

  it('refuses a cancelled or expired booking with 409', async () => {
    for (const status of ['cancelled', 'expired']) {
      const booking = await createBooking();
      await setStatus(booking.id, status);
      const res = await receipt(booking.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: RECEIPT_CLOSED_MESSAGE });
    }
  });

  it('answers a malformed id, a reference number and an unknown UUID with the same 404', async () => {
    const booking = await createBooking();
    await setStatus(booking.id, 'paid');
    const misses = [
      'not-a-uuid',
      '1',
      booking.reference_number,
      '00000000-0000-4000-8000-000000000000',
      `${booking.id}x`,
    ];
    for (const id of misses) {
      const res = await receipt(encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual(NOT_FOUND);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/api/registrations/{id}/receipt.pdf'].get;
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'x-booking-token', in: 'header', required: false }),
    ]);
    expect(operation.responses['200'].content['application/pdf'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('is rate-limited per client like the look-up (30 a minute)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const client = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await receipt(unknown, client)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(404), 429]);
  });
});
