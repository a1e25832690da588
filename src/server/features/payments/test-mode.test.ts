import { PAYNOW_SIMULATION_TEST_ONLY_MESSAGE } from '@domain/payments/messages';
import { TEST_MODE_NOT_IN_PRODUCTION_MESSAGE } from '@domain/payments/settings-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { adminApi, signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { defaultPaymentTestMode, isPaymentTestMode, overruledTestModeWarning, setPaymentTestMode } from './test-mode';

const CREDENTIALS = {
  BRAINTREE_MERCHANT_ID: 'merchant7x9k2f4q',
  BRAINTREE_PUBLIC_KEY: 'public-key',
  BRAINTREE_PRIVATE_KEY: 'private-key',
  BRAINTREE_ENVIRONMENT: 'production',
} as const;
const NO_CREDENTIALS = {
  BRAINTREE_MERCHANT_ID: undefined,
  BRAINTREE_PUBLIC_KEY: undefined,
  BRAINTREE_PRIVATE_KEY: undefined,
  BRAINTREE_ENVIRONMENT: 'sandbox',
} as const;

describe('the payment mode of a database whose setting staff have never switched', () => {
  it('is live only in production with Braintree credentials', () => {
    expect(defaultPaymentTestMode({ NODE_ENV: 'production', ...CREDENTIALS })).toBe(false);
    expect(defaultPaymentTestMode({ NODE_ENV: 'production', ...CREDENTIALS, BRAINTREE_ENVIRONMENT: 'sandbox' })).toBe(
      false,
    );
    expect(defaultPaymentTestMode({ NODE_ENV: 'production', ...NO_CREDENTIALS })).toBe(true);
    expect(defaultPaymentTestMode({ NODE_ENV: 'production', ...CREDENTIALS, BRAINTREE_PRIVATE_KEY: undefined })).toBe(
      true,
    );
    expect(defaultPaymentTestMode({ NODE_ENV: 'development', ...CREDENTIALS })).toBe(true);
    expect(defaultPaymentTestMode({ NODE_ENV: 'test', ...CREDENTIALS })).toBe(true);
  });
});

/** A new database (no demo data), started with this environment, and an admin signed in to it. */
async function startedWith(config: Partial<Config>) {
  const t = await createTestApp({ now: NOW, seed: false, config });
  const call = adminApi(await signInAdmin(t), { prefix: '/api/admin' });
  return { t, call };
}

describe('a new database started in production with Braintree credentials', () => {
  let t: TestApp;
  let call: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    ({ t, call } = await startedWith({ NODE_ENV: 'production', ...CREDENTIALS }));
  });
  afterAll(() => t.close());

  it('starts in live mode: the Payments tab, the provider section and the dashboard say so', async () => {
    expect((await call('GET', '/payments/test-mode')).json().testMode).toBe(false);
    expect((await call('GET', '/payments/provider')).json().data.testMode).toBe(false);
    expect((await call('GET', '/dashboard')).json().data.paymentTestMode).toBe(false);
  });

  it('refuses to switch test mode on (403): a test card would pay real bookings (DESIGN §8.9)', async () => {
    const res = await call('POST', '/payments/test-mode', { enabled: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TEST_MODE_NOT_IN_PRODUCTION_MESSAGE);
    expect((await call('GET', '/payments/test-mode')).json().testMode).toBe(false);
  });

  it('overrules a test mode the database still holds: live everywhere, and the start warns', async () => {
    // As a database switched to test mode before this rule, or by a staging run, would hold it.
    await setPaymentTestMode(t.db, { enabled: true, now: NOW });
    try {
      expect(await isPaymentTestMode(t.db, t.config)).toBe(false);
      expect((await call('GET', '/payments/test-mode')).json().testMode).toBe(false);
      expect((await call('GET', '/dashboard')).json().data.paymentTestMode).toBe(false);
      expect(await overruledTestModeWarning(t.db, t.config)).toMatch(/test mode.*ALLOW_SIMULATORS=true/);
      const simulated = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paynow/simulate',
        payload: { registrationId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(simulated.statusCode).toBe(403);
      expect(simulated.json().message).toBe(PAYNOW_SIMULATION_TEST_ONLY_MESSAGE);
    } finally {
      await setPaymentTestMode(t.db, { enabled: false, now: NOW });
    }
    expect(await overruledTestModeWarning(t.db, t.config)).toBeNull();
  });
});

describe('a production database with ALLOW_SIMULATORS=true (a staging site) and Braintree credentials', () => {
  let t: TestApp;
  let call: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    ({ t, call } = await startedWith({ NODE_ENV: 'production', ALLOW_SIMULATORS: true, ...CREDENTIALS }));
  });
  afterAll(() => t.close());

  it('stays in test mode once staff have switched it on, and warns of nothing', async () => {
    expect((await call('GET', '/payments/test-mode')).json().testMode).toBe(false);
    expect((await call('POST', '/payments/test-mode', { enabled: true })).json().testMode).toBe(true);
    expect((await call('GET', '/payments/test-mode')).json().testMode).toBe(true);
    expect(await isPaymentTestMode(t.db, t.config)).toBe(true);
    expect(await overruledTestModeWarning(t.db, t.config)).toBeNull();
    await setPaymentTestMode(t.db, { enabled: false, now: NOW });
    expect(await isPaymentTestMode(t.db, t.config)).toBe(false);
  });
});

describe.each([
  // The one way production starts without them (config.ts refuses it otherwise).
  [
    'production without Braintree credentials, simulators allowed',
    { NODE_ENV: 'production', ALLOW_SIMULATORS: true, ...NO_CREDENTIALS },
  ],
  ['development with Braintree credentials', { NODE_ENV: 'development', ...CREDENTIALS }],
] as const)('a new database started in %s', (_, config) => {
  let t: TestApp;
  let call: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    ({ t, call } = await startedWith(config));
  });
  afterAll(() => t.close());

  it('starts in test mode', async () => {
    expect((await call('GET', '/payments/test-mode')).json().testMode).toBe(true);
    expect((await call('GET', '/dashboard')).json().data.paymentTestMode).toBe(true);
  });
});
