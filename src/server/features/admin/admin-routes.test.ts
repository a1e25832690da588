import { ADMIN_LOGIN_REQUIRED_MESSAGE } from '@domain/staff/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, seed: false });
});
afterAll(() => t.close());

// The admin area's part 2, each call as the web client makes it.
const CALLS = [
  ['GET', '/api/admin/discounts'],
  ['POST', '/api/admin/discounts'],
  ['PUT', '/api/admin/discounts/1'],
  ['DELETE', '/api/admin/discounts/1'],
  ['POST', '/api/admin/discounts/1/generate-identifiers'],
  ['GET', '/api/admin/discounts/1/identifiers'],
  ['GET', '/api/admin/discounts/1/identifiers.csv'],
  ['GET', '/api/admin/timeslots/postal-code?eventId=1&postalCode=238801'],
  ['PUT', '/api/admin/timeslots/1/availability'],
  ['GET', '/api/admin/run-sheet?region=central&date=2026-11-23'],
  ['GET', '/api/admin/run-sheet.csv?region=central&date=2026-11-23'],
  ['GET', '/api/admin/payments/test-mode'],
  ['POST', '/api/admin/payments/test-mode'],
  ['GET', '/api/admin/payments/provider'],
  ['GET', '/api/admin/api-keys'],
  ['POST', '/api/admin/api-keys'],
  ['PUT', '/api/admin/api-keys/1'],
  ['DELETE', '/api/admin/api-keys/1'],
] as const;

describe('the admin area, part 2, inside the admin guard', () => {
  it.each(CALLS)('answers %s %s with 401 without a session, before reading the request', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: ADMIN_LOGIN_REQUIRED_MESSAGE });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  // The 403 to a signed-in user without the admin role: every admin route, from the router (guard.test.ts).

  it('reaches the same routes and the same guard through an encoded path', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/admin/api-keys' })).statusCode).toBe(401);
    const { headers } = await signInAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/admin/api-keys', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
