import type { AdminRegistration, AdminRegistrationDetails } from '@domain/orders/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentRefundRefusedError } from '../../adapters/payments';
import { registrations } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import {
  type BookingSetup,
  book,
  bookingRequest,
  bookingSetup,
  legacyBookingRequest,
  NOW,
} from '../../testing/bookings';
import { PARTNER_CODES, partnerCodes } from '../../testing/partner';
import { payByCard } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';

// One payment state per order for staff, the same in the list, the details and the CSV, with the
// history of the money behind it.

const partner = partnerCodes();
let t: TestApp;
let api: AdminApi;
let setup: BookingSetup;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, partner: partner.partner });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.setNow(NOW);
  api = adminApi(await signInAdmin(t));
});

async function details(id: string): Promise<AdminRegistrationDetails> {
  const res = await api('GET', `/api/admin/registrations/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function listed(reference: string): Promise<AdminRegistration> {
  const res = await api('GET', `/api/admin/registrations?search=${reference}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.find((row: AdminRegistration) => row.referenceNumber === reference);
}

async function csvPaymentOf(reference: string): Promise<string | undefined> {
  const res = await api('GET', `/api/admin/registrations/export.csv?search=${reference}`);
  expect(res.statusCode).toBe(200);
  const [header, row] = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const column = header!.split(',').indexOf('Payment');
  return row?.split(',')[column];
}

/** The state as the list, the details and the CSV each give it: one state, three places. */
async function stateEverywhere(id: string, reference: string) {
  const [row, order, csv] = await Promise.all([listed(reference), details(id), csvPaymentOf(reference)]);
  expect(row.paymentState).toBe(order.paymentState);
  return { state: order.paymentState, csv, order };
}

const cancel = (id: string) => api('PATCH', `/api/admin/registrations/${id}`, { status: 'cancelled' });

describe('the payment state of an order', () => {
  it('is Unpaid for a booking not paid yet, with no payment in its history', async () => {
    const booking = await setup.createBooking();
    const { state, csv, order } = await stateEverywhere(booking.id, booking.reference_number);
    expect(state).toBe('unpaid');
    expect(csv).toBe('Unpaid');
    expect(order.paymentHistory).toEqual([]);
  });

  it('is Paid once the card is charged, with the charge, its card, time and transaction', async () => {
    const booking = await setup.createBooking();
    const paid = await payByCard(t, booking.id, booking.amountDue);
    expect(paid.statusCode).toBe(200);
    const { state, csv, order } = await stateEverywhere(booking.id, booking.reference_number);
    expect(state).toBe('paid');
    expect(csv).toBe('Paid');
    expect(order.paymentHistory).toEqual([
      {
        kind: 'charge',
        amount: booking.amountDue,
        method: 'Visa ending 1111',
        at: NOW.toISOString(),
        reference: paid.json().transactionId,
        note: null,
      },
    ]);
  });

  it('is Refunded (never "Unpaid") once a paid booking is cancelled, with the refund and its reference', async () => {
    const booking = await setup.createBooking();
    const transactionId = (await payByCard(t, booking.id, booking.amountDue)).json().transactionId;
    expect((await cancel(booking.id)).statusCode).toBe(200);
    const { state, csv, order } = await stateEverywhere(booking.id, booking.reference_number);
    expect(order.status).toBe('cancelled');
    expect(state).toBe('refunded');
    expect(csv).toBe('Refunded');
    expect(order.paymentHistory.map((entry) => entry.kind)).toEqual(['charge', 'refund']);
    const refund = order.paymentHistory[1]!;
    expect(refund).toMatchObject({ amount: booking.amountDue, at: NOW.toISOString() });
    // The simulated gateway names a refund by the charge it gives back.
    expect(refund.reference).toBe(transactionId);
  });

  it('is Partner prepaid for a booking the partner paid in full, and says the prepayment is kept on cancel', async () => {
    const res = await book(t, {
      ...wizardRequest(),
      whitecoatBookingCode: partner.copyOf(PARTNER_CODES.paidInFull),
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking.status).toBe('paid');
    expect((await stateEverywhere(booking.id, booking.reference_number)).state).toBe('partner_prepaid');
    expect((await cancel(booking.id)).statusCode).toBe(200);
    const { state, csv, order } = await stateEverywhere(booking.id, booking.reference_number);
    expect(state).toBe('partner_prepaid');
    expect(csv).toBe('Partner prepaid');
    expect(order.paymentHistory.map((entry) => entry.kind)).toEqual(['partner_prepaid', 'partner_kept']);
    expect(order.paymentHistory[1]).toMatchObject({
      amount: order.partnerPaid,
      note: expect.stringMatching(/does not return/),
    });
  });

  it('is Partly refunded when the card balance of a partner booking is refunded and the prepayment kept', async () => {
    const res = await book(t, { ...wizardRequest(), whitecoatBookingCode: partner.copyOf(PARTNER_CODES.paidFifty) });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect((await stateEverywhere(booking.id, booking.reference_number)).state).toBe('balance_due');
    expect((await payByCard(t, booking.id, booking.amountDue)).statusCode).toBe(200);
    expect((await cancel(booking.id)).statusCode).toBe(200);
    const { state, order } = await stateEverywhere(booking.id, booking.reference_number);
    expect(state).toBe('partly_refunded');
    expect(order.paymentHistory.map((entry) => entry.kind)).toEqual([
      'partner_prepaid',
      'charge',
      'refund',
      'partner_kept',
    ]);
  });

  it('is Pay on the day for an older-flow booking, which also needs an address', async () => {
    const res = await book(
      t,
      legacyBookingRequest({ eventId: setup.eventId, packageId: setup.pkg.premium, timeslotId: setup.slots.next() }),
    );
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    const { state, csv, order } = await stateEverywhere(booking.id, booking.referenceNumber);
    expect(state).toBe('pay_on_the_day');
    expect(csv).toBe('Pay on the day');
    // The spec's older body carries no address: staff must get one before the visit.
    expect(order.addressNeeded).toBe(true);
    expect((await listed(booking.referenceNumber)).addressNeeded).toBe(true);
  });

  it('does not mark a wizard booking with its address as needing one', async () => {
    const booking = await setup.createBooking();
    expect((await listed(booking.reference_number)).addressNeeded).toBe(false);
  });
});

describe("the payment history's refunds, as their payment rows record them", () => {
  const LATER = new Date(NOW.getTime() + 3_600_000);

  it("names a refund given by the row's refund id, method and time", async () => {
    const booking = await setup.createBooking();
    const transactionId = (await payByCard(t, booking.id, booking.amountDue)).json().data.transactionId;
    t.setNow(LATER);
    expect((await cancel(booking.id)).statusCode).toBe(200);
    // What the row says is what staff are told.
    await t.db
      .update(payments)
      .set({ refundId: 'rf_on_the_row', refundMethod: 'refund', refundedAt: new Date('2026-11-22T01:00:00Z') })
      .where(eq(payments.transactionId, transactionId));
    const { order } = await stateEverywhere(booking.id, booking.reference_number);
    expect(order.paymentHistory.at(-1)).toEqual({
      kind: 'refund',
      amount: booking.amountDue,
      method: 'Visa ending 1111, refund',
      at: '2026-11-22T01:00:00.000Z',
      reference: 'rf_on_the_row',
      note: null,
    });
  });

  it("names a refund refused by the row's reason and the time it was refused", async () => {
    const booking = await setup.createBooking();
    expect((await payByCard(t, booking.id, booking.amountDue)).statusCode).toBe(200);
    t.setNow(LATER);
    const refund = vi
      .spyOn(t.app.ctx.payments.test, 'refund')
      .mockRejectedValue(new PaymentRefundRefusedError('Card account closed'));
    try {
      expect((await cancel(booking.id)).json().data.refund).toMatchObject({ status: 'refund_pending' });
    } finally {
      refund.mockRestore();
    }
    const { state, order } = await stateEverywhere(booking.id, booking.reference_number);
    expect(state).toBe('refund_pending');
    expect(order.paymentHistory.map((entry) => entry.kind)).toEqual(['charge', 'refund_pending']);
    expect(order.paymentHistory[1]).toEqual({
      kind: 'refund_pending',
      amount: booking.amountDue,
      method: 'Visa ending 1111',
      at: LATER.toISOString(),
      reference: null,
      note: 'Card account closed',
    });
  });
});

describe('a visit paid on the day', () => {
  it('is paid when staff mark it completed, and keeps that time when the outcome is corrected back', async () => {
    const res = await book(
      t,
      legacyBookingRequest({ eventId: setup.eventId, packageId: setup.pkg.premium, timeslotId: setup.slots.next() }),
    );
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    const paidAt = async () =>
      (
        await t.db.select({ paidAt: registrations.paidAt }).from(registrations).where(eq(registrations.id, booking.id))
      )[0]!.paidAt;
    expect(await paidAt()).toBeNull();
    const { timeslotDate } = await details(booking.id);
    const afterVisit = new Date(`${timeslotDate}T23:00:00+08:00`);
    t.setNow(afterVisit);
    const staff = adminApi(await signInAdmin(t));
    const outcome = (status: string) => staff('PATCH', `/api/admin/registrations/${booking.id}`, { status });
    expect((await outcome('completed')).statusCode).toBe(200);
    expect(await paidAt()).toEqual(afterVisit);
    t.setNow(new Date(afterVisit.getTime() + 60_000));
    expect((await outcome('no_show')).statusCode).toBe(200);
    expect((await outcome('completed')).statusCode).toBe(200);
    expect(await paidAt()).toEqual(afterVisit);
  });
});

/** A main-flow request of a person of its own in the next free slot (a partner code decides the amounts). */
const wizardRequest = () =>
  bookingRequest({ eventId: setup.eventId, packageId: setup.pkg.premium, timeslotId: setup.slots.next() });
