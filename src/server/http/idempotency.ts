import { createHash } from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_EMPTY_MESSAGE,
  IDEMPOTENCY_KEY_TOO_LONG_MESSAGE,
  IDEMPOTENCY_MISMATCH_MESSAGE,
} from '../../domain/messages';
import type { Database, Executor, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { conflict } from '../errors';

// Rule 5: a POST retried with the same Idempotency-Key header gets the first answer, never a second
// effect. The header is HTTP, so this lives beside the routes: a route hands over its work in two
// steps (checks outside any transaction, then the writes) and answers whatever comes back. What is
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

interface KeyClaim {
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

/**
 * Runs `prepare` (read-only checks, calls to outside systems), then `commit` in one transaction, and
 * answers with `status` and what `commit` returned. With a key, the answer is stored in that same
 * transaction, and a request under a key already answered gets the stored answer without any work;
 * the same key with a different request is a 409. A refusal is not stored: a retry runs again.
 */
export async function answerOnce<Status extends number, Prepared, Data>(
  db: Database,
  options: { scope: string; key: string | undefined; request: unknown; status: Status; now: () => Date },
  steps: { prepare: () => Promise<Prepared>; commit: (tx: Transaction, prepared: Prepared) => Promise<Data> },
): Promise<Answer<Status, Data>> {
  const claim: KeyClaim | null = options.key
    ? { scope: options.scope, key: options.key, requestHash: hashRequest(options.request) }
    : null;
  // A plain retry is answered without the checks (nor the outside calls); the claim below settles races.
  if (claim) {
    const stored = await findAnswer<Status, Data>(db, claim);
    if (stored) return stored;
  }

  let prepared: Prepared;
  try {
    prepared = await steps.prepare();
  } catch (error) {
    // The same request may have just done its work under this key (taken the last place in a slot,
    // say): answer its result, not the refusal a second attempt would get.
    const stored = claim ? await findAnswer<Status, Data>(db, claim) : null;
    if (stored) return stored;
    throw error;
  }

  return db.transaction(async (tx) => {
    if (claim) {
      const stored = await claimKey<Status, Data>(tx, claim, options.now());
      if (stored) return stored;
    }
    const answer: Answer<Status, Data> = { status: options.status, data: await steps.commit(tx, prepared) };
    if (claim) await storeAnswer(tx, claim.key, answer);
    return answer;
  });
}

/** The first answer given under this key, or null if the key is new. A different request under it is a 409. */
async function findAnswer<Status extends number, Data>(
  db: Executor,
  claim: KeyClaim,
): Promise<Answer<Status, Data> | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, claim.key));
  if (!row) return null;
  if (row.scope !== claim.scope || row.requestHash !== claim.requestHash) throw conflict(IDEMPOTENCY_MISMATCH_MESSAGE);
  // Keys are claimed and answered in one transaction, so a visible row always has its answer, stored by
  // answerOnce for this scope with this status and data.
  return { status: row.status as Status, data: row.data as Data };
}

/**
 * Claims the key inside the caller's transaction before any work is done. A concurrent request with
 * the same key waits on the uncommitted row (PostgreSQL) or on the transaction (PGlite), then finds
 * the committed answer instead of doing the work twice. Null when the key is ours to answer.
 */
async function claimKey<Status extends number, Data>(
  tx: Transaction,
  claim: KeyClaim,
  now: Date,
): Promise<Answer<Status, Data> | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key: claim.key, scope: claim.scope, requestHash: claim.requestHash, createdAt: now })
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 1) {
    await forgetExpiredKeys(tx, now);
    return null;
  }
  return findAnswer(tx, claim);
}

/**
 * Housekeeping on each new claim, so the table holds about a day of keys without a scheduled job.
 * SKIP LOCKED leaves rows another request is deleting to that request: no waiting, no deadlock.
 */
async function forgetExpiredKeys(tx: Transaction, now: Date): Promise<void> {
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

/** Records the answer under a key claimed in the same transaction. */
async function storeAnswer(tx: Transaction, key: string, answer: Answer<number, unknown>): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: answer.status, data: answer.data })
    .where(eq(idempotencyKeys.key, key));
}
