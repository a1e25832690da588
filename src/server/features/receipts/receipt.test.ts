import path from 'node:path';
import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import {
  RECEIPT_CLOSED_MESSAGE,
  RECEIPT_NOT_PAID_MESSAGE,
  RECEIPT_TOKEN_REQUIRED_MESSAGE,
} from '@domain/payments/messages';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import { format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { freshAddress, signInAdmin } from '../../testing/admin';
import { type BookingSetup, bookingSetup, householdMember, NOW, type PackageIds } from '../../testing/bookings';
import { pdfLines } from '../../testing/documents';
import { payByCard } from '../../testing/payments';
import { pdfPageCount, pdfText, pdfToPng } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_COOKIE } from '../staff';
import { findReceiptData } from './receipt-data';

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

/**
 * The receipt as the booking's own pages ask for it, with its token in X-Booking-Token (or other
 * headers). Receipts are rate-limited per client address: each call comes from an address of its own
 * unless it names one.
 */
const receipt = (
  id: string,
  options: { token?: string; headers?: Record<string, string>; query?: string; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/registrations/${id}/receipt.pdf${options.query ?? ''}`,
    headers: { ...(options.token === undefined ? {} : { 'x-booking-token': options.token }), ...options.headers },
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });

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

    const res = await receipt(booking.id, { token: booking.bookingToken });
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
    // The token opens the visit's address too.
    expect(lines).toContain('Visit address 1 Orchard Road, #10-01, Singapore 238801');
    expect(text).not.toContain('Paid at');
  });

  it("answers a booking made in Chinese with a receipt in Chinese: the booking's language, nothing asked", async () => {
    const booking = await createBooking({ language: 'zh' });
    expect((await findReceiptData(t.db, booking.id))?.language).toBe('zh');
    expect((await payByCard(t, booking.id, booking.amountDue, { paymentType: 'card' })).statusCode).toBe(200);

    // No language asked by the download itself: the receipt follows the booking.
    const res = await receipt(booking.id, { token: booking.bookingToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const lines = pdfLines(await pdfText(res.rawPayload));
    const text = lines.join('\n');
    expect(text).toContain('居家健康检查');
    expect(text).toContain('收据');
    expect(text).toMatch(new RegExp(`参考编号\\s+${booking.reference_number}`));
    expect(lines).toContain('小计（1人） $118.00');
    expect(lines).toContain('总额 $128.62');
    expect(lines).toContain('银行卡付款 $128.62');
    expect(text).toContain('银行卡（Visa，尾号 1111）');
    expect(text).toMatch(/日期和时间 \d{4}年\d{1,2}月\d{1,2}日周./);
    expect(text).not.toContain('Receipt');
    expect(text).not.toContain('Paid by card');
  });

  it('answers a completed booking too', async () => {
    const booking = await createBooking();
    await setStatus(booking.id, 'completed');
    const res = await receipt(booking.id, { token: booking.bookingToken });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(booking.reference_number);
    expect(text).toMatch(/Total\s+\$128\.62/);
  });

  it('refuses an unpaid booking with 409 and says when the receipt comes', async () => {
    const booking = await createBooking();
    expect(booking.status).toBe('pending_payment');
    const res = await receipt(booking.id, { token: booking.bookingToken });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: RECEIPT_NOT_PAID_MESSAGE });
  });

  it('refuses a cancelled or expired booking with 409', async () => {
    for (const status of ['cancelled', 'expired']) {
      const booking = await createBooking();
      await setStatus(booking.id, status);
      const res = await receipt(booking.id, { token: booking.bookingToken });
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
      const res = await receipt(encodeURIComponent(id), { token: booking.bookingToken });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual(NOT_FOUND);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/api/registrations/{id}/receipt.pdf'].get;
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'query', required: false }),
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'x-booking-token', in: 'header', required: false }),
    ]);
    expect(operation.summary).toContain('X-Booking-Token');
    expect(operation.responses['403'].description).toContain('staff session');
    expect(operation.responses['200'].content['application/pdf'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('is rate-limited per client like the look-up (30 a minute)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const client = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await receipt(unknown, { remoteAddress: client })).statusCode);
    }
    expect(statuses).toEqual([...Array(30).fill(404), 429]);
  });
});

describe('the date paid', () => {
  const HOUR = 3_600_000;

  it('is when the booking became paid, kept on the booking however it changes after', async () => {
    const booking = await createBooking();
    const paidAt = new Date(NOW.getTime() + 2 * HOUR);
    t.setNow(paidAt);
    try {
      expect((await payByCard(t, booking.id, booking.amountDue)).statusCode).toBe(200);
    } finally {
      t.setNow(NOW);
    }
    await t.db
      .update(registrations)
      .set({ updatedAt: new Date(paidAt.getTime() + HOUR) })
      .where(eq(registrations.id, booking.id));
    const [stored] = await t.db
      .select({ paidAt: registrations.paidAt })
      .from(registrations)
      .where(eq(registrations.id, booking.id));
    expect(stored!.paidAt).toEqual(paidAt);
    expect((await findReceiptData(t.db, booking.id))?.paidAt).toEqual(paidAt);
    const res = await receipt(booking.id, { token: booking.bookingToken });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(formatSingaporeDateTime(paidAt));
  });

  it("is read from the booking's paid time", async () => {
    const booking = await createBooking();
    expect((await payByCard(t, booking.id, booking.amountDue)).statusCode).toBe(200);
    const recorded = new Date('2026-10-02T03:04:05Z');
    await t.db.update(registrations).set({ paidAt: recorded }).where(eq(registrations.id, booking.id));
    expect((await findReceiptData(t.db, booking.id))?.paidAt).toEqual(recorded);
  });

  it('is none for a booking not paid, or paid and then cancelled', async () => {
    const unpaid = await createBooking();
    expect((await findReceiptData(t.db, unpaid.id))?.paidAt).toBeNull();
    const cancelled = await createBooking();
    expect((await payByCard(t, cancelled.id, cancelled.amountDue)).statusCode).toBe(200);
    await setStatus(cancelled.id, 'cancelled');
    expect((await findReceiptData(t.db, cancelled.id))?.paidAt).toBeNull();
  });
});

describe('the receipt needs the booking token or a staff session (DESIGN §8.9)', () => {
  let paid: Awaited<ReturnType<typeof createBooking>>;
  beforeAll(async () => {
    paid = await createBooking({ address: '1 Orchard Road', unitNumber: '#10-01', postalCode: '238801' });
    expect((await payByCard(t, paid.id, paid.amountDue, { paymentType: 'card' })).statusCode).toBe(200);
  });

  const refused = { success: false, message: RECEIPT_TOKEN_REQUIRED_MESSAGE };

  it('refuses the booking id alone with 403, and sends no PDF', async () => {
    const res = await receipt(paid.id);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(refused);
    expect(res.body).not.toContain('%PDF');
  });

  it("refuses a wrong token, an empty one and another booking's token with 403", async () => {
    const other = await createBooking();
    for (const token of ['not-the-token', '', other.bookingToken]) {
      const res = await receipt(paid.id, { token });
      expect(res.statusCode, token).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    const res = await receipt(paid.id, { query: `?token=${encodeURIComponent(other.bookingToken)}` });
    expect(res.statusCode).toBe(403);
  });

  it('answers the PDF with the token in X-Booking-Token', async () => {
    const res = await receipt(paid.id, { token: paid.bookingToken });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(res.rawPayload)).toContain(paid.reference_number);
  });

  it('answers the PDF with the token in ?token=, for a plain link', async () => {
    const res = await receipt(paid.id, { query: `?token=${encodeURIComponent(paid.bookingToken)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(res.rawPayload)).toContain(paid.reference_number);
  });

  it("answers the PDF to staff, by the session's bearer header or its cookie, with the visit's address", async () => {
    const admin = await signInAdmin(t);
    const byHeader = await receipt(paid.id, { headers: admin.headers });
    expect(byHeader.statusCode).toBe(200);
    expect(pdfLines(await pdfText(byHeader.rawPayload))).toContain(
      'Visit address 1 Orchard Road, #10-01, Singapore 238801',
    );
    const byCookie = await receipt(paid.id, { headers: { cookie: `${SESSION_COOKIE}=${admin.token}` } });
    expect(byCookie.statusCode).toBe(200);
    // A session that ended opens nothing.
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: admin.headers });
    expect(signedOut.statusCode).toBe(200);
    expect((await receipt(paid.id, { headers: admin.headers })).statusCode).toBe(403);
  });
});
