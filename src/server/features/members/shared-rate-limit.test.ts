import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Runs where a Redis server is named (CI starts one), like the PostgreSQL runs of the server tests.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared by several instances through Redis', () => {
  const config = { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: `hs-test-${randomBytes(6).toString('hex')}:` };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ seed: false, config });
    second = await createTestApp({ seed: false, config });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("counts one client's verifications across instances: the 21st within a minute is refused on either", async () => {
    // A different ID each time, so that only the client's own limit applies (not the one per ID number).
    let sequence = 0;
    const verify = (t: TestApp) => {
      sequence += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/verify-aia-healthshield',
        remoteAddress: '203.0.113.7',
        payload: { identificationNumber: `S${String(7_600_000 + sequence)}A`, dateOfBirth: '1990-05-15' },
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await verify(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await verify(first)).statusCode).toBe(429);
    expect((await verify(second)).statusCode).toBe(429);
  });
});
