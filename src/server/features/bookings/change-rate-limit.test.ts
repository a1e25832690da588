import { TOO_MANY_REQUESTS_MESSAGE } from '@domain/bookings/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('rate limits of the anonymous changes to a booking', () => {
  it.each([
    ['cancel', 'POST', `/api/registrations/${UNKNOWN}/cancel`, undefined, 20],
    ['reschedule', 'POST', `/api/registrations/${UNKNOWN}/reschedule`, { timeslotId: 1 }, 20],
    ['participant removal', 'DELETE', `/api/participants/1?registrationId=${UNKNOWN}`, undefined, 60],
  ] as const)('refuses a client’s %s past its limit per minute with 429', async (_, method, url, payload, limit) => {
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      statuses.push((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
    const refused = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(refused.json()).toMatchObject({ success: false, message: TOO_MANY_REQUESTS_MESSAGE });
  });
});
