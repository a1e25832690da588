import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_LOGIN_REQUIRED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
} from '../../../domain/admin-messages';
import { adminSessions, auditLog, users } from '../../db/schema';
import { ADMIN_PASSWORD, createAdminUser, freshAddress, login, signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_COOKIE } from './guard';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './routes';
import { hashToken, LOGIN_LOCK_MS, MAX_LOGIN_FAILURES, SESSION_IDLE_MS } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, seed: false });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

const later = (ms: number) => new Date(NOW.getTime() + ms);
const getUser = (headers: Record<string, string>, url = '/api/admin/user') =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST /api/admin/login', () => {
  it('answers a token, sets it as an HttpOnly SameSite=Strict cookie and records the sign-in', async () => {
    const user = await createAdminUser(t);
    const res = await login(t, user.username);
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict', path: '/api' });
    // Plain HTTP here: the cookie is Secure only when the request came over HTTPS.
    expect(cookie.secure).toBeUndefined();
    const [session] = await t.db.select().from(adminSessions).where(eq(adminSessions.userId, user.id));
    // Only the hash of the token is stored.
    expect(session!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(session)).not.toContain(token);
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.lastLogin?.toISOString()).toBe(NOW.toISOString());
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password and an unknown username with the same 401', async () => {
    const user = await createAdminUser(t);
    const wrong = await login(t, user.username, 'not the password');
    const unknown = await login(t, 'nobody-here');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: INVALID_CREDENTIALS_MESSAGE });
    }
  });

  it('answers missing fields with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: ' ', password: '' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'username', message: USERNAME_REQUIRED_MESSAGE },
      { path: 'password', message: PASSWORD_REQUIRED_MESSAGE },
    ]);
  });

  it('locks a username after repeated failures: the right password waits until the lock ends', async () => {
    const user = await createAdminUser(t);
    // Each attempt from another address: the lock is per username, not per address.
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES; attempt += 1) {
      expect((await login(t, user.username, `guess-${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login(t, user.username);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed login attempts for this account. Please try again in 15 minutes.',
    );
    expect(Number(locked.headers['retry-after'])).toBe(LOGIN_LOCK_MS / 1000);
    // The same name in other letter case is the same lock.
    expect((await login(t, user.username.toUpperCase())).statusCode).toBe(429);

    t.setNow(later(LOGIN_LOCK_MS - 60_000));
    expect((await login(t, user.username)).statusCode).toBe(429);
    t.setNow(later(LOGIN_LOCK_MS + 1000));
    expect((await login(t, user.username)).statusCode).toBe(200);
  });

  it('counts failures in a window: a success clears them', async () => {
    const user = await createAdminUser(t);
    for (let attempt = 1; attempt < MAX_LOGIN_FAILURES; attempt += 1) {
      await login(t, user.username, 'wrong');
    }
    expect((await login(t, user.username)).statusCode).toBe(200);
    for (let attempt = 1; attempt < MAX_LOGIN_FAILURES; attempt += 1) {
      expect((await login(t, user.username, 'wrong')).statusCode).toBe(401);
    }
    expect((await login(t, user.username)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address with a 429 and a clear message', async () => {
    const address = freshAddress();
    const answers = [];
    for (let attempt = 0; attempt <= LOGIN_ATTEMPTS_PER_MINUTE; attempt += 1) {
      answers.push(await login(t, `someone-${attempt}`, 'guess', address));
    }
    expect(answers.slice(0, LOGIN_ATTEMPTS_PER_MINUTE).every((res) => res.statusCode === 401)).toBe(true);
    const limited = answers.at(-1)!;
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: LOGIN_RATE_LIMITED_MESSAGE });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the session', () => {
  it('answers GET /api/admin/user with the user and no secret, by bearer header or by cookie', async () => {
    const { user, token, headers } = await signInAdmin(t, { email: 'staff@example.com' });
    const byBearer = await getUser(headers);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().data).toEqual({
      id: user.id,
      username: user.username,
      email: 'staff@example.com',
      role: 'admin',
      lastLogin: NOW.toISOString(),
    });
    expect(byBearer.body).not.toContain('argon2');
    const byCookie = await getUser({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(byCookie.statusCode).toBe(200);
  });

  it('never reads the token from the query string', async () => {
    const { token } = await signInAdmin(t);
    for (const url of [`/api/admin/user?token=${token}`, `/api/admin/user?access_token=${token}`]) {
      const res = await getUser({}, url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: ADMIN_LOGIN_REQUIRED_MESSAGE });
    }
  });

  it('answers 401 without a session, with a malformed header or an unknown token', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer nope' }];
    for (const headers of attempts) {
      expect((await getUser(headers)).statusCode).toBe(401);
    }
  });

  it('expires after 12 hours idle; each use keeps it alive, lastSeenAt written at most once a minute', async () => {
    const { token, headers } = await signInAdmin(t);
    const lastSeen = async () =>
      (
        await t.db
          .select()
          .from(adminSessions)
          .where(eq(adminSessions.tokenHash, hashToken(token)))
      )[0]!.lastSeenAt;

    t.setNow(later(30_000));
    expect((await getUser(headers)).statusCode).toBe(200);
    expect((await lastSeen()).toISOString()).toBe(NOW.toISOString());

    t.setNow(later(SESSION_IDLE_MS - 60_000));
    expect((await getUser(headers)).statusCode).toBe(200);
    expect((await lastSeen()).toISOString()).toBe(later(SESSION_IDLE_MS - 60_000).toISOString());

    // Twelve hours after that use, not after the sign-in.
    t.setNow(later(2 * SESSION_IDLE_MS - 60_001));
    expect((await getUser(headers)).statusCode).toBe(200);
    t.setNow(later(3 * SESSION_IDLE_MS));
    expect((await getUser(headers)).statusCode).toBe(401);
  });

  it('is revoked by logout: the token stops working and the cookie is cleared', async () => {
    const { user, headers } = await signInAdmin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect((await getUser(headers)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers })).statusCode).toBe(401);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, `admin:${user.username}`));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['login', 'logout']);
  });

  it('takes a logout sent with an empty JSON body', async () => {
    const { headers } = await signInAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps a second session working when one is logged out', async () => {
    const user = await createAdminUser(t);
    const first = (await login(t, user.username)).json().data.token;
    const second = (await login(t, user.username, ADMIN_PASSWORD)).json().data.token;
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${first}` } });
    expect((await getUser({ authorization: `Bearer ${first}` })).statusCode).toBe(401);
    expect((await getUser({ authorization: `Bearer ${second}` })).statusCode).toBe(200);
  });
});

describe('the cookie over HTTPS', () => {
  it('is Secure when the request came over HTTPS through the trusted proxy', async () => {
    const proxied = await createTestApp({ seed: false, config: { TRUST_PROXY: ['127.0.0.1'] } });
    try {
      const user = await createAdminUser(proxied);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: user.username, password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await proxied.close();
    }
  });
});
