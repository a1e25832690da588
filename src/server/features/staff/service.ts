import { createHash, randomBytes } from 'node:crypto';
import type { AdminUser, StaffCreateRequest, StaffMember } from '@domain/staff/schemas';
import argon2 from 'argon2';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { adminLoginFailures, adminSessions, users } from '../../db/schema/staff';
import { adminActor, recordAudit } from '../audit-log';

/** DESIGN §4 Admin auth: a session ends after 12 hours without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and ADMIN_SESSION_MAX_HOURS (24) after its sign-in, however active (DESIGN §8.2). */
export const sessionMaxMs = (config: Pick<Config, 'ADMIN_SESSION_MAX_HOURS'>) =>
  config.ADMIN_SESSION_MAX_HOURS * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, not on every request. */
const LAST_SEEN_REFRESH_MS = 60 * 1000;

/*
 * Failed sign-ins slow down one (username, client network) pair, never the username as a whole
 * (DESIGN §8.2), so that strangers cannot lock staff out: the right password from another network
 * still signs in. The first FREE_LOGIN_FAILURES failures of a pair answer 401 at once; each further
 * one makes the pair wait before its next attempt: 1 second after the 5th failure, twice as long after
 * each one after it (2 s, 4 s, 8 s …), at most 15 minutes (from the 15th failure on). While it waits,
 * every attempt of the pair, the right password too, is answered 429 with Retry-After before its
 * password is looked at, and does not count. A sign-in from the pair, or 24 hours without a failure,
 * forgets its failures; so does a new password set with ADMIN_PASSWORD (for every network).
 */
export const FREE_LOGIN_FAILURES = 4;
export const FIRST_LOGIN_WAIT_MS = 1000;
export const MAX_LOGIN_WAIT_MS = 15 * 60 * 1000;
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** How long a pair waits after its `failures`-th failure in a row. */
export function loginWaitMs(failures: number): number {
  if (failures <= FREE_LOGIN_FAILURES) return 0;
  return Math.min(FIRST_LOGIN_WAIT_MS * 2 ** (failures - FREE_LOGIN_FAILURES - 1), MAX_LOGIN_WAIT_MS);
}

/** Tokens longer than this are not looked up. */
const MAX_TOKEN_LENGTH = 200;

export interface AdminSession {
  sessionId: number;
  user: AdminUser;
}

export type LoginOutcome =
  | { kind: 'signed-in'; token: string; user: AdminUser }
  | { kind: 'invalid' }
  | { kind: 'slowed'; retryAfterSeconds: number };

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
  displayName: row.displayName ?? row.username,
  lastLogin: row.lastLogin?.toISOString() ?? null,
});

interface FailurePair {
  /** The name as typed, case-folded. */
  username: string;
  /** The client network (http/rate-limits clientNetwork). */
  network: string;
}

