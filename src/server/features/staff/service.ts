import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/admin-schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { adminLoginFailures, adminSessions, users } from '../../db/schema';
import { adminActor, recordAudit } from '../audit-log';

/** DESIGN §4 Admin auth: a session ends after 12 hours without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, not on every request. */
const LAST_SEEN_REFRESH_MS = 60 * 1000;
/** A username is locked after this many failed sign-ins within the window… */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** …for this long, during which even the right password is refused. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** Tokens longer than this are not looked up. */
const MAX_TOKEN_LENGTH = 200;

export interface AdminSession {
  sessionId: number;
  user: AdminUser;
}

export type LoginOutcome =
  | { kind: 'signed-in'; token: string; user: AdminUser }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number };

/** The token is 32 random bytes; only its SHA-256 is stored, so a copy of the database signs nobody in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Failures are counted per name as typed, case-folded, whether or not such a user exists. */
const failureKey = (username: string) => username.trim().toLowerCase();

let dummyHash: Promise<string> | null = null;
/** Verified against when the username is unknown, so that both misses take the same time. */
const unknownUserHash = () => {
  dummyHash ??= argon2.hash(randomBytes(16), { type: argon2.argon2id });
  return dummyHash;
};

async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A stored value that is not an argon2 hash matches nothing.
    return false;
  }
}

const toAdminUser = (row: typeof users.$inferSelect): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  lastLogin: row.lastLogin?.toISOString() ?? null,
});

async function lockedFor(db: Executor, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: adminLoginFailures.lockedUntil })
    .from(adminLoginFailures)
    .where(eq(adminLoginFailures.username, key));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts a failure in one statement (concurrent failures cannot both read the same count), starting a
 * new window when the last one is over, and sets the lock when the count reaches the limit.
 */
async function recordFailure(db: Executor, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  const stale = sql`${adminLoginFailures.firstFailureAt} < ${windowStart.toISOString()}::timestamptz`;
  const failures = sql`case when ${stale} then 1 else ${adminLoginFailures.failures} + 1 end`;
  await db
    .insert(adminLoginFailures)
    .values({
      username: key,
      failures: 1,
      firstFailureAt: now,
      lockedUntil: MAX_LOGIN_FAILURES <= 1 ? lockedUntil : null,
    })
    .onConflictDoUpdate({
      target: adminLoginFailures.username,
      set: {
        failures,
        firstFailureAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${adminLoginFailures.firstFailureAt} end`,
        lockedUntil: sql`case when ${failures} >= ${MAX_LOGIN_FAILURES} then ${lockedUntil.toISOString()}::timestamptz else ${adminLoginFailures.lockedUntil} end`,
      },
    });
}

/**
 * POST /api/admin/login. A locked username is refused before its password is looked at, so the right
 * password during the lock-out still waits. On success: a new session, lastLogin set, the failure
 * count cleared, and sessions long idle or revoked deleted.
 */
export async function login(
  ctx: Pick<AppContext, 'db' | 'now'>,
  credentials: { username: string; password: string },
): Promise<LoginOutcome> {
  const now = ctx.now();
  const key = failureKey(credentials.username);
  const lockedSeconds = await lockedFor(ctx.db, key, now);
  if (lockedSeconds > 0) return { kind: 'locked', retryAfterSeconds: lockedSeconds };

  const [user] = await ctx.db.select().from(users).where(eq(users.username, credentials.username));
  const matches = await passwordMatches(user?.password ?? (await unknownUserHash()), credentials.password);
  if (!user || !matches) {
    await recordFailure(ctx.db, key, now);
    return { kind: 'invalid' };
  }

  const token = randomBytes(32).toString('base64url');
  const signedIn = await ctx.db.transaction(async (tx) => {
    // Re-checked in the transaction: a lock set by a concurrent failure since the first check wins.
    if ((await lockedFor(tx, key, now)) > 0) return null;
    await tx.delete(adminLoginFailures).where(eq(adminLoginFailures.username, key));
    const [updated] = await tx.update(users).set({ lastLogin: now }).where(eq(users.id, user.id)).returning();
    await tx
      .delete(adminSessions)
      .where(
        or(
          lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          lt(adminSessions.revokedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      );
    const [session] = await tx
      .insert(adminSessions)
      .values({ userId: user.id, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now })
      .returning({ id: adminSessions.id });
    await recordAudit(tx, {
      actor: adminActor(user.username),
      action: 'login',
      entity: 'admin_session',
      entityId: session!.id,
      changes: null,
      now,
    });
    return toAdminUser(updated!);
  });
  if (!signedIn) return { kind: 'locked', retryAfterSeconds: await lockedFor(ctx.db, key, now) };
  return { kind: 'signed-in', token, user: signedIn };
}

/**
 * The session a token opens: not revoked, and used within the last 12 hours. Refreshes lastSeenAt
 * (at most once a minute). Null for anything else.
 */
export async function findSession(ctx: Pick<AppContext, 'db' | 'now'>, token: string): Promise<AdminSession | null> {
  if (token === '' || token.length > MAX_TOKEN_LENGTH) return null;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ session: adminSessions, user: users })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt)));
  if (!row) return null;
  const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
  if (idleMs >= SESSION_IDLE_MS) return null;
  if (idleMs >= LAST_SEEN_REFRESH_MS) {
    await ctx.db
      .update(adminSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(adminSessions.id, row.session.id), lt(adminSessions.lastSeenAt, now)));
  }
  return { sessionId: row.session.id, user: toAdminUser(row.user) };
}

/** POST /api/admin/logout: the token stops working at once. */
export async function logout(ctx: Pick<AppContext, 'db' | 'now'>, session: AdminSession): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(and(eq(adminSessions.id, session.sessionId), isNull(adminSessions.revokedAt)));
    await recordAudit(tx, {
      actor: adminActor(session.user.username),
      action: 'logout',
      entity: 'admin_session',
      entityId: session.sessionId,
      changes: null,
      now,
    });
  });
}
