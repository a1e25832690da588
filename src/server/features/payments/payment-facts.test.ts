import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentRefundRefusedError } from '../../adapters/payments';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { type BookingSetup, book, bookingRequest, bookingSetup, NOW } from '../../testing/bookings';
import { PARTNER_CODES, partnerCodes } from '../../testing/partner';
import { payByCard } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setPaymentTestMode } from './test-mode';

// The facts of a payment live on its rows, written with the change that makes them: when a booking
// became paid, and what became of each refund. The audit log still says who did it.

const partner = partnerCodes();
const HOUR = 3_600_000;
const LATER = new Date(NOW.getTime() + 2 * HOUR);
/** Within the PayNow code's 15 minutes. */
const SOON = new Date(NOW.getTime() + 5 * 60_000);
let t: TestApp;
let setup: BookingSetup;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, partner: partner.partner });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.setNow(NOW);
  await setPaymentTestMode(t.db, { enabled: true, now: NOW });
});

async function paidAtOf(id: string): Promise<Date | null> {
  const [row] = await t.db.select({ paidAt: registrations.paidAt }).from(registrations).where(eq(registrations.id, id));
  return row!.paidAt;
}

async function refundFactsOf(transactionId: string) {
  const [row] = await t.db
    .select({
      status: payments.status,
      refundId: payments.refundId,
      refundedAt: payments.refundedAt,
      refundMethod: payments.refundMethod,
      refundFailureReason: payments.refundFailureReason,
      refundFailedAt: payments.refundFailedAt,
    })
    .from(payments)
    .where(eq(payments.transactionId, transactionId));
  return row;
}

async function auditOf(id: string, action: string) {
  return t.db
    .select({ changes: auditLog.changes, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
}

async function payAt(at: Date, id: string, amount: string): Promise<string> {
  t.setNow(at);
  const res = await payByCard(t, id, amount);
  expect(res.statusCode).toBe(200);
  return res.json().data.transactionId;
}

const cancel = (id: string) => t.app.inject({ method: 'POST', url: `/api/registrations/${id}/cancel` });
const requestPayNow = (registrationId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/paynow', payload: { registrationId } });
const simulatePayNow = (registrationId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/paynow/simulate', payload: { registrationId } });

describe("a booking's paid time", () => {
  it('is null until paid, then the time the card payment settled', async () => {
    const booking = await setup.createBooking();
    expect(await paidAtOf(booking.id)).toBeNull();
    await payAt(LATER, booking.id, booking.amountDue);
    expect(await paidAtOf(booking.id)).toEqual(LATER);
  });

  it('is the time a PayNow payment arrived', async () => {
    const booking = await setup.createBooking();
    expect((await requestPayNow(booking.id)).statusCode).toBe(200);
    t.setNow(SOON);
    const res = await simulatePayNow(booking.id);
    expect(res.json().data).toMatchObject({ outcome: 'paid', status: 'paid' });
    expect(await paidAtOf(booking.id)).toEqual(SOON);
  });

  it('is the booking time of a booking the partner prepaid in full', async () => {
    t.setNow(LATER);
    const res = await book(t, {
      ...bookingRequest({ eventId: setup.eventId, packageId: setup.pkg.premium, timeslotId: setup.slots.next() }),
      whitecoatBookingCode: partner.copyOf(PARTNER_CODES.paidInFull),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('paid');
    expect(await paidAtOf(res.json().data.id)).toEqual(LATER);
  });

  it('is kept when a paid booking is cancelled', async () => {
    const booking = await setup.createBooking();
    await payAt(LATER, booking.id, booking.amountDue);
    t.setNow(new Date(LATER.getTime() + HOUR));
    expect((await cancel(booking.id)).statusCode).toBe(200);
    expect(await paidAtOf(booking.id)).toEqual(LATER);
  });
});

describe("a refund's facts on its payment row", () => {
  it("are the gateway's refund id, its word for how and when, for a refund given on cancel", async () => {
    const booking = await setup.createBooking();
    const transactionId = await payAt(NOW, booking.id, booking.amountDue);
    t.setNow(LATER);
    expect((await cancel(booking.id)).json().data.refund).toMatchObject({ status: 'refunded' });
    const [entry] = await auditOf(booking.id, 'refund');
    expect(await refundFactsOf(transactionId)).toEqual({
      status: 'refunded',
      // The simulated gateway names a refund by the charge it gives back; an unsettled charge is voided.
      refundId: transactionId,
      refundedAt: LATER,
      refundMethod: 'void',
      refundFailureReason: null,
      refundFailedAt: null,
    });
    // The audit entry still records it, with the same facts.
    expect(entry!.changes).toMatchObject({ refunded: true, refundId: transactionId, method: 'void' });
  });

  it("are the gateway's reason and when, for a refund refused on cancel", async () => {
    const booking = await setup.createBooking();
    const transactionId = await payAt(NOW, booking.id, booking.amountDue);
    t.setNow(LATER);
    const refund = vi
      .spyOn(t.app.ctx.payments.test, 'refund')
      .mockRejectedValue(new PaymentRefundRefusedError('Transaction has already been refunded'));
    try {
      expect((await cancel(booking.id)).json().data.refund).toMatchObject({ status: 'refund_pending' });
    } finally {
      refund.mockRestore();
    }
    expect(await refundFactsOf(transactionId)).toEqual({
      status: 'refund_pending',
      refundId: null,
      refundedAt: null,
      refundMethod: null,
      refundFailureReason: 'Transaction has already been refunded',
      refundFailedAt: LATER,
    });
    expect((await auditOf(booking.id, 'refund_pending'))[0]!.changes).toMatchObject({
      refunded: false,
      reason: 'Transaction has already been refunded',
    });
  });

  it('are written for a PayNow payment the booking could not keep, given back', async () => {
    const booking = await setup.createBooking();
    expect((await requestPayNow(booking.id)).statusCode).toBe(200);
    await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, booking.id));
    t.setNow(SOON);
    const res = await simulatePayNow(booking.id);
    expect(res.json().data).toMatchObject({ outcome: 'refunded', status: 'cancelled' });
    expect(await refundFactsOf(res.json().data.transactionId)).toEqual({
      status: 'refunded',
      refundId: expect.any(String),
      refundedAt: SOON,
      refundMethod: expect.stringMatching(/^(refund|void)$/),
      refundFailureReason: null,
      refundFailedAt: null,
    });
    expect(await paidAtOf(booking.id)).toBeNull();
  });

  it('are written for a PayNow payment the booking could not keep, when the gateway refuses it back', async () => {
    const booking = await setup.createBooking();
    expect((await requestPayNow(booking.id)).statusCode).toBe(200);
    await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, booking.id));
    t.setNow(SOON);
    const refund = vi
      .spyOn(t.app.ctx.payments.test, 'refund')
      .mockRejectedValue(new PaymentRefundRefusedError('Refunds are paused'));
    let transactionId: string;
    try {
      transactionId = (await simulatePayNow(booking.id)).json().data.transactionId;
    } finally {
      refund.mockRestore();
    }
    expect(await refundFactsOf(transactionId)).toEqual({
      status: 'refund_pending',
      refundId: null,
      refundedAt: null,
      refundMethod: null,
      refundFailureReason: 'Refunds are paused',
      refundFailedAt: SOON,
    });
  });
});
