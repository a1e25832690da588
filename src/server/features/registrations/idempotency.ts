import { createHash } from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { conflict } from '../../errors';

export const IDEMPOTENCY_MISMATCH_MESSAGE = 'Idempotency key reused with a different request';
/** A key answers retries for a day; a client still retrying after that is sending a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredResponse {
  statusCode: number;
  body: unknown;
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

/** The first response given for this key, or null if the key is new. A different request under it is a 409. */
export async function findStoredResponse(
  db: Executor,
  options: { scope: string; key: string; requestHash: string },
): Promise<StoredResponse | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, options.key));
  if (!row) return null;
  if (row.scope !== options.scope || row.requestHash !== options.requestHash)
    throw conflict(IDEMPOTENCY_MISMATCH_MESSAGE);
  // Keys are claimed and answered in one transaction, so a visible row always has its response.
  return { statusCode: row.statusCode ?? 200, body: row.responseBody };
}

/**
 * Claims the key inside the caller's transaction before any work is done. A concurrent request with
 * the same key waits on the uncommitted row (PostgreSQL) or on the transaction (PGlite), then finds
 * the committed response instead of booking twice. Null when the key is ours to answer.
 */
export async function claimKey(
  tx: Executor,
  options: { scope: string; key: string; requestHash: string; now: Date },
): Promise<StoredResponse | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key: options.key, scope: options.scope, requestHash: options.requestHash, createdAt: options.now })
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 1) {
    await forgetExpiredKeys(tx, options.now);
    return null;
  }
  return findStoredResponse(tx, options);
}

/**
 * Housekeeping on each new claim, so the table holds about a day of keys without a scheduled job.
 * SKIP LOCKED leaves rows another booking is deleting to that booking: no waiting, no deadlock.
 */
async function forgetExpiredKeys(tx: Executor, now: Date): Promise<void> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  await tx
    .delete(idempotencyKeys)
    .where(
      inArray(
        idempotencyKeys.key,
        tx
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, expiredBefore))
          .for('update', { skipLocked: true }),
      ),
    );
}

/** Records the response under a key claimed in the same transaction. */
export async function storeResponse(tx: Executor, key: string, response: StoredResponse): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: response.statusCode, responseBody: response.body })
    .where(eq(idempotencyKeys.key, key));
}
