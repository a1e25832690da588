import { randomUUID } from 'node:crypto';
import {
  CHECKED_FAILED_MESSAGE,
  CHECKED_NOT_SEEN_YET_MESSAGE,
  checkedPaidMessage,
  GATEWAY_NOT_ASKED_MESSAGE,
  MARKED_FAILED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_IN_DOUBT_MESSAGE,
} from '@domain/payments/doubt-messages';
import { PAYMENT_OUTCOME_UNKNOWN_MESSAGE } from '@domain/payments/messages';
import { simulatedNonceFor } from '@domain/payments/test-cards';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPaymentGateways,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  SIMULATED_TIMEOUT_MS,
} from '../../adapters/payments';
import { auditLog } from '../../db/schema/audit-log';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { outboxMessages } from '../../db/schema/outbox';
import { payments } from '../../db/schema/payments';
import { PARTNER_EVENT_SLUG } from '../../db/seed';
import { adminApi, signInAdmin } from '../../testing/admin';
import { type BookingSetup, bookingSetup, type CreatedBooking, NOW, storedRegistration } from '../../testing/bookings';
import { APPROVED_CARD, payByCard } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { reconcilePaymentsInDoubt } from './reconcile';

// Payments never stay in doubt (DESIGN §8.2): the reconciliation job and the staff actions of the
// order details, against the simulated gateway, whose records live in the database.

const DOUBT_MS = 2 * SIMULATED_TIMEOUT_MS;
const at = (ms: number) => new Date(NOW.getTime() + ms);
/** Just past twice the gateway's time-out after the payments below were started. */
const PAST_DOUBT = at(DOUBT_MS + 1_000);

let t: TestApp;
let createBooking: BookingSetup['createBooking'];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({ createBooking } = await bookingSetup(t));
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

let realGateway: PaymentGateway;
beforeAll(() => {
  realGateway = t.app.ctx.payments.test;
});
afterEach(() => {
  t.app.ctx.payments.test = realGateway;
});

/** A new process: a simulated gateway made afresh over the same database. */
const restartedGateways = () => createPaymentGateways(t.config, { db: t.db });

/**
 * Pays through POST /api/payments/process while the gateway's answer is lost on the way back (its
 * time-out): the card is charged or not, as `charged` says, and the site records the outcome as unknown.
 */
async function payLosingTheAnswer(booking: CreatedBooking, options: { charged: boolean }) {
  const gateway = t.app.ctx.payments.test;
  t.app.ctx.payments.test = {
    ...gateway,
    sale: async (input) => {
      if (options.charged) await gateway.sale(input);
      throw new PaymentGatewayUnavailableError('Braintree did not answer sale within 25 seconds', {
        outcomeUnknown: true,
      });
    },
  };
  try {
    const res = await payByCard(t, booking.id, booking.amountDue);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAYMENT_OUTCOME_UNKNOWN_MESSAGE);
  } finally {
    t.app.ctx.payments.test = gateway;
  }
  return paymentOf(booking);
}

/**
 * A payment left `processing` by a process that stopped while it waited for the gateway: the gateway
 * charged the card or never saw the sale, as `charged` says.
 */
async function leftProcessing(booking: CreatedBooking, options: { charged: boolean }) {
  if (options.charged) {
    const sale = await t.app.ctx.payments.test.sale({
      amount: booking.amountDue,
      orderId: booking.reference_number,
      nonce: simulatedNonceFor(APPROVED_CARD)!,
    });
    expect(sale.approved).toBe(true);
  }
  await t.db.insert(payments).values({
    registrationId: booking.id,
    transactionId: `attempt_${randomUUID()}`,
    gateway: 'simulated',
    method: 'Visa',
    status: 'processing',
    amount: booking.amountDue,
    detail: { brand: 'Visa', last4: '1111', cardDiscountId: null, cardDiscount: null },
    createdAt: t.app.ctx.now(),
  });
  return paymentOf(booking);
}

/** The booking's latest payment. */
async function paymentOf(booking: { id: string }) {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.registrationId, booking.id))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) throw new Error(`No payment of ${booking.id}`);
  return row;
}

