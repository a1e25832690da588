import { INVALID_STRIPE_SIGNATURE_MESSAGE } from '@domain/payments/stripe-webhook-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stripeEvents } from '../../db/schema/payments';
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  type FakeStripeEvent,
  startFakeStripe,
} from '../../testing/fake-stripe';
import { localServers } from '../../testing/http-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { PayNowSucceeded, PayNowSucceededHandler } from './stripe-webhook-routes';

// POST /api/payments/webhooks/stripe (DESIGN §8.4): only a delivery signed with the endpoint's secret,
// over the exact bytes received and no older than 5 minutes, is taken; each event id is acted on once.

const URL_PATH = '/api/payments/webhooks/stripe';
const servers = localServers();
let t: TestApp;
let fake: FakeStripe;
let handler: ReturnType<typeof vi.fn<PayNowSucceededHandler>>;
let failNext = false;

beforeAll(async () => {
  handler = vi.fn<PayNowSucceededHandler>();
  t = await createTestApp({
    seed: false,
    config: { STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET },
    onPayNowSucceeded: (payment, tx) => handler(payment, tx),
  });
  fake = await startFakeStripe({ servers });
});

afterAll(async () => {
  await servers.closeAll();
  await t.close();
});

beforeEach(() => {
  handler.mockReset();
  failNext = false;
  handler.mockImplementation(async () => {
    if (failNext) {
      failNext = false;
      throw new Error('The booking could not be updated');
    }
  });
});

