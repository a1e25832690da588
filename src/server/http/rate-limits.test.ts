import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const lookUp = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/api/registrations/lookup/HS2611-0000-0000', remoteAddress });

/** The look-up allows 30 a minute per client; the 31st is refused. */
async function statusesOf(t: TestApp, addresses: string[]) {
  const statuses: number[] = [];
  for (const address of addresses) statuses.push((await lookUp(t, address)).statusCode);
  return statuses;
}

describe('rate limits when Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails.
    t = await createTestApp({ seed: false, config: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('still counts per instance instead of letting every request through', async () => {
    const statuses = await statusesOf(t, Array(31).fill('198.51.100.9'));
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('rate limits for IPv6 clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('count one /64 as one client, so rotating addresses inside it does not escape the limit', async () => {
    const addresses = Array.from({ length: 31 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
    const statuses = await statusesOf(t, addresses);
    expect(statuses[30]).toBe(429);
    // Another /64 is another client.
    expect((await lookUp(t, '2001:db8:1:3::1')).statusCode).toBe(404);
  });
});
