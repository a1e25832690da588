import argon2 from 'argon2';
import { users } from '../db/schema';
import type { TestApp } from './test-app';

export const ADMIN_PASSWORD = 'correct horse battery';

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
  const password = await argon2.hash(overrides.password ?? ADMIN_PASSWORD, { type: argon2.argon2id });
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

/** Signs a new admin in and returns the bearer header of the session. */
export async function signInAdmin(t: TestApp, overrides: Parameters<typeof createAdminUser>[1] = {}) {
  const user = await createAdminUser(t, overrides);
  const res = await login(t, user.username, overrides.password ?? ADMIN_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.token as string;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
