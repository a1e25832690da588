import {
  ADMIN_LOGIN_REQUIRED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  LOGOUT_EVERYWHERE_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
} from '@domain/staff/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { auditLog } from '../../db/schema/audit-log';
import { adminLoginFailures, adminSessions, users } from '../../db/schema/staff';
import { bootstrapAdmin } from '../../db/seed';
import { clientNetwork } from '../../http/rate-limits';
import { ADMIN_PASSWORD, createAdminUser, freshAddress, login, signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_COOKIE } from './guard';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './routes';
import {
  FREE_LOGIN_FAILURES,
  hashToken,
  LOGIN_FAILURE_MEMORY_MS,
  login as loginService,
  loginWaitMs,
  MAX_LOGIN_WAIT_MS,
  SESSION_IDLE_MS,
  sessionMaxMs,
} from './service';

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

  it('slows down one network after repeated failures; the right password from another network still signs in', async () => {
    const user = await createAdminUser(t);
    const stranger = freshAddress();
    // A stranger guesses from one network: the first failures answer 401 at once.
    for (let attempt = 1; attempt <= FREE_LOGIN_FAILURES + 1; attempt += 1) {
      expect((await login(t, user.username, `guess-${attempt}`, stranger)).statusCode).toBe(401);
    }
    // After the fifth, that network waits a second, even with the right password…
    const slowed = await login(t, user.username, ADMIN_PASSWORD, stranger);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({
      success: false,
      message: 'Too many failed login attempts for this account from your network. Please try again in 1 second.',
    });
    expect(slowed.headers['retry-after']).toBe('1');
    // …the same name in other letter case is the same pair…
    expect((await login(t, user.username.toUpperCase(), 'guess', stranger)).statusCode).toBe(429);
    // …and the member of staff signs in from their own network meanwhile.
    expect((await login(t, user.username, ADMIN_PASSWORD, freshAddress())).statusCode).toBe(200);
    const [failures] = await t.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.network, stranger));
    expect(failures).toMatchObject({ username: user.username.toLowerCase(), failures: FREE_LOGIN_FAILURES + 1 });
  });

  it('counts an IPv6 client by its /64: other addresses inside it wait too, another /64 does not', async () => {
    const user = await createAdminUser(t);
    for (let attempt = 1; attempt <= FREE_LOGIN_FAILURES + 1; attempt += 1) {
      expect((await login(t, user.username, 'guess', `2001:db8:5:6::${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(t, user.username, ADMIN_PASSWORD, '2001:db8:5:6::99')).statusCode).toBe(429);
    expect((await login(t, user.username, ADMIN_PASSWORD, '2001:db8:5:7::1')).statusCode).toBe(200);
    expect(clientNetwork('2001:db8:5:6::99')).toBe(clientNetwork('2001:db8:5:6:ffff::1'));
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('doubles the wait of one network from 1 second up to 15 minutes, by the app clock', async () => {
    const user = await createAdminUser(t);
    let now = NOW.getTime();
    // The service itself: the route's limit of 10 attempts a minute per address counts real time.
    const attempt = (password: string) =>
      loginService(
        { db: t.db, config: t.config, now: () => new Date(now) },
        { username: user.username, password, network: '198.51.100.20' },
      );
    const waits: number[] = [];
    for (let failure = 1; failure <= 16; failure += 1) {
      // Not slowed: the first failures earn no wait, and every later wait is over.
      expect((await attempt('wrong')).kind).toBe('invalid');
      if (failure <= FREE_LOGIN_FAILURES) continue;
      const slowed = await attempt(ADMIN_PASSWORD);
      if (slowed.kind !== 'slowed') throw new Error(`not slowed after failure ${failure}`);
      waits.push(slowed.retryAfterSeconds);
      // Still refused a millisecond before the wait ends; refused attempts do not count.
      now += slowed.retryAfterSeconds * 1000 - 1;
      expect((await attempt(ADMIN_PASSWORD)).kind).toBe('slowed');
      now += 1;
    }
    // After the 5th failure 1 s, then twice as long after each further one, at most 15 minutes.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(loginWaitMs(FREE_LOGIN_FAILURES)).toBe(0);
    expect(loginWaitMs(1000)).toBe(MAX_LOGIN_WAIT_MS);
    // The right password once the wait is over signs in and forgets the failures.
    expect((await attempt(ADMIN_PASSWORD)).kind).toBe('signed-in');
    expect((await attempt('wrong')).kind).toBe('invalid');
    expect((await attempt(ADMIN_PASSWORD)).kind).toBe('signed-in');
  });

  it('forgets the failures of a network a day after the last one', async () => {
    const user = await createAdminUser(t);
    let now = NOW.getTime();
    const attempt = (password: string) =>
      loginService(
        { db: t.db, config: t.config, now: () => new Date(now) },
        { username: user.username, password, network: '198.51.100.21' },
      );
    for (let failure = 1; failure <= FREE_LOGIN_FAILURES; failure += 1) await attempt('wrong');
    now += LOGIN_FAILURE_MEMORY_MS + 1000;
    // A new run: as many failures again before any wait.
    for (let failure = 1; failure <= FREE_LOGIN_FAILURES; failure += 1) {
      expect((await attempt('wrong')).kind).toBe('invalid');
    }
    expect((await attempt(ADMIN_PASSWORD)).kind).toBe('signed-in');
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
      displayName: user.username,
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

  it('ends ADMIN_SESSION_MAX_HOURS (24) after the sign-in, however active', async () => {
    const { token, headers } = await signInAdmin(t);
    expect(sessionMaxMs(t.config)).toBe(24 * 60 * 60 * 1000);
    // Used every 11 hours: never 12 hours idle.
    for (const hours of [11, 22, 23.9]) {
      t.setNow(later(hours * 60 * 60 * 1000));
      expect((await getUser(headers)).statusCode).toBe(200);
    }
    t.setNow(later(sessionMaxMs(t.config)));
    const ended = await getUser(headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ success: false, message: ADMIN_LOGIN_REQUIRED_MESSAGE });
    // The next sign-in deletes it.
    await signInAdmin(t);
    expect(
      await t.db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.tokenHash, hashToken(token))),
    ).toEqual([]);
  });

  it('takes ADMIN_SESSION_MAX_HOURS from the environment: whole hours from 1 to 720', () => {
    expect(loadConfig({}).ADMIN_SESSION_MAX_HOURS).toBe(24);
    expect(loadConfig({ ADMIN_SESSION_MAX_HOURS: '8' }).ADMIN_SESSION_MAX_HOURS).toBe(8);
    for (const bad of ['0', '1.5', '721', 'a day']) {
      expect(() => loadConfig({ ADMIN_SESSION_MAX_HOURS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ADMIN_SESSION_MAX_HOURS: bad })).toThrow(/ADMIN_SESSION_MAX_HOURS/);
    }
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

describe('sign out everywhere', () => {
  it('ends every session of the signed-in user, this one included, and clears the cookie', async () => {
    const user = await createAdminUser(t);
    const tokens: string[] = [];
    for (let device = 0; device < 3; device += 1) tokens.push((await login(t, user.username)).json().data.token);
    const other = await signInAdmin(t);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout-everywhere',
      headers: bearer(tokens[0]!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { sessionsEnded: 3 }, message: LOGOUT_EVERYWHERE_MESSAGE });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    for (const token of tokens) expect((await getUser(bearer(token))).statusCode).toBe(401);
    // Another user's session goes on.
    expect((await getUser(other.headers)).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'logout-everywhere'));
    expect(entry).toMatchObject({
      actor: `admin:${user.username}`,
      entity: 'user',
      entityId: String(user.id),
      changes: { sessionsEnded: 3 },
    });
    // Signing in again works at once.
    expect((await login(t, user.username)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout-everywhere' });
    expect(res.statusCode).toBe(401);
  });
});

describe('a new password from ADMIN_PASSWORD at start', () => {
  const silentLog = { info: () => {}, warn: () => {} };

  it("clears the account's failures from every network and ends its sessions; the same password again changes nothing", async () => {
    const user = await createAdminUser(t);
    const headers = { authorization: `Bearer ${(await login(t, user.username)).json().data.token}` };
    const stranger = freshAddress();
    for (let attempt = 0; attempt <= FREE_LOGIN_FAILURES; attempt += 1)
      await login(t, user.username, 'guess', stranger);
    expect((await login(t, user.username, ADMIN_PASSWORD, stranger)).statusCode).toBe(429);

    const restart = { ADMIN_USERNAME: user.username, ADMIN_PASSWORD: 'a brand new password' };
    await bootstrapAdmin(t.db, { ...t.config, ...restart }, silentLog);
    expect((await getUser(headers)).statusCode).toBe(401);
    expect(await t.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.network, stranger))).toEqual([]);
    const signedIn = await login(t, user.username, 'a brand new password', stranger);
    expect(signedIn.statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'password-reset'));
    expect(entry).toMatchObject({ actor: 'system', entityId: String(user.id), changes: { sessionsEnded: 1 } });

    // A restart with the same environment keeps the session and the stored hash.
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    await bootstrapAdmin(t.db, { ...t.config, ...restart }, silentLog);
    expect((await getUser({ authorization: `Bearer ${signedIn.json().data.token}` })).statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.password).toBe(before!.password);
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
