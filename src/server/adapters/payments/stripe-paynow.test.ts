import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_SECRET_KEY, type FakeStripe, startFakeStripe } from '../../testing/fake-stripe';
import { localServers } from '../../testing/http-server';
import { createStripePayNowFromConfig, createStripePayNowProvider, type PayNowProvider } from './stripe-paynow';
import { PaymentGatewayUnavailableError, PaymentRefundRefusedError } from './types';

// The Stripe PayNow adapter against the local fake of Stripe's API (testing/fake-stripe.ts), through
// the real `stripe` client: what it sends (cents, SGD, PayNow, metadata, idempotency key) and how it
// reads the answers.

const servers = localServers();
let fake: FakeStripe;
let provider: PayNowProvider;

const request = (overrides: Partial<Parameters<PayNowProvider['createRequest']>[0]> = {}) => ({
  amount: '128.62',
  reference: 'HS-2026-000123',
  registrationId: '6f1c1f3e-52a4-4c43-9f5e-7d2a6f0e8b11',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  idempotencyKey: 'paynow:6f1c1f3e:1',
  ...overrides,
});

beforeEach(async () => {
  fake = await startFakeStripe({ servers });
  provider = createStripePayNowProvider({ secretKey: FAKE_STRIPE_SECRET_KEY, apiBase: fake.url, maxNetworkRetries: 0 });
});

afterEach(async () => {
  await servers.closeAll();
});

describe('Stripe PayNow: createRequest', () => {
  it('creates a confirmed PayNow PaymentIntent for the amount in cents, in SGD, naming the booking, with the idempotency key', async () => {
    await provider.createRequest(request());

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'paynow:6f1c1f3e:1' });
    expect(sent?.params).toMatchObject({
      amount: '12862',
      currency: 'sgd',
      allowed_payment_method_types: ['paynow'],
      payment_method_data: { type: 'paynow' },
      confirm: 'true',
      metadata: { registrationId: '6f1c1f3e-52a4-4c43-9f5e-7d2a6f0e8b11', reference: 'HS-2026-000123' },
    });
  });

  it("maps Stripe's PaymentIntent id and its paynow_display_qr_code to the request", async () => {
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    const made = await provider.createRequest(request({ expiresAt }));

    const intent = fake.intents.get(made.providerId);
    expect(made.providerId).toMatch(/^pi_/);
    expect(intent?.status).toBe('requires_action');
    const qr = intent?.next_action?.paynow_display_qr_code;
    expect(made.qrPayload).toBe(qr?.data);
    expect(made.qrPayload).toMatch(/^000201/);
    expect(made.qrPayload).toContain('5406128.62');
    expect(made.qrImageUrl).toBe(qr?.image_url_png);
    expect(made.qrImageUrl).toMatch(/\.png$/);
    // PayNow's QR code carries no expiry of its own at Stripe: the site's stands.
    expect(made.expiresAt).toEqual(expiresAt);
  });

  it('gets the same PaymentIntent back when the same request is sent again with its key', async () => {
    const first = await provider.createRequest(request());
    const again = await provider.createRequest(request());
    const other = await provider.createRequest(request({ idempotencyKey: 'paynow:6f1c1f3e:2' }));

    expect(again.providerId).toBe(first.providerId);
    expect(other.providerId).not.toBe(first.providerId);
    expect(fake.intents.size).toBe(2);
  });

  it('refuses an amount that is not a positive two-decimal SGD amount before calling Stripe', async () => {
    await expect(provider.createRequest(request({ amount: '128.6' }))).rejects.toThrow(RangeError);
    await expect(provider.createRequest(request({ amount: '0.00' }))).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a refused API key and an unreachable Stripe into PaymentGatewayUnavailableError', async () => {
    const wrongKey = createStripePayNowProvider({
      secretKey: 'sk_test_wrong',
      apiBase: fake.url,
      maxNetworkRetries: 0,
    });
    await expect(wrongKey.createRequest(request())).rejects.toThrow(/refused the API key/);

    const closed = await servers.start((_req, res) => res.end());
    const url = closed.url;
    await closed.close();
    const unreachable = createStripePayNowProvider({
      secretKey: FAKE_STRIPE_SECRET_KEY,
      apiBase: url,
      maxNetworkRetries: 0,
    });
    const error = await unreachable.createRequest(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayUnavailableError);
    expect((error as PaymentGatewayUnavailableError).outcomeUnknown).toBe(true);
  });
});

describe('Stripe PayNow: refund and cancel', () => {
  it('refunds a paid request by its PaymentIntent, in cents, once per amount however often it is asked', async () => {
    const made = await provider.createRequest(request());
    fake.pay(made.providerId);

    const refund = await provider.refund({ providerId: made.providerId, amount: '128.62' });
    const again = await provider.refund({ providerId: made.providerId, amount: '128.62' });

    expect(refund.refundId).toMatch(/^re_/);
    expect(again.refundId).toBe(refund.refundId);
    const refunds = fake.requests.filter((sent) => sent.path === '/v1/refunds');
    expect(refunds).toHaveLength(2);
    expect(refunds[0]?.params).toMatchObject({ payment_intent: made.providerId, amount: '12862' });
    expect(refunds[0]?.idempotencyKey).toBe(`refund:${made.providerId}:12862`);
  });

  it("answers Stripe's no to a refund with PaymentRefundRefusedError", async () => {
    const made = await provider.createRequest(request());
    // Not paid yet: nothing to give back.
    await expect(provider.refund({ providerId: made.providerId, amount: '128.62' })).rejects.toThrow(
      PaymentRefundRefusedError,
    );
    fake.pay(made.providerId);
    await expect(provider.refund({ providerId: made.providerId, amount: '200.00' })).rejects.toThrow(
      PaymentRefundRefusedError,
    );
  });

  it('cancels an unpaid request, and says so when it was paid meanwhile', async () => {
    const unpaid = await provider.createRequest(request());
    expect(await provider.cancel({ providerId: unpaid.providerId })).toEqual({ cancelled: true });
    expect(fake.intents.get(unpaid.providerId)?.status).toBe('canceled');
    // Cancelling again is harmless.
    expect(await provider.cancel({ providerId: unpaid.providerId })).toEqual({ cancelled: true });

    const paid = await provider.createRequest(request({ idempotencyKey: 'paynow:6f1c1f3e:2' }));
    fake.pay(paid.providerId);
    expect(await provider.cancel({ providerId: paid.providerId })).toEqual({ cancelled: false });
    expect(fake.intents.get(paid.providerId)?.status).toBe('succeeded');
  });
});

describe('Stripe PayNow from the configuration', () => {
  it('is off without STRIPE_SECRET_KEY and talks to STRIPE_API_BASE when set', async () => {
    expect(createStripePayNowFromConfig({ STRIPE_SECRET_KEY: undefined, STRIPE_API_BASE: fake.url })).toBeNull();
    const configured = createStripePayNowFromConfig({
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_API_BASE: fake.url,
    });
    const made = await configured?.createRequest(request());
    expect(made?.providerId).toMatch(/^pi_/);
    expect(fake.requests).toHaveLength(1);
  });
});
