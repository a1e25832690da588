import {
  ENABLED_REQUIRED_MESSAGE,
  LIVE_MODE_NEEDS_CREDENTIALS_MESSAGE,
  TEST_MODE_OFF_MESSAGE,
  TEST_MODE_ON_MESSAGE,
} from '@domain/payments/settings-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { isPaymentTestMode } from './test-mode';

const PAYMENTS = { prefix: '/api/admin/payments' };

describe('the Payments tab without Braintree credentials', () => {
  let t: TestApp;
  let call: AdminApi;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, seed: false });
    call = adminApi(await signInAdmin(t), PAYMENTS);
  });
  afterAll(() => t.close());

  it('reads test mode, on by default, in the spec shape', async () => {
    const res = await call('GET', '/test-mode');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, testMode: true, message: TEST_MODE_ON_MESSAGE });
  });

  it('refuses live mode with a 400 that says why, and keeps test mode', async () => {
    const res = await call('POST', '/test-mode', { enabled: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: LIVE_MODE_NEEDS_CREDENTIALS_MESSAGE });
    expect(await isPaymentTestMode(t.db, t.config)).toBe(true);
    const enable = await call('POST', '/test-mode', { enabled: true });
    expect(enable.json()).toEqual({ success: true, testMode: true, message: TEST_MODE_ON_MESSAGE });
  });

  it.each([[{}], [{ enabled: 'false' }], [{ enabled: 0 }], [{ enabled: null }]])(
    'refuses %j with a clear message',
    async (payload) => {
      const res = await call('POST', '/test-mode', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(ENABLED_REQUIRED_MESSAGE);
    },
  );

  it('shows the provider with nothing configured', async () => {
    const res = await call('GET', '/provider');
    expect(res.json().data).toEqual({
      provider: 'Braintree',
      environment: 'sandbox',
      merchantId: null,
      merchantAccountName: null,
      hasCredentials: false,
      testMode: true,
    });
  });

  it('is for admins only', async () => {
    const signedOut = adminApi({ t, headers: {} }, PAYMENTS);
    for (const [method, url] of [
      ['GET', '/test-mode'],
      ['POST', '/test-mode'],
      ['GET', '/provider'],
    ] as const) {
      const res = await signedOut(method, url, method === 'POST' ? { enabled: true } : undefined);
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the Payments tab with Braintree credentials', () => {
  let t: TestApp;
  let call: AdminApi;
  let username: string;
  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      seed: false,
      config: {
        BRAINTREE_MERCHANT_ID: 'merchant7x9k2f4q',
        BRAINTREE_PUBLIC_KEY: 'public-key',
        BRAINTREE_PRIVATE_KEY: 'private-key',
        BRAINTREE_ENVIRONMENT: 'production',
        BRAINTREE_MERCHANT_ACCOUNT_ID: 'clinicSGD',
      },
    });
    const admin = await signInAdmin(t);
    call = adminApi(admin, PAYMENTS);
    username = admin.user.username;
  });
  afterAll(() => t.close());

  it('switches live mode on and test mode back on, each change audited', async () => {
    const live = await call('POST', '/test-mode', { enabled: false });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, testMode: false, message: TEST_MODE_OFF_MESSAGE });
    expect((await call('GET', '/test-mode')).json().testMode).toBe(false);
    expect(await isPaymentTestMode(t.db, t.config)).toBe(false);
    const back = await call('POST', '/test-mode', { enabled: true });
    expect(back.json().testMode).toBe(true);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'system_setting'), eq(auditLog.entityId, 'payment_test_mode')));
    expect(entries.map((entry) => [entry.actor, entry.changes])).toEqual([
      [`admin:${username}`, { before: { testMode: true }, after: { testMode: false } }],
      [`admin:${username}`, { before: { testMode: false }, after: { testMode: true } }],
    ]);
  });

  it('shows the environment, the merchant id masked to its last 4 and the merchant account, never the keys', async () => {
    const res = await call('GET', '/provider');
    expect(res.json().data).toEqual({
      provider: 'Braintree',
      environment: 'production',
      merchantId: '••••••••••••2f4q',
      merchantAccountName: 'clinicSGD',
      hasCredentials: true,
      testMode: true,
    });
    expect(res.body).not.toContain('private-key');
    expect(res.body).not.toContain('merchant7x9k');
  });
});
