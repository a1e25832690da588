import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import {
  ALREADY_PAID_MESSAGE,
  NO_LIVE_PAYNOW_MESSAGE,
  NOT_PAYABLE_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  PAYNOW_SIMULATION_TEST_ONLY_MESSAGE,
} from '@domain/payments/messages';
import { COMPANY } from '@domain/shared/company';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { payments, paynowRequests } from '../../db/schema/payments';
import { type BookingSetup, bookingSetup, NOW, type PackageIds, storedRegistration } from '../../testing/bookings';
import { testMailbox } from '../../testing/mail';
import { PARTNER_CODES, partnerCodes } from '../../testing/partner';
import { payByCard } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { completePayNowPayment } from './index';
import { setPaymentTestMode } from './test-mode';

const partner = partnerCodes();
let t: TestApp;
/** A fresh unpaid Premium booking (S$128.62) in a slot of its own. */
let createBooking: BookingSetup['createBooking'];
let pkg: PackageIds;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, partner: partner.partner });
  ({ createBooking, pkg } = await bookingSetup(t));
});
afterAll(() => t.close());

beforeEach(async () => {
  t.setNow(NOW);
  await setPaymentTestMode(t.db, { enabled: true, now: NOW });
});

const requestPayNow = (registrationId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/payments/paynow', payload: { registrationId } });
const simulate = (registrationId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/payments/paynow/simulate', payload: { registrationId } });

// ---- An independent reader of what the QR code says (not the generator's code) -------------------

/** EMVCo TLV: two-digit id, two-digit decimal length, value; nested templates parsed on demand. */
function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number.parseInt(text.slice(at + 2, at + 4), 10);
    if (!/^\d{2}$/.test(id) || Number.isNaN(length)) throw new Error(`Bad TLV at ${at}: ${text.slice(at)}`);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`Field ${id} is cut short`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE, table-free and written from the definition, byte by byte over the ASCII text. */
function crcOf(text: string): string {
  let register = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      const inputBit = (text.charCodeAt(i) >> bit) & 1;
      const topBit = (register >> 15) & 1;
      register = (register << 1) & 0xffff;
      if (topBit !== inputBit) register ^= 0x1021;
    }
  }
  return register.toString(16).toUpperCase().padStart(4, '0');
}

/** The text inside a PNG data URL's QR code, read by jsQR from the pixels pngjs decodes. */
function readQrImage(dataUrl: string): string {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('No QR code found in the image');
  return code.data;
}

