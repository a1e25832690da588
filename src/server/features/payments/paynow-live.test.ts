import { toCents } from '@domain/shared/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { payments, paynowRequests } from '../../db/schema/payments';
import { bookingSetup, NOW } from '../../testing/bookings';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  type FakeStripeEvent,
  startFakeStripe,
} from '../../testing/fake-stripe';
import { localServers } from '../../testing/http-server';
import { PARTNER_CODES, partnerCodes } from '../../testing/partner';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setPaymentTestMode } from './test-mode';

// Live PayNow (DESIGN §8.4) through the server's own routes, against the local fake of Stripe: the
// request is Stripe's PaymentIntent, only the signed webhook pays the booking, each event once, and a
// payment the booking cannot keep is refunded through Stripe.

const servers = localServers();
const partner = partnerCodes();
let t: TestApp;
let fake: FakeStripe;
let setup: Awaited<ReturnType<typeof bookingSetup>>;

beforeAll(async () => {
  fake = await startFakeStripe({ servers });
  t = await createTestApp({
    now: NOW,
    partner: partner.partner,
    config: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
  await setPaymentTestMode(t.db, { enabled: false, now: NOW });
  setup = await bookingSetup(t);
});
afterAll(async () => {
  await t.close();
  await servers.closeAll();
});

const requestPayNow = (registrationId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/paynow', payload: { registrationId } });
const deliver = (event: FakeStripeEvent) => {
  const { payload, headers } = fake.signedDelivery(event);
  return t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', payload, headers });
};
const intentOf = async (registrationId: string) =>
  (await t.db.select().from(paynowRequests).where(eq(paynowRequests.registrationId, registrationId)))[0]!;
const paymentsOf = (registrationId: string) =>
  t.db.select().from(payments).where(eq(payments.registrationId, registrationId));

describe('live PayNow through Stripe', () => {
  it("asks Stripe for the server's amount due once, and shows Stripe's code drawn by the site", async () => {
    const booking = await setup.createBooking();
    const res = await requestPayNow(booking.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const request = await intentOf(booking.id);
    expect(request).toMatchObject({ provider: 'stripe', status: 'pending', amount: booking.amountDue });
    const intent = fake.intents.get(request.providerId)!;
    expect(data.qrPayload).toBe(intent.next_action?.paynow_display_qr_code.data);
    // The image is the site's own drawing of Stripe's string (the pages load no image from elsewhere).
    expect(data.qrImage).toMatch(/^data:image\/png;base64,/);
    // Stripe's code pays Stripe's account: no UEN to pay by hand.
    expect(data.payee).toBeNull();
    const creates = fake.requests.filter((call) => call.path === '/v1/payment_intents');
    expect(creates.at(-1)!.params).toMatchObject({
      amount: String(toCents(booking.amountDue)),
      currency: 'sgd',
      metadata: { registrationId: booking.id, reference: booking.reference_number },
    });
    expect(creates.at(-1)!.idempotencyKey).toBeTruthy();

    // Asked again while it is live: the same code, Stripe not asked again.
    const again = await requestPayNow(booking.id);
    expect(again.json().data.qrPayload).toBe(data.qrPayload);
    expect(fake.requests.filter((call) => call.path === '/v1/payment_intents')).toHaveLength(creates.length);
  });

  it('asks Stripe for the amount due of a booking the partner part-paid, not its total', async () => {
    const booking = await setup.createBooking({
      packageId: setup.pkg.comprehensive,
      whitecoatBookingCode: partner.copyOf(PARTNER_CODES.paidFifty),
    });
    // DESIGN §7: Comprehensive 198.00 + GST = 215.82, less SGD 50.00 paid at the partner.
    expect(booking).toMatchObject({ totalAmount: '215.82', amountDue: '165.82' });
    expect((await requestPayNow(booking.id)).json().data.amount).toBe('165.82');
    const creates = fake.requests.filter((call) => call.path === '/v1/payment_intents');
    expect(creates.at(-1)!.params).toMatchObject({ amount: '16582', metadata: { registrationId: booking.id } });
  });

  it("pays the booking only on Stripe's signed event, once however often it is delivered", async () => {
    const booking = await setup.createBooking();
    await requestPayNow(booking.id);
    const request = await intentOf(booking.id);
    // Nothing is paid by asking or showing.
    expect((await t.db.select().from(registrations).where(eq(registrations.id, booking.id)))[0]!.status).toBe(
      'pending_payment',
    );

    const event = fake.pay(request.providerId);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const [paid] = await t.db.select().from(registrations).where(eq(registrations.id, booking.id));
    expect(paid).toMatchObject({ status: 'paid', amountDue: '0.00', paymentMethod: 'PayNow' });
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({
        gateway: 'stripe',
        method: 'PayNow',
        status: 'settled',
        transactionId: request.providerId,
        amount: booking.amountDue,
      }),
    ]);
    expect((await intentOf(booking.id)).status).toBe('paid');
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

    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    expect(await paymentsOf(booking.id)).toHaveLength(1);

    // Cancelled afterwards: the money goes back through Stripe, by the PaymentIntent.
    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${booking.id}/cancel` })).statusCode).toBe(
      200,
    );
    expect((await paymentsOf(booking.id))[0]!.status).toBe('refunded');
    expect(fake.requests.filter((call) => call.path === '/v1/refunds').at(-1)!.params).toMatchObject({
      payment_intent: request.providerId,
    });
  });

  it('refunds through Stripe a PayNow payment that arrives after the booking was cancelled', async () => {
    const booking = await setup.createBooking();
    await requestPayNow(booking.id);
    const request = await intentOf(booking.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${booking.id}/cancel` })).statusCode).toBe(
      200,
    );
    const refundsBefore = fake.requests.filter((call) => call.path === '/v1/refunds').length;

    expect((await deliver(fake.pay(request.providerId))).statusCode).toBe(200);
    const [cancelled] = await t.db.select().from(registrations).where(eq(registrations.id, booking.id));
    expect(cancelled!.status).toBe('cancelled');
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({ gateway: 'stripe', status: 'refunded', transactionId: request.providerId }),
    ]);
    expect(fake.requests.filter((call) => call.path === '/v1/refunds')).toHaveLength(refundsBefore + 1);
  });

  it('acknowledges a PaymentIntent this site never asked for and changes nothing', async () => {
    const stray = fake.event('payment_intent.succeeded', {
      id: 'pi_not_ours',
      object: 'payment_intent',
      amount: 5000,
      amount_received: 5000,
      currency: 'sgd',
      payment_method_types: ['paynow'],
      metadata: {},
      latest_charge: 'ch_not_ours',
    });
    const before = await t.db.select().from(payments);
    const res = await deliver(stray);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(payments)).toEqual(before);
  });
});
