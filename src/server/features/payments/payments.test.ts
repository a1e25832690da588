import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import {
  ALREADY_PAID_MESSAGE,
  AMOUNT_DUE_CHANGED_MESSAGE,
  BALANCE_DUE_MESSAGE,
  NOT_PAYABLE_MESSAGE,
  PAID_STATUS_ONLY_MESSAGE,
  PAYMENT_IN_PROGRESS_MESSAGE,
  PAYMENT_OUTCOME_UNKNOWN_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  TEST_CARD_IN_LIVE_MODE_MESSAGE,
} from '@domain/payments/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../adapters/payments';
import { PaymentGatewayUnavailableError } from '../../adapters/payments';
import { registrations } from '../../db/schema/bookings';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { payments } from '../../db/schema/payments';
import { timeslots } from '../../db/schema/timeslots';
import { type BookingSetup, bookingSetup, NOW, storedRegistration } from '../../testing/bookings';
import { APPROVED_CARD, payByCard } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setPaymentTestMode } from './test-mode';

const DECLINED_CARD = '4000 0000 0000 0002';

let t: TestApp;
/** A fresh unpaid Premium booking (S$128.62) in a slot of its own. */
let createBooking: BookingSetup['createBooking'];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({ createBooking } = await bookingSetup(t));
});
afterAll(() => t.close());

/** Pays as the checkout page does: the card's nonce, the amount shown, the payment type and device data. */
const pay = (registrationId: string, card: string, amount: string | number = '128.62') =>
  payByCard(t, registrationId, amount, { card, paymentType: 'card', deviceData: '{}' });

beforeEach(async () => {
  await setPaymentTestMode(t.db, { enabled: true, now: NOW });
});

describe('GET /api/payments/client-token', () => {
  it("issues a simulated 'test-' token in test mode", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/client-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, testMode: true });
    expect(res.json().token).toMatch(/^test-/);
  });

  it('refuses in live mode when no Braintree credentials are configured', async () => {
    await setPaymentTestMode(t.db, { enabled: false, now: NOW });
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/client-token' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAYMENT_UNAVAILABLE_MESSAGE);
  });
});

describe('POST /api/payments/process', () => {
  it('charges the amount due with an approved test card and marks the booking paid', async () => {
    const booking = await createBooking();
    const res = await pay(booking.id, APPROVED_CARD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: { amount: '128.62', status: 'paid', cardDiscountAmount: '0.00' },
    });
    expect(body.transactionId).toBe(body.data.transactionId);

    const row = await storedRegistration(t, booking.id);
    expect(row).toMatchObject({ status: 'paid', paidTransactionId: body.transactionId, amountDue: '0.00' });
    expect(row.paymentMethod).toBe('card (Visa ending 1111)');
    const [payment] = await t.db.select().from(payments).where(eq(payments.registrationId, booking.id));
    expect(payment).toMatchObject({ status: 'settled', amount: '128.62', gateway: 'simulated' });
    // Brand and last four only: no card number anywhere in what is stored.
    expect(JSON.stringify(payment)).not.toContain('4111111111111111');

    const again = await pay(booking.id, APPROVED_CARD);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_PAID_MESSAGE);
  });

  it('leaves the booking payable after a declined card, and a good card then pays it', async () => {
    const booking = await createBooking();
    const declined = await pay(booking.id, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toContain('Do Not Honor');
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');

    const approved = await pay(booking.id, APPROVED_CARD);
    expect(approved.statusCode).toBe(200);
    expect((await storedRegistration(t, booking.id)).status).toBe('paid');
  });

  it('refuses an amount that differs from the amount due, and charges nothing', async () => {
    const booking = await createBooking();
    const res = await pay(booking.id, APPROVED_CARD, '1.00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: AMOUNT_DUE_CHANGED_MESSAGE, data: { amountDue: '128.62' } });
    expect(await t.db.select().from(payments).where(eq(payments.registrationId, booking.id))).toHaveLength(0);
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');
  });

  it('charges once when ten payments of one booking arrive together', async () => {
    const booking = await createBooking();
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(booking.id, APPROVED_CARD)));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect([PAYMENT_IN_PROGRESS_MESSAGE, ALREADY_PAID_MESSAGE]).toContain(res.json().message);
    }
    const rows = await t.db.select().from(payments).where(eq(payments.registrationId, booking.id));
    expect(rows.filter((row) => row.status === 'settled')).toHaveLength(1);
  });

  it('never pays a cancelled or expired booking', async () => {
    for (const status of ['cancelled', 'expired']) {
      const booking = await createBooking();
      await t.db.update(registrations).set({ status }).where(eq(registrations.id, booking.id));
      const res = await pay(booking.id, APPROVED_CARD);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NOT_PAYABLE_MESSAGE);
      expect(await t.db.select().from(payments).where(eq(payments.registrationId, booking.id))).toHaveLength(0);
    }
  });

  it('answers the same 404 for a malformed and an unknown booking id', async () => {
    for (const id of ['1', 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await pay(id, APPROVED_CARD);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REGISTRATION_NOT_FOUND_MESSAGE);
    }
  });

  it('refuses a nonce that names no card', async () => {
    const booking = await createBooking();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process',
      payload: { registrationId: booking.id, nonce: '4111111111111111', amount: '128.62' },
    });
    expect(res.statusCode).toBe(400);
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');
  });

  it('applies a BIN discount the card qualifies for, and stores the amounts charged', async () => {
    const now = NOW;
    const [discount] = await t.db
      .insert(discounts)
      .values({
        name: 'Visa test offer',
        discountType: 'bin',
        discountValueType: 'percentage',
        value: '10',
        applicableForRetail: true,
        applicableForAIA: true,
        limitBinRedemption: true,
        maxBinRedemptions: 5,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await t.db.insert(discountIdentifiers).values({ discountId: discount!.id, identifier: '411111' });
    try {
      const booking = await createBooking();
      // The page shows 128.62 (no BIN known yet); the server charges 118.00 − 10% = 106.20 + GST = 115.76.
      const res = await pay(booking.id, APPROVED_CARD);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ amount: '115.76', cardDiscountAmount: '11.80' });
      expect(await storedRegistration(t, booking.id)).toMatchObject({
        cardDiscountAmount: '11.80',
        gstAmount: '9.56',
        totalAmount: '115.76',
        amountDue: '0.00',
      });
      const [after] = await t.db.select().from(discounts).where(eq(discounts.id, discount!.id));
      expect(after!.binRedemptionCount).toBe(1);
    } finally {
      await t.db.update(discounts).set({ isActive: false }).where(eq(discounts.id, discount!.id));
    }
  });
});

