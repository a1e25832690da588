import argon2 from 'argon2';
import { users } from '../db/schema/staff';
import type { TestApp } from './test-app';

export const ADMIN_PASSWORD = 'correct horse battery';

/**
 * The argon2id cost of the staff made here: the least argon2 allows. Signing in checks the hash at
 * the cost it names, so these sign-ins take a millisecond instead of a tenth of a second (more on a
 * busy machine). The server hashes at argon2's default cost whatever it stores itself (the admin of
 * ADMIN_PASSWORD, a password staff change: seed.test.ts and staff.test.ts check those).
 */
const TEST_HASH_COST = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

let addressSequence = 0;
let userSequence = 0;
/**
 * A client address of its own: sign-ins are limited per address, and the limit counts real time, so
 * each test that signs in uses a fresh one.
 */
export const freshAddress = () => {
  addressSequence += 1;
  return `10.9.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
};

export async function createAdminUser(
  t: TestApp,
  overrides: { username?: string; password?: string; role?: string; email?: string | null } = {},
) {
  userSequence += 1;
  const password = await argon2.hash(overrides.password ?? ADMIN_PASSWORD, TEST_HASH_COST);
  const [user] = await t.db
    .insert(users)
    .values({
      username: overrides.username ?? `staff-${Date.now().toString(36)}-${userSequence}`,
      password,
      role: overrides.role ?? 'admin',
      email: overrides.email ?? null,
    })
    .returning();
  return user!;
}

export const login = (t: TestApp, username: string, password = ADMIN_PASSWORD, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress });

/** Signs a new admin in and returns the bearer header of the session (with the app it is for). */
export async function signInAdmin(t: TestApp, overrides: Parameters<typeof createAdminUser>[1] = {}) {
  const user = await createAdminUser(t, overrides);
  const res = await login(t, user.username, overrides.password ?? ADMIN_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.token as string;
  return { t, user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A signed-in session (or none, with no headers): the app and the headers that carry the session. */
export interface AdminSession {
  t: TestApp;
  headers: Record<string, string>;
}

export type AdminApi = ReturnType<typeof adminApi>;

/**
 * Calls the app in a session, `prefix` before each url, the payload sent only when given:
 * `const api = adminApi(admin, { prefix: '/api/admin' })`, then `api('PUT', '/discounts/1', form)`.
 */
export function adminApi({ t, headers }: AdminSession, options: { prefix?: string } = {}) {
  const prefix = options.prefix ?? '';
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${prefix}${url}`, headers, ...(payload ? { payload } : {}) });
}