/** A PayNow request made at the fake and paid by the customer: the event Stripe sends. */
async function paidEvent(amount = 12862): Promise<FakeStripeEvent> {
  const response = await fetch(`${fake.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_fake_stripe_key', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      amount: String(amount),
      currency: 'sgd',
      'allowed_payment_method_types[0]': 'paynow',
      'payment_method_data[type]': 'paynow',
      confirm: 'true',
      'metadata[registrationId]': '6f1c1f3e-52a4-4c43-9f5e-7d2a6f0e8b11',
      'metadata[reference]': 'HS-2026-000123',
    }),
  });
  const intent = (await response.json()) as { id: string };
  return fake.pay(intent.id);
}

function deliver(event: FakeStripeEvent, options: { secret?: string; timestamp?: Date } = {}) {
  const { payload, headers } = fake.signedDelivery(event, options);
  return t.app.inject({ method: 'POST', url: URL_PATH, headers, payload });
}

async function storedEvents(id: string) {
  return t.db.select().from(stripeEvents).where(sql`${stripeEvents.id} = ${id}`);
}

describe('POST /api/payments/webhooks/stripe', () => {
  it('takes a correctly signed payment_intent.succeeded for PayNow and calls the handler once with the payment', async () => {
    const event = await paidEvent();
    const intent = event.data.object as { id: string; latest_charge: string };

    const res = await deliver(event);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { received: true, duplicate: false } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({
      providerId: intent.id,
      amount: '128.62',
      transactionId: intent.id,
      registrationId: '6f1c1f3e-52a4-4c43-9f5e-7d2a6f0e8b11',
    } satisfies PayNowSucceeded);
    expect(await storedEvents(event.id)).toMatchObject([{ id: event.id, type: 'payment_intent.succeeded' }]);
  });

  it('answers a replayed event (same id) 200 duplicate, and does not call the handler again', async () => {
    const event = await paidEvent();
    expect((await deliver(event)).statusCode).toBe(200);

    // Stripe retries with a fresh signature; an attacker replays the captured one within 5 minutes.
    const again = await deliver(event, { timestamp: new Date(Date.now() + 1000) });
    const { payload, headers } = fake.signedDelivery(event);
    const replayed = await t.app.inject({ method: 'POST', url: URL_PATH, headers, payload });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: { received: true, duplicate: true } });
    expect(replayed.json().data).toEqual({ received: true, duplicate: true });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await storedEvents(event.id)).toHaveLength(1);
  });

  it('refuses a signature made with another secret: 400 "Invalid signature", nothing called or stored', async () => {
    const event = await paidEvent();

    const res = await deliver(event, { secret: 'whsec_someone_else' });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: INVALID_STRIPE_SIGNATURE_MESSAGE });
    expect(handler).not.toHaveBeenCalled();
    expect(await storedEvents(event.id)).toHaveLength(0);
  });

  it('refuses a body changed after signing (a higher amount), a malformed header and a missing one', async () => {
    const event = await paidEvent();
    const { payload, headers } = fake.signedDelivery(event);
    const tampered = payload.replace('"amount_received": 12862', '"amount_received": 99999');
    expect(tampered).not.toBe(payload);

    const changed = await t.app.inject({ method: 'POST', url: URL_PATH, headers, payload: tampered });
    const malformed = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { ...headers, 'stripe-signature': 'not a signature' },
      payload,
    });
    const { 'stripe-signature': _dropped, ...unsigned } = headers;
    const missing = await t.app.inject({ method: 'POST', url: URL_PATH, headers: unsigned, payload });

    for (const res of [changed, malformed, missing]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_STRIPE_SIGNATURE_MESSAGE);
    }
    expect(handler).not.toHaveBeenCalled();
    expect(await storedEvents(event.id)).toHaveLength(0);
  });

  it('refuses a delivery signed more than 5 minutes before it arrives, and takes one signed 4 minutes before', async () => {
    const stale = await paidEvent();
    const fresh = await paidEvent();
    const now = Date.now();

    const late = await deliver(stale, { timestamp: new Date(now - 301_000) });
    const inTime = await deliver(fresh, { timestamp: new Date(now - 240_000) });

    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(INVALID_STRIPE_SIGNATURE_MESSAGE);
    expect(inTime.statusCode).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0].providerId).toBe((fresh.data.object as { id: string }).id);
  });

  it('judges the age by the server clock', async () => {
    const event = await paidEvent();
    t.setNow(new Date(Date.now() + 10 * 60_000));
    try {
      expect((await deliver(event)).statusCode).toBe(400);
    } finally {
      // The real time again (a clock set to new Date() would stand still from then on, for the next tests).
      t.setNow(null);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers 503 while STRIPE_WEBHOOK_SECRET is unset, so Stripe delivers the event again later', async () => {
    const event = await paidEvent();
    const secret = t.app.ctx.config.STRIPE_WEBHOOK_SECRET;
    t.app.ctx.config.STRIPE_WEBHOOK_SECRET = undefined;
    try {
      const res = await deliver(event);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('STRIPE_WEBHOOK_SECRET') });
    } finally {
      t.app.ctx.config.STRIPE_WEBHOOK_SECRET = secret;
    }
    expect(handler).not.toHaveBeenCalled();
    expect(await storedEvents(event.id)).toHaveLength(0);
    // Once set, the same event is taken.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('acknowledges other events (another type, a card payment) and does nothing with them', async () => {
    const paid = await paidEvent();
    const intent = paid.data.object;
    const created = fake.event('payment_intent.created', { ...intent, status: 'requires_action' });
    const card = fake.event('payment_intent.succeeded', { ...intent, payment_method_types: ['card'] });
    const charge = fake.event('charge.succeeded', { id: 'ch_fake', object: 'charge', amount: 12862 });

    for (const event of [created, card, charge]) {
      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ received: true, duplicate: false });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps no record of an event whose handler failed, so the next delivery runs it again', async () => {
    const event = await paidEvent();
    failNext = true;

    const failed = await deliver(event);

    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await storedEvents(event.id)).toHaveLength(0);
    const retried = await deliver(event);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toEqual({ received: true, duplicate: false });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(await storedEvents(event.id)).toHaveLength(1);
  });

  it('takes a delivery over a real connection, as Stripe sends it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const event = await paidEvent();

    const answer = await fake.sendWebhook(`${address}${URL_PATH}`, event);

    expect(answer).toEqual({ status: 200, body: { success: true, data: { received: true, duplicate: false } } });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves JSON parsing of every other route as it was', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/process', payload: { amount: '1.00' } });

    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((error) => error.path);
    expect(paths).toContain('registrationId');
  });
});