describe('POST /api/payments/paynow', () => {
  it('answers a QR code whose payload, read back from the PNG, pays the amount due to the UEN', async () => {
    const booking = await createBooking();
    const res = await requestPayNow(booking.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ amount: '128.62', reference: booking.reference_number });
    expect(new Date(data.expiresAt).getTime()).toBe(NOW.getTime() + 15 * 60_000);
    // Paying by hand: the UEN the code pays, with its company's name.
    expect(data.payee).toEqual({ uen: t.config.PAYNOW_UEN, name: COMPANY.legalName });

    const decoded = readQrImage(data.qrImage);
    expect(decoded).toBe(data.qrPayload);
    const fields = parseTlv(decoded);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('702');
    expect(fields.get('54')).toBe(booking.amountDue);
    expect(fields.get('54')).toBe('128.62');
    expect(fields.get('58')).toBe('SG');
    const merchant = parseTlv(fields.get('26')!);
    expect(merchant.get('00')).toBe('SG.PAYNOW');
    expect(merchant.get('01')).toBe('2');
    expect(merchant.get('02')).toBe(t.config.PAYNOW_UEN);
    expect(merchant.get('03')).toBe('0');
    // 02:15 UTC is 10:15 in Singapore, on 21 Nov.
    expect(merchant.get('04')).toBe('20261121');
    expect(parseTlv(fields.get('62')!).get('01')).toBe(booking.reference_number);
    expect(fields.get('59')!.length).toBeLessThanOrEqual(25);
    // The CRC is last and covers everything up to and including its own id and length.
    expect([...fields.keys()].at(-1)).toBe('63');
    expect(decoded.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crcOf(decoded.slice(0, -4)));
    // The reader's CRC is the catalogue's CRC-16/CCITT-FALSE.
    expect(crcOf('123456789')).toBe('29B1');
  });

  it('asks for the amount due of a booking the partner part-paid, not its total, and paying it pays the booking', async () => {
    const booking = await createBooking({
      packageId: pkg.comprehensive,
      whitecoatBookingCode: partner.copyOf(PARTNER_CODES.paidFifty),
    });
    // DESIGN §7: Comprehensive 198.00 + GST = 215.82, less SGD 50.00 paid at the partner.
    expect(booking).toMatchObject({ totalAmount: '215.82', amountDue: '165.82' });
    const data = (await requestPayNow(booking.id)).json().data;
    expect(data.amount).toBe('165.82');
    expect(parseTlv(data.qrPayload).get('54')).toBe('165.82');
    expect(parseTlv(readQrImage(data.qrImage)).get('54')).toBe('165.82');

    expect((await simulate(booking.id)).json().data).toMatchObject({ outcome: 'paid', status: 'paid' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.registrationId, booking.id));
    expect(payment).toMatchObject({ method: 'PayNow', amount: '165.82', status: 'settled' });
  });

  it('answers the live request again, then a new one once it has expired', async () => {
    const booking = await createBooking();
    const first = (await requestPayNow(booking.id)).json().data;
    t.setNow(new Date(NOW.getTime() + 14 * 60_000));
    const again = (await requestPayNow(booking.id)).json().data;
    expect(again.qrPayload).toBe(first.qrPayload);
    expect(again.expiresAt).toBe(first.expiresAt);

    t.setNow(new Date(NOW.getTime() + 16 * 60_000));
    const renewed = await requestPayNow(booking.id);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.expiresAt).not.toBe(first.expiresAt);
    expect(new Date(renewed.json().data.expiresAt).getTime()).toBe(NOW.getTime() + 31 * 60_000);
    const rows = await t.db.select().from(paynowRequests).where(eq(paynowRequests.registrationId, booking.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'pending']);
  });

  it('refuses an unknown booking (404) and a bad body (400)', async () => {
    const unknown = await requestPayNow('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REGISTRATION_NOT_FOUND_MESSAGE);
    expect((await requestPayNow('not-a-uuid')).statusCode).toBe(404);
    expect((await requestPayNow(12)).statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/payments/paynow', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(paynowRequests)
        .where(eq(paynowRequests.registrationId, '00000000-0000-4000-8000-000000000000')),
    ).toEqual([]);
  });

  it('refuses a paid, a cancelled, an expired booking and one with nothing to pay (409)', async () => {
    const paid = await createBooking();
    expect((await payByCard(t, paid.id, '128.62')).statusCode).toBe(200);
    const paidRes = await requestPayNow(paid.id);
    expect(paidRes.statusCode).toBe(409);
    expect(paidRes.json().message).toBe(ALREADY_PAID_MESSAGE);

    for (const status of ['cancelled', 'expired']) {
      const booking = await createBooking();
      await t.db.update(registrations).set({ status }).where(eq(registrations.id, booking.id));
      const res = await requestPayNow(booking.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NOT_PAYABLE_MESSAGE);
    }

    const free = await createBooking();
    await t.db.update(registrations).set({ amountDue: '0.00' }).where(eq(registrations.id, free.id));
    const freeRes = await requestPayNow(free.id);
    expect(freeRes.statusCode).toBe(409);
    expect(freeRes.json().message).toBe(NOTHING_TO_PAY_MESSAGE);
  });
});

