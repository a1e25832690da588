import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function dashboardOf(config: Partial<Config>) {
  t = await createTestApp({ seed: false, config });
  const { headers } = await signInAdmin(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('the dashboard warns while simulators answer in production', () => {
  it('names the simulators and their variables when production allows them on purpose', async () => {
    const data = await dashboardOf({ NODE_ENV: 'production', ALLOW_SIMULATORS: true });
    expect(data.simulatorWarning).toMatch(/partner simulator \(PARTNER_API_URL is not set\)/);
    expect(data.simulatorWarning).toMatch(/insurer member roster \(INSURER_API_URL is not set\)/);
    expect(data.simulatorWarning).toMatch(
      /test-mode card payment simulator \(BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY are not set\)/,
    );
    expect(data.simulatorWarning).toMatch(/Partner prepayments, member prices and card payments .* are not real/);
  });

  it('names only the simulated one when the partner and card payments are real', async () => {
    const data = await dashboardOf({
      NODE_ENV: 'production',
      ALLOW_SIMULATORS: true,
      PARTNER_API_URL: 'https://partner.example.com/api',
      BRAINTREE_MERCHANT_ID: 'merchant7x9k2f4q',
      BRAINTREE_PUBLIC_KEY: 'public-key',
      BRAINTREE_PRIVATE_KEY: 'private-key',
    });
    expect(data.simulatorWarning).toMatch(/INSURER_API_URL is not set/);
    expect(data.simulatorWarning).toMatch(/Member prices are not real/);
    expect(data.simulatorWarning).not.toMatch(/PARTNER_API_URL|BRAINTREE/);
  });

  it('says nothing outside production, where the simulators are the demo', async () => {
    expect((await dashboardOf({ NODE_ENV: 'development' })).simulatorWarning).toBeNull();
  });
});