describe('test cards in live mode (DESIGN §8.9)', () => {
  it('are refused with 403 before the live gateway is asked, and pay nothing', async () => {
    const booking = await createBooking();
    await setPaymentTestMode(t.db, { enabled: false, now: NOW });
    // A live gateway that takes whatever the simulator takes: only the refusal keeps a test card from paying.
    const simulator = t.app.ctx.payments.test;
    const asked: string[] = [];
    const original = t.app.ctx.payments.live;
    t.app.ctx.payments.live = {
      ...simulator,
      kind: 'braintree',
      describeNonce: (nonce) => {
        asked.push(nonce);
        return simulator.describeNonce(nonce);
      },
    };
    try {
      for (const card of [APPROVED_CARD, DECLINED_CARD]) {
        const res = await pay(booking.id, card);
        expect(res.statusCode, card).toBe(403);
        expect(res.json().message).toBe(TEST_CARD_IN_LIVE_MODE_MESSAGE);
      }
    } finally {
      t.app.ctx.payments.live = original;
    }
    expect(asked).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.registrationId, booking.id))).toHaveLength(0);
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');
  });
});

describe('when the gateway does not answer', () => {
  async function withGateway(gateway: Partial<PaymentGateway>, run: () => Promise<void>) {
    const original = t.app.ctx.payments.test;
    t.app.ctx.payments.test = { ...original, ...gateway } as PaymentGateway;
    try {
      await run();
    } finally {
      t.app.ctx.payments.test = original;
    }
  }

  it('says nothing was charged when the gateway could not be reached, and the customer may retry', async () => {
    const booking = await createBooking();
    await withGateway(
      {
        sale: async () => {
          throw new PaymentGatewayUnavailableError('connection refused', { outcomeUnknown: false });
        },
      },
      async () => {
        const res = await pay(booking.id, APPROVED_CARD);
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(PAYMENT_UNAVAILABLE_MESSAGE);
      },
    );
    expect((await pay(booking.id, APPROVED_CARD)).statusCode).toBe(200);
  });

  it('blocks another charge when the outcome is unknown', async () => {
    const booking = await createBooking();
    await withGateway(
      {
        sale: async () => {
          throw new PaymentGatewayUnavailableError('timed out', { outcomeUnknown: true });
        },
      },
      async () => {
        const res = await pay(booking.id, APPROVED_CARD);
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(PAYMENT_OUTCOME_UNKNOWN_MESSAGE);
      },
    );
    const retry = await pay(booking.id, APPROVED_CARD);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(PAYMENT_IN_PROGRESS_MESSAGE);
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');
  });
});

describe('calls that report a booking as paid', () => {
  const reports = (id: string) => [
    {
      method: 'POST' as const,
      url: `/api/registrations/${id}/payment`,
      payload: { transactionId: 'made-up', amount: '128.62' },
    },
    {
      method: 'PATCH' as const,
      url: `/api/registrations/${id}/status`,
      payload: { status: 'paid', transactionId: 'made-up' },
    },
    { method: 'POST' as const, url: `/api/registrations/${id}/confirm-wc-booking` },
    { method: 'POST' as const, url: `/api/wc-confirm/${id}` },
  ];

  it('change nothing while a balance is due, whatever the page claims', async () => {
    const booking = await createBooking();
    for (const request of reports(booking.id)) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(409);
      expect(res.json().message).toBe(BALANCE_DUE_MESSAGE);
    }
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');
  });

  it('refuse any status but paid', async () => {
    const booking = await createBooking();
    for (const status of ['cancelled', 'completed', 'confirmed']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/registrations/${booking.id}/status`,
        payload: { status },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAID_STATUS_ONLY_MESSAGE);
    }
    expect((await storedRegistration(t, booking.id)).status).toBe('pending_payment');
  });

  it('answer the paid state once a card payment settled it', async () => {
    const booking = await createBooking();
    const paid = await pay(booking.id, APPROVED_CARD);
    for (const request of reports(booking.id)) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(200);
      expect(res.json().data).toEqual({ id: booking.id, status: 'paid', transactionId: paid.json().transactionId });
    }
  });
});

describe('slot capacity of paid bookings', () => {
  it('is unchanged by paying', async () => {
    const booking = await createBooking();
    const row = await storedRegistration(t, booking.id);
    const [before] = await t.db.select().from(timeslots).where(eq(timeslots.id, row.timeslotId));
    await pay(booking.id, APPROVED_CARD);
    const [after] = await t.db.select().from(timeslots).where(eq(timeslots.id, row.timeslotId));
    expect(after).toEqual(before);
  });
});
