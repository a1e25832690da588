import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_EMPTY_MESSAGE,
  IDEMPOTENCY_KEY_TOO_LONG_MESSAGE,
  IDEMPOTENCY_MISMATCH_MESSAGE,
} from '@domain/bookings/messages';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { conflict } from '../errors';

// Rule 5: a POST retried with the same Idempotency-Key header gets the first answer, never a second
// effect. The header is HTTP, so this lives beside the routes. A route reads the stored answer with
// its own first read, claims the key together with its answer in the statement that does its writes
// (rolled back if the key was taken meanwhile), and answers what was stored when it was. What is
// stored is what the route needs to answer again, its status and data; the route builds the envelope.

/** A key answers retries for a day; a client still retrying after that is sending a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The Idempotency-Key request header, optional. */
export const idempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: IDEMPOTENCY_KEY_EMPTY_MESSAGE })
    .max(200, { error: IDEMPOTENCY_KEY_TOO_LONG_MESSAGE })
    .optional(),
});

/** The status and data of an answer, as given the first time. */
export interface Answer<Status extends number, Data> {
  status: Status;
  data: Data;
}

export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** SHA-256 of the request with object keys sorted, so the same request always hashes the same. */
export function hashRequest(request: unknown): string {
  const canonical = JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** The claim of a key for a request, or null without a key. */
export function keyClaim(options: { scope: string; key: string | undefined; request: unknown }): KeyClaim | null {
  return options.key ? { scope: options.scope, key: options.key, requestHash: hashRequest(options.request) } : null;
}

/** The stored first answer of `stored`, or a 409 when it answered another request. */
export function storedAnswer<Status extends number, Data>(
  claim: KeyClaim,
  stored: { scope: string; requestHash: string; status: number | null; data: unknown },
): Answer<Status, Data> {
  if (stored.scope !== claim.scope || stored.requestHash !== claim.requestHash)
    throw conflict(IDEMPOTENCY_MISMATCH_MESSAGE);
  // Keys are claimed and answered in one transaction, so a visible row always has its answer.
  return { status: stored.status as Status, data: stored.data as Data };
}

/**
 * The INSERT that claims a key together with its answer, for a statement that does all of a request's
 * writes at once (a new booking's): it returns no row when the key is taken, and the caller then rolls
 * the statement back and answers what is stored.
 */
export function claimWithAnswerQuery(db: Executor, claim: KeyClaim, answer: Answer<number, unknown>, now: Date) {
  return db
    .insert(idempotencyKeys)
    .values({ ...claim, status: answer.status, data: answer.data, createdAt: now })
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ key: idempotencyKeys.key });
}

/** The first answer given under this key, or null if the key is new. A different request under it is a 409. */
export async function findAnswer<Status extends number, Data>(
  db: Executor,
  claim: KeyClaim,
): Promise<Answer<Status, Data> | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, claim.key));
  return row ? storedAnswer(claim, row) : null;
}

/**
 * The recurring clean-up, so the table holds about a day of keys. SKIP LOCKED leaves rows another
 * instance's run is deleting to that run: no waiting, no deadlock. Returns how many went.
 */
export async function forgetExpiredKeys(db: Executor, now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const forgotten = await db
    .delete(idempotencyKeys)
    .where(
      inArray(
        idempotencyKeys.key,
        db
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, expiredBefore))
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return forgotten.length;
}

/**
 * DESIGN §8.9, erase means erase: the answers stored for these bookings, deleted with the person rather
 * than a day later. Every booking answer names its booking as `id`; an older-flow answer also holds the
 * person's name, email and mobile, and every one the booking's token. Returns how many went.
 */
export async function forgetAnswersOf(db: Executor, registrationIds: string[]): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const forgotten = await db
    .delete(idempotencyKeys)
    .where(inArray(sql`${idempotencyKeys.data} ->> 'id'`, registrationIds))
    .returning({ key: idempotencyKeys.key });
  return forgotten.length;
}
