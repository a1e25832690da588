import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

function directives(header: string) {
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it("lets scripts come only from the site and the card processor's documented hosts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).toContain('https://js.braintreegateway.com');
    expect(csp['frame-src']).toContain('https://assets.braintreegateway.com');
    expect(csp['connect-src']).toContain('https://api.braintreegateway.com');
    // No inline or evaluated script anywhere.
    for (const name of ['script-src', 'default-src']) {
      expect(csp[name]).not.toContain("'unsafe-inline'");
      expect(csp[name]).not.toContain("'unsafe-eval'");
    }
    expect(csp['object-src']).toEqual(["'none'"]);
  });
});