describe('POST /api/payments/paynow/simulate', () => {
  it('pays the booking once, as a card payment does, with the receipt email queued', async () => {
    const booking = await createBooking();
    await requestPayNow(booking.id);
    const res = await simulate(booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'paid', status: 'paid' });
    const { transactionId } = res.json().data;

    const row = await storedRegistration(t, booking.id);
    expect(row).toMatchObject({
      status: 'paid',
      paymentMethod: 'PayNow',
      amountDue: '0.00',
      paidTransactionId: transactionId,
    });
    const rows = await t.db.select().from(payments).where(eq(payments.registrationId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'settled',
      gateway: 'simulated',
      method: 'PayNow',
      amount: '128.62',
      transactionId,
    });
    const receipts = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.registrationId, booking.id),
          eq(outboxMessages.kind, 'receipt'),
          eq(outboxMessages.channel, 'email'),
        ),
      );
    expect(receipts).toHaveLength(1);
    // Delivered, the receipt email names the method and carries the receipt PDF.
    const delivered = (await testMailbox(t).deliver(NOW)).filter(
      (message) => message.to === row.email && message.html.includes('We have received your payment'),
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.html).toContain('Payment method: PayNow');
    expect(delivered[0]!.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, 'pay')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toMatchObject({ transactionId, method: 'PayNow' });
    const [request] = await t.db.select().from(paynowRequests).where(eq(paynowRequests.registrationId, booking.id));
    expect(request).toMatchObject({ status: 'paid' });

    // Paid: no live code is left, the page cannot ask for another, and a card is refused.
    expect((await simulate(booking.id)).statusCode).toBe(409);
    expect((await requestPayNow(booking.id)).json().message).toBe(ALREADY_PAID_MESSAGE);
    expect((await payByCard(t, booking.id, '128.62')).statusCode).toBe(409);
    expect(await t.db.select().from(payments).where(eq(payments.registrationId, booking.id))).toHaveLength(1);
  });

  it('is refused outside test mode (403) and changes nothing', async () => {
    const booking = await createBooking();
    await requestPayNow(booking.id);
    await setPaymentTestMode(t.db, { enabled: false, now: NOW });
    const res = await simulate(booking.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PAYNOW_SIMULATION_TEST_ONLY_MESSAGE);
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');
  });

  it('is refused without a live request (409), also once the request has expired', async () => {
    const booking = await createBooking();
    const none = await simulate(booking.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(NO_LIVE_PAYNOW_MESSAGE);
    await requestPayNow(booking.id);
    t.setNow(new Date(NOW.getTime() + 15 * 60_000 + 1));
    expect((await simulate(booking.id)).statusCode).toBe(409);
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');
    expect((await simulate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await simulate(null)).statusCode).toBe(400);
  });

  it('gives back a PayNow payment that arrives after the booking was cancelled; the booking stays cancelled', async () => {
    const booking = await createBooking();
    await requestPayNow(booking.id);
    await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, booking.id));
    const res = await simulate(booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'refunded', status: 'cancelled' });
    const row = await storedRegistration(t, booking.id);
    expect(row.status).toBe('cancelled');
    expect(row.paymentMethod).toBeNull();
    const rows = await t.db.select().from(payments).where(eq(payments.registrationId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'refunded', method: 'PayNow', gateway: 'simulated' });
    const refunds = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, 'refund')));
    expect(refunds).toHaveLength(1);
    const receipts = await t.db.select().from(outboxMessages).where(eq(outboxMessages.registrationId, booking.id));
    expect(receipts.filter((email) => email.kind === 'receipt')).toEqual([]);
  });

  it('refunds PayNow money for a booking already paid by card, and a replayed completion is a duplicate', async () => {
    const booking = await createBooking();
    await requestPayNow(booking.id);
    const [request] = await t.db.select().from(paynowRequests).where(eq(paynowRequests.registrationId, booking.id));
    expect((await payByCard(t, booking.id, '128.62')).statusCode).toBe(200);
    const completion = {
      providerId: request!.providerId,
      provider: 'simulated' as const,
      amount: '128.62',
      transactionId: 'sim_paynow_late',
    };
    const ctx = t.app.ctx;
    expect(await completePayNowPayment(ctx, completion)).toBe('refunded');
    expect(await completePayNowPayment(ctx, completion)).toBe('duplicate');
    const rows = await t.db.select().from(payments).where(eq(payments.registrationId, booking.id));
    expect(rows.map((row) => `${row.method}:${row.status}`).sort()).toEqual(['PayNow:refunded', 'Visa:settled']);
    expect((await storedRegistration(t, booking.id)).paymentMethod).toBe('card (Visa ending 1111)');
  });
});