async function chargeOf(booking: CreatedBooking) {
  const found = await realGateway.findByOrderId(booking.reference_number);
  const charged = found.filter((transaction) => transaction.charged);
  expect(charged).toHaveLength(1);
  return charged[0]!;
}

const auditOf = (booking: { id: string }, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, action)));

const receiptsOf = (booking: { id: string }) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.registrationId, booking.id),
        eq(outboxMessages.kind, 'receipt'),
        eq(outboxMessages.channel, 'email'),
      ),
    );

async function expectPaidWith(booking: CreatedBooking, transactionId: string, actor = 'system') {
  expect(await storedRegistration(t, booking.id)).toMatchObject({
    status: 'paid',
    paidTransactionId: transactionId,
    paymentMethod: 'card (Visa ending 1111)',
    amountDue: '0.00',
  });
  expect(await paymentOf(booking)).toMatchObject({ status: 'settled', transactionId, checkingUntil: null });
  const paid = await auditOf(booking, 'pay');
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({
    actor,
    changes: expect.objectContaining({ transactionId, checkedWithGateway: true }),
  });
  expect(await receiptsOf(booking)).toHaveLength(1);
}

/** Failed, and the booking payable again: a good card now pays it. */
async function expectFailedAndPayable(booking: CreatedBooking) {
  expect(await paymentOf(booking)).toMatchObject({ status: 'failed', checkingUntil: null });
  expect(await storedRegistration(t, booking.id)).toMatchObject({ status: 'pending_payment', paidTransactionId: null });
  expect(await receiptsOf(booking)).toHaveLength(0);
  const res = await payByCard(t, booking.id, booking.amountDue);
  expect(res.statusCode).toBe(200);
  expect((await storedRegistration(t, booking.id)).status).toBe('paid');
}