/** Whole seconds the pair must still wait (0: it may try now). */
async function waitFor(db: Executor, pair: FailurePair, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: adminLoginFailures.lockedUntil })
    .from(adminLoginFailures)
    .where(and(eq(adminLoginFailures.username, pair.username), eq(adminLoginFailures.network, pair.network)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts a failure of the pair in one statement (concurrent failures cannot both read the same count),
 * starting a new run when the last failure is older than LOGIN_FAILURE_MEMORY_MS, then sets the wait
 * that count earns, unless a concurrent failure has counted past it meanwhile.
 */
async function recordFailure(db: Database, pair: FailurePair, now: Date): Promise<void> {
  const forgottenBefore = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS);
  const stale = sql`${adminLoginFailures.lastFailureAt} < ${forgottenBefore.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    const [counted] = await tx
      .insert(adminLoginFailures)
      .values({ ...pair, failures: 1, firstFailureAt: now, lastFailureAt: now })
      .onConflictDoUpdate({
        target: [adminLoginFailures.username, adminLoginFailures.network],
        set: {
          failures: sql`case when ${stale} then 1 else ${adminLoginFailures.failures} + 1 end`,
          firstFailureAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${adminLoginFailures.firstFailureAt} end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: adminLoginFailures.failures });
    const failures = counted?.failures ?? 1;
    const waitMs = loginWaitMs(failures);
    if (waitMs === 0) return;
    await tx
      .update(adminLoginFailures)
      .set({ lockedUntil: new Date(now.getTime() + waitMs) })
      .where(
        and(
          eq(adminLoginFailures.username, pair.username),
          eq(adminLoginFailures.network, pair.network),
          eq(adminLoginFailures.failures, failures),
        ),
      );
  });
}

/**
 * POST /api/admin/login. A pair that must wait is refused before its password is looked at, so the
 * right password from that network waits too (from any other network it signs in). On success: a new
 * session, lastLogin set, the pair's failures forgotten, and sessions that have ended deleted.
 */
export async function login(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  credentials: { username: string; password: string; network: string },
): Promise<LoginOutcome> {
  const now = ctx.now();
  const pair: FailurePair = { username: failureKey(credentials.username), network: credentials.network };
  const waitSeconds = await waitFor(ctx.db, pair, now);
  if (waitSeconds > 0) return { kind: 'slowed', retryAfterSeconds: waitSeconds };

  const [user] = await ctx.db.select().from(users).where(eq(users.username, credentials.username));
  const matches = await passwordMatches(user?.password ?? (await unknownUserHash()), credentials.password);
  if (!user || !matches) {
    await recordFailure(ctx.db, pair, now);
    return { kind: 'invalid' };
  }

  const token = randomBytes(32).toString('base64url');
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const signedIn = await ctx.db.transaction(async (tx) => {
    // Re-checked in the transaction: a wait set by a concurrent failure since the first check wins.
    if ((await waitFor(tx, pair, now)) > 0) return null;
    await tx
      .delete(adminLoginFailures)
      .where(
        or(
          and(eq(adminLoginFailures.username, pair.username), eq(adminLoginFailures.network, pair.network)),
          lt(adminLoginFailures.lastFailureAt, new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS)),
        ),
      );
    const [updated] = await tx.update(users).set({ lastLogin: now }).where(eq(users.id, user.id)).returning();
    await tx.delete(adminSessions).where(
      or(
        // Past the limits findSession applies (idle or signed in that long ago: refused).
        lte(adminSessions.lastSeenAt, idleSince),
        lt(adminSessions.revokedAt, idleSince),
        lte(adminSessions.createdAt, new Date(now.getTime() - sessionMaxMs(ctx.config))),
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
  if (!signedIn) return { kind: 'slowed', retryAfterSeconds: await waitFor(ctx.db, pair, now) };
  return { kind: 'signed-in', token, user: signedIn };
}

/**
 * The session a token opens: not revoked, used within the last 12 hours and signed in within
 * ADMIN_SESSION_MAX_HOURS. Refreshes lastSeenAt (at most once a minute). Null for anything else.
 */
export async function findSession(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  { token }: { token: string },
): Promise<AdminSession | null> {
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
  if (now.getTime() - row.session.createdAt.getTime() >= sessionMaxMs(ctx.config)) return null;
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

/**
 * POST /api/admin/logout-everywhere: every session of the signed-in user ends at once, this one
 * included (on every device and browser). Answers how many ended.
 */
export async function logoutEverywhere(ctx: Pick<AppContext, 'db' | 'now'>, session: AdminSession): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const ended = await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(and(eq(adminSessions.userId, session.user.id), isNull(adminSessions.revokedAt)))
      .returning({ id: adminSessions.id });
    await recordAudit(tx, {
      actor: adminActor(session.user.username),
      action: 'logout-everywhere',
      entity: 'user',
      entityId: session.user.id,
      changes: { sessionsEnded: ended.length },
      now,
    });
    return ended.length;
  });
}

export type PasswordOutcome = { kind: 'created' | 'reset' | 'unchanged'; sessionsEnded: number };

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD at start: creates that admin, or gives it the new password. A new
 * password (not the one stored) forgets the name's failed sign-ins from every network and ends every
 * session of the user, in one transaction; the same password again changes nothing, so a restart
 * with an unchanged environment signs nobody out.
 */
export async function setAdminPassword(
  db: Database,
  options: { username: string; password: string; now: Date },
): Promise<PasswordOutcome> {
  const { username, password, now } = options;
  const [existing] = await db.select().from(users).where(eq(users.username, username));
  if (existing && (await passwordMatches(existing.password, password))) return { kind: 'unchanged', sessionsEnded: 0 };
  const hash = await argon2.hash(password, { type: argon2.argon2id });
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username, password: hash, role: 'admin' })
      .onConflictDoUpdate({ target: users.username, set: { password: hash } })
      .returning({ id: users.id });
    await tx.delete(adminLoginFailures).where(eq(adminLoginFailures.username, failureKey(username)));
    const ended = await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(and(eq(adminSessions.userId, user!.id), isNull(adminSessions.revokedAt)))
      .returning({ id: adminSessions.id });
    await recordAudit(tx, {
      actor: 'system',
      action: existing ? 'password-reset' : 'create',
      entity: 'user',
      entityId: user!.id,
      changes: existing ? { sessionsEnded: ended.length } : null,
      now,
    });
    return { kind: existing ? 'reset' : 'created', sessionsEnded: ended.length };
  });
}

const toStaffMember = (row: typeof users.$inferSelect): StaffMember => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName ?? row.username,
  role: row.role,
});

/** GET /api/admin/staff: every account, by display name. */
export async function listStaff(db: Executor): Promise<StaffMember[]> {
  const rows = await db.select().from(users).orderBy(sql`coalesce(${users.displayName}, ${users.username})`, users.id);
  return rows.map(toStaffMember);
}

/** How the clinic names each account (display name, else username), by id: the roster, visits and logs name staff. */
export async function findStaffNames(db: Executor): Promise<Map<number, string>> {
  return new Map((await listStaff(db)).map((member) => [member.id, member.displayName]));
}

/** The account of an id, or null. */
export async function findStaffMember(db: Executor, id: number): Promise<StaffMember | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? toStaffMember(row) : null;
}

/**
 * POST /api/admin/staff: a new account with its role, its password hashed with argon2id. A username
 * already taken (in any case) is refused, never overwritten: another person's password is not reset here.
 */
export async function createStaff(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: StaffCreateRequest,
  actor: string,
): Promise<StaffMember | null> {
  const hash = await argon2.hash(input.password, { type: argon2.argon2id });
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`);
    if (taken) return null;
    const [row] = await tx
      .insert(users)
      .values({ username: input.username, displayName: input.displayName, role: input.role, password: hash })
      .onConflictDoNothing({ target: users.username })
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'user',
      entityId: row.id,
      changes: { username: row.username, displayName: input.displayName, role: input.role },
      now: ctx.now(),
    });
    return toStaffMember(row);
  });
}