describe('the reconciliation job', () => {
  it('settles a payment left unknown that the gateway charged as paid, and one left processing it never saw as failed', async () => {
    const charged = await createBooking();
    const neverSeen = await createBooking();
    await payLosingTheAnswer(charged, { charged: true });
    await leftProcessing(neverSeen, { charged: false });

    // Before twice the gateway's time-out the sale's own answer may still come: nothing is asked.
    t.setNow(at(DOUBT_MS - 1_000));
    expect(await reconcilePaymentsInDoubt(t.app.ctx)).toBe(0);
    expect((await paymentOf(charged)).status).toBe('unknown');
    expect((await paymentOf(neverSeen)).status).toBe('processing');

    // Then a restarted server asks the gateway, which kept its records.
    t.app.ctx.payments.test = restartedGateways().test;
    t.setNow(PAST_DOUBT);
    expect(await reconcilePaymentsInDoubt(t.app.ctx)).toBe(2);
    await expectPaidWith(charged, (await chargeOf(charged)).transactionId);
    expect(await auditOf(neverSeen, 'payment_failed')).toMatchObject([
      { actor: 'system', changes: expect.objectContaining({ from: 'processing', checkedWithGateway: true }) },
    ]);
    await expectFailedAndPayable(neverSeen);

    // Nothing is left in doubt: the next run has nothing to do.
    expect(await reconcilePaymentsInDoubt(t.app.ctx)).toBe(0);
  });

  it('settles a payment left processing that the gateway charged, and one left unknown that it never charged', async () => {
    const charged = await createBooking();
    const notCharged = await createBooking();
    await leftProcessing(charged, { charged: true });
    await payLosingTheAnswer(notCharged, { charged: false });
    t.setNow(PAST_DOUBT);
    expect(await reconcilePaymentsInDoubt(t.app.ctx)).toBe(2);
    await expectPaidWith(charged, (await chargeOf(charged)).transactionId);
    await expectFailedAndPayable(notCharged);
  });

  it('settles each payment exactly once when two instances reconcile at the same time', async () => {
    const charged = [await createBooking(), await createBooking(), await createBooking()];
    const notCharged = [await createBooking(), await createBooking(), await createBooking()];
    for (const booking of charged) await payLosingTheAnswer(booking, { charged: true });
    for (const booking of notCharged) await leftProcessing(booking, { charged: false });
    t.setNow(PAST_DOUBT);

    const other = { ...t.app.ctx, payments: restartedGateways() };
    const counts = await Promise.all([reconcilePaymentsInDoubt(t.app.ctx), reconcilePaymentsInDoubt(other)]);
    expect(counts[0] + counts[1]).toBe(6);
    for (const booking of charged) await expectPaidWith(booking, (await chargeOf(booking)).transactionId);
    for (const booking of notCharged) {
      expect(await auditOf(booking, 'payment_failed')).toHaveLength(1);
      await expectFailedAndPayable(booking);
    }
  });

  it('settles once when staff check a payment while the job does', async () => {
    const booking = await createBooking();
    await payLosingTheAnswer(booking, { charged: true });
    t.setNow(PAST_DOUBT);
    const payment = await paymentOf(booking);
    const api = adminApi(await signInAdmin(t));
    const [settledByJob, check] = await Promise.all([
      reconcilePaymentsInDoubt({ ...t.app.ctx, payments: restartedGateways() }),
      api('POST', `/api/admin/registrations/${booking.id}/payments/${payment.id}/check`),
    ]);
    // Whichever came second found the payment settled (200 'unchanged', or 409 when it looked after).
    expect([200, 409]).toContain(check.statusCode);
    const settledByStaff = check.statusCode === 200 && check.json().data.outcome === 'paid' ? 1 : 0;
    expect(settledByJob + settledByStaff).toBe(1);
    expect(await auditOf(booking, 'pay')).toHaveLength(1);
    expect(await receiptsOf(booking)).toHaveLength(1);
    expect((await storedRegistration(t, booking.id)).status).toBe('paid');
  });

  it('leaves a payment in doubt while the gateway cannot be asked, and asks again later', async () => {
    const booking = await createBooking();
    await payLosingTheAnswer(booking, { charged: true });
    t.setNow(PAST_DOUBT);
    t.app.ctx.payments.test = {
      ...realGateway,
      findByOrderId: async () => {
        throw new PaymentGatewayUnavailableError('Braintree did not answer transaction search within 25 seconds');
      },
    };
    const errors: object[] = [];
    const log = { warn: () => {}, error: (fields: object) => void errors.push(fields) };
    expect(await reconcilePaymentsInDoubt(t.app.ctx, { log })).toBe(0);
    expect(errors).toHaveLength(1);
    expect(await paymentOf(booking)).toMatchObject({ status: 'unknown', checkingUntil: expect.any(Date) });
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');

    // The gateway answers again; the payment is asked about once its claim has run out.
    t.app.ctx.payments.test = realGateway;
    expect(await reconcilePaymentsInDoubt(t.app.ctx)).toBe(0);
    t.setNow(at(3 * DOUBT_MS + 2_000));
    expect(await reconcilePaymentsInDoubt(t.app.ctx)).toBe(1);
    await expectPaidWith(booking, (await chargeOf(booking)).transactionId);
  });

  it('settles with the card discount taken at payment, and gives it back when nothing was charged', async () => {
    const [discount] = await t.db
      .insert(discounts)
      .values({
        name: 'Visa offer',
        discountType: 'bin',
        discountValueType: 'percentage',
        value: '10',
        applicableForRetail: true,
        applicableForAIA: true,
        limitBinRedemption: true,
        maxBinRedemptions: 5,
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning();
    await t.db.insert(discountIdentifiers).values({ discountId: discount!.id, identifier: '411111' });
    const redemptions = async () =>
      (await t.db.select().from(discounts).where(eq(discounts.id, discount!.id)))[0]!.binRedemptionCount;
    try {
      const charged = await createBooking();
      const notCharged = await createBooking();
      await payLosingTheAnswer(charged, { charged: true });
      await payLosingTheAnswer(notCharged, { charged: false });
      expect(await redemptions()).toBe(2);
      t.setNow(PAST_DOUBT);
      expect(await reconcilePaymentsInDoubt(t.app.ctx)).toBe(2);
      // 118.00 − 10 % = 106.20 + GST = 115.76, as the payment call itself stores it.
      expect(await storedRegistration(t, charged.id)).toMatchObject({
        status: 'paid',
        cardDiscountAmount: '11.80',
        gstAmount: '9.56',
        totalAmount: '115.76',
        amountDue: '0.00',
      });
      expect(await paymentOf(charged)).toMatchObject({ status: 'settled', amount: '115.76' });
      expect(await paymentOf(notCharged)).toMatchObject({ status: 'failed' });
      expect(await redemptions()).toBe(1);
    } finally {
      await t.db.update(discounts).set({ isActive: false }).where(eq(discounts.id, discount!.id));
    }
  });
});

describe('payments in doubt in the order details', () => {
  // Its own, not the file's: the tests above keep drawing the home event's slots, in whatever order they run.
  let createBooking: BookingSetup['createBooking'];
  let api: ReturnType<typeof adminApi>;
  let username: string;
  beforeAll(async () => {
    // The partner event's slots: the home event's are taken by the tests above.
    ({ createBooking } = await bookingSetup(t, { eventSlug: PARTNER_EVENT_SLUG }));
    const admin = await signInAdmin(t);
    api = adminApi(admin);
    username = admin.user.username;
  });
  const paymentsPath = (booking: { id: string }) => `/api/admin/registrations/${booking.id}/payments`;
  const action = (booking: { id: string }, paymentId: number | string, what: 'check' | 'mark-failed') =>
    api('POST', `${paymentsPath(booking)}/${paymentId}/${what}`);

  it("lists an order's card payments and says which are in doubt", async () => {
    const booking = await createBooking();
    await payByCard(t, booking.id, booking.amountDue, { card: '4000 0000 0000 0002' });
    t.setNow(at(1_000));
    await payLosingTheAnswer(booking, { charged: false });
    const res = await api('GET', paymentsPath(booking));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        status: 'unknown',
        amount: '128.62',
        gateway: 'simulated',
        card: 'Visa ending 1111',
        transactionId: null,
        createdAt: at(1_000).toISOString(),
        inDoubt: true,
      },
      expect.objectContaining({ status: 'declined', card: 'Visa ending 0002', inDoubt: false }),
    ]);
    const unknownBooking = await api('GET', '/api/admin/registrations/00000000-0000-4000-8000-000000000000/payments');
    expect(unknownBooking.statusCode).toBe(404);
    // Settled by staff so the other tests find nothing left in doubt.
    expect((await action(booking, res.json().data[0].id, 'mark-failed')).statusCode).toBe(200);
  });

  it('"Check with gateway" settles a charged payment as paid at once, then refuses (409) to act on it again', async () => {
    const booking = await createBooking();
    const payment = await payLosingTheAnswer(booking, { charged: true });
    // A charge the gateway shows settles the payment even before the job would look at it.
    t.setNow(at(5_000));
    const res = await action(booking, payment.id, 'check');
    expect(res.statusCode).toBe(200);
    const { transactionId } = await chargeOf(booking);
    expect(res.json()).toMatchObject({
      success: true,
      message: checkedPaidMessage(transactionId),
      data: {
        outcome: 'paid',
        registrationStatus: 'paid',
        payment: { id: payment.id, status: 'settled', transactionId, inDoubt: false },
      },
    });
    await expectPaidWith(booking, transactionId, `admin:${username}`);

    for (const what of ['check', 'mark-failed'] as const) {
      const again = await action(booking, payment.id, what);
      expect(again.statusCode, what).toBe(409);
      expect(again.json()).toEqual({ success: false, message: PAYMENT_NOT_IN_DOUBT_MESSAGE });
    }
  });

  it('"Check with gateway" changes nothing while no charge is seen too early to tell, then fails the payment', async () => {
    const booking = await createBooking();
    const payment = await payLosingTheAnswer(booking, { charged: false });
    const early = await action(booking, payment.id, 'check');
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({
      message: CHECKED_NOT_SEEN_YET_MESSAGE,
      data: {
        outcome: 'unchanged',
        registrationStatus: 'pending_payment',
        payment: { status: 'unknown', inDoubt: true },
      },
    });
    t.setNow(PAST_DOUBT);
    const late = await action(booking, payment.id, 'check');
    expect(late.json()).toMatchObject({
      message: CHECKED_FAILED_MESSAGE,
      data: { outcome: 'failed', registrationStatus: 'pending_payment', payment: { status: 'failed', inDoubt: false } },
    });
    expect(await auditOf(booking, 'payment_failed')).toMatchObject([{ actor: `admin:${username}` }]);
    await expectFailedAndPayable(booking);
  });

  it('refuses (409) both actions on a payment still within its own time-out', async () => {
    const booking = await createBooking();
    const payment = await leftProcessing(booking, { charged: false });
    t.setNow(at(10_000));
    for (const what of ['check', 'mark-failed'] as const) {
      const res = await action(booking, payment.id, what);
      expect(res.statusCode, what).toBe(409);
      // 10:00 Singapore time + 50 s, rounded up to the minute.
      expect(res.json().message).toBe('This payment is still being processed. Check it again after 10:01 AM.');
    }
    expect((await api('GET', paymentsPath(booking))).json().data[0].inDoubt).toBe(false);
    t.setNow(PAST_DOUBT);
    expect((await api('GET', paymentsPath(booking))).json().data[0].inDoubt).toBe(true);
    expect((await action(booking, payment.id, 'check')).json().data.outcome).toBe('failed');
  });

  it('"Mark as failed" makes the booking payable again and names the staff member in the audit log', async () => {
    const booking = await createBooking();
    const payment = await payLosingTheAnswer(booking, { charged: false });
    const res = await action(booking, payment.id, 'mark-failed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MARKED_FAILED_MESSAGE,
      data: { registrationStatus: 'pending_payment', payment: { id: payment.id, status: 'failed', inDoubt: false } },
    });
    expect(await auditOf(booking, 'payment_marked_failed')).toMatchObject([
      { actor: `admin:${username}`, changes: expect.objectContaining({ paymentId: payment.id, from: 'unknown' }) },
    ]);
    await expectFailedAndPayable(booking);
    expect((await action(booking, payment.id, 'mark-failed')).statusCode).toBe(409);
  });

  it('answers 503 and changes nothing when the gateway cannot be asked', async () => {
    const booking = await createBooking();
    const payment = await payLosingTheAnswer(booking, { charged: true });
    t.app.ctx.payments.test = {
      ...realGateway,
      findByOrderId: async () => {
        throw new PaymentGatewayUnavailableError('connection refused');
      },
    };
    const res = await action(booking, payment.id, 'check');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(GATEWAY_NOT_ASKED_MESSAGE);
    expect((await paymentOf(booking)).status).toBe('unknown');
    t.app.ctx.payments.test = realGateway;
    expect((await action(booking, payment.id, 'check')).json().data.outcome).toBe('paid');
  });

  it('answers 404 for a payment that is not one of the order', async () => {
    const booking = await createBooking();
    const other = await createBooking();
    const payment = await payLosingTheAnswer(other, { charged: false });
    for (const [registrationId, paymentId] of [
      [booking.id, payment.id],
      [other.id, 2_147_483_000],
      [other.id, 'abc'],
      ['not-a-uuid', payment.id],
      ['00000000-0000-4000-8000-000000000000', payment.id],
    ] as const) {
      for (const what of ['check', 'mark-failed'] as const) {
        const res = await action({ id: registrationId }, paymentId, what);
        expect(res.statusCode, `${registrationId} ${paymentId} ${what}`).toBe(404);
        expect(res.json().message).toBe(PAYMENT_NOT_FOUND_MESSAGE);
      }
    }
    expect((await paymentOf(other)).status).toBe('unknown');
    expect((await action(other, payment.id, 'mark-failed')).statusCode).toBe(200);
  });

  it('is for admins only: 401 without a session, 403 without the admin role', async () => {
    const booking = await createBooking();
    const payment = await payLosingTheAnswer(booking, { charged: false });
    const viewer = adminApi(await signInAdmin(t, { role: 'viewer' }));
    const signedOut = adminApi({ t, headers: {} });
    for (const [caller, status] of [
      [signedOut, 401],
      [viewer, 403],
    ] as const) {
      expect((await caller('GET', paymentsPath(booking))).statusCode).toBe(status);
      for (const what of ['check', 'mark-failed']) {
        expect((await caller('POST', `${paymentsPath(booking)}/${payment.id}/${what}`)).statusCode).toBe(status);
      }
    }
    expect((await paymentOf(booking)).status).toBe('unknown');
    expect((await action(booking, payment.id, 'mark-failed')).statusCode).toBe(200);
  });
});
