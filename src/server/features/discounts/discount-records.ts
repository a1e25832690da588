import { randomInt } from 'node:crypto';
import {
  binRedemptionsBelowUsedMessage,
  CODES_PROMO_ONLY_MESSAGE,
  CODES_UNAVAILABLE_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  redemptionsBelowUsedMessage,
} from '@domain/discounts/messages';
import {
  type DiscountForm,
  type DiscountIdentifier,
  type DiscountType,
  type GeneratedCode,
  IDENTIFIER_ALPHABET,
} from '@domain/discounts/schemas';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { badRequest, conflict, notFound } from '../../errors';

// The discounts as the admin area changes them (spec 001 §2 Discounts tab): the rows, their
// generated codes and what the codes are used for. The admin-discounts feature composes these with
// the bookings' counts and the audit log in one transaction.

export type DiscountRecord = typeof discounts.$inferSelect;

/** Every discount, newest first, with how many identifiers (codes or BINs) it has. */
export async function listDiscountRecords(
  db: Executor,
  ids?: number[],
): Promise<(DiscountRecord & { identifierCount: number })[]> {
  const identifierCounts = db
    .select({ discountId: discountIdentifiers.discountId, n: count().as('n') })
    .from(discountIdentifiers)
    .groupBy(discountIdentifiers.discountId)
    .as('identifier_counts');
  const rows = await db
    .select({ discount: discounts, identifierCount: sql<number>`coalesce(${identifierCounts.n}, 0)::int` })
    .from(discounts)
    .leftJoin(identifierCounts, eq(identifierCounts.discountId, discounts.id))
    .where(ids ? inArray(discounts.id, ids) : undefined)
    .orderBy(desc(discounts.id));
  return rows.map((row) => ({ ...row.discount, identifierCount: Number(row.identifierCount) }));
}

export async function requireDiscountRecord(db: Executor, id: number): Promise<DiscountRecord> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  if (!row) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE);
  return row;
}

export async function insertDiscountRecord(tx: Executor, form: DiscountForm, now: Date): Promise<DiscountRecord> {
  const [row] = await tx
    .insert(discounts)
    .values({ ...form, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * Saves the form over a discount. The redemptions already taken stay counted, so a limit below them
 * is refused; the check is part of the UPDATE itself (a booking redeeming at the same moment cannot
 * slip past it, and the database's own check never has to refuse the write).
 */
export async function updateDiscountRecord(
  tx: Executor,
  id: number,
  form: DiscountForm,
  now: Date,
): Promise<DiscountRecord> {
  const limitHolds = (limit: boolean, max: number | null, used: AnyPgColumn): SQL =>
    !limit || !max ? sql`true` : sql`${used} <= ${max}`;
  const [row] = await tx
    .update(discounts)
    .set({ ...form, updatedAt: now })
    .where(
      and(
        eq(discounts.id, id),
        limitHolds(form.limitRedemption, form.maxRedemptions, discounts.redemptionCount),
        limitHolds(form.limitBinRedemption, form.maxBinRedemptions, discounts.binRedemptionCount),
      ),
    )
    .returning();
  if (row) return row;
  const current = await requireDiscountRecord(tx, id);
  if (form.limitRedemption && form.maxRedemptions && current.redemptionCount > form.maxRedemptions) {
    throw conflict(redemptionsBelowUsedMessage(current.redemptionCount));
  }
  throw conflict(binRedemptionsBelowUsedMessage(current.binRedemptionCount));
}

/** Deletes a discount and its identifiers; a booking that names one of its codes makes the database refuse. */
export async function deleteDiscountRecord(tx: Executor, id: number): Promise<void> {
  await tx.delete(discounts).where(eq(discounts.id, id));
}

/** How many random codes a prefix and length can make at most (capped: only compared with small counts). */
const codeSpace = (length: number) => IDENTIFIER_ALPHABET.length ** Math.min(length, 8);

function randomCode(prefix: string, length: number): string {
  let code = prefix;
  // crypto's randomInt draws without modulo bias: every character is equally likely.
  for (let i = 0; i < length; i += 1) code += IDENTIFIER_ALPHABET[randomInt(IDENTIFIER_ALPHABET.length)];
  return code;
}

const GENERATION_ROUNDS = 12;
/** Up to this many possible codes, the codes still free are listed and drawn from, not guessed. */
const LISTED_CODE_SPACE = 50_000;

/** Every code a prefix and a short length can make, in order. */
function allCodes(prefix: string, length: number): string[] {
  let codes = [prefix];
  for (let i = 0; i < length; i += 1) codes = codes.flatMap((code) => [...IDENTIFIER_ALPHABET].map((c) => code + c));
  return codes;
}

/**
 * `wanted` distinct candidates. In a small code space random guesses mostly hit taken codes once it
 * fills up (600 of 1,296 two-character codes failed about one time in a hundred), so there the codes
 * no discount holds yet are read and drawn from; in a large one a guess almost never collides.
 */
async function drawCandidates(tx: Executor, prefix: string, length: number, wanted: number): Promise<string[]> {
  if (codeSpace(length) > LISTED_CODE_SPACE) {
    const candidates = new Set<string>();
    for (let i = 0; i < wanted * 4 && candidates.size < wanted; i += 1) candidates.add(randomCode(prefix, length));
    return [...candidates];
  }
  const taken = await tx
    .select({ identifier: sql<string>`upper(${discountIdentifiers.identifier})` })
    .from(discountIdentifiers)
    .where(
      and(
        sql`upper(${discountIdentifiers.identifier}) like ${`${escapeLike(prefix)}%`}`,
        sql`length(${discountIdentifiers.identifier}) = ${prefix.length + length}`,
      ),
    );
  const takenSet = new Set(taken.map((row) => row.identifier));
  const free = allCodes(prefix, length).filter((code) => !takenSet.has(code));
  // A partial Fisher-Yates shuffle with crypto's unbiased randomInt: the first `wanted` are a fair draw.
  const count = Math.min(wanted, free.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + randomInt(free.length - i);
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  return free.slice(0, count);
}

/**
 * Generates `count` new codes of a promo discount: its prefix plus `identifierLength` random A-Z/0-9,
 * unique across all discounts case-insensitively. Inside the caller's transaction: all of them are
 * written or none. Collisions (with any discount's codes, or a concurrent generation) are left out by
 * the unique index (ON CONFLICT DO NOTHING) and drawn again; when the prefix and length cannot give
 * that many unused codes, nothing is written and the admin is asked for a longer length.
 */
export async function generateDiscountCodes(
  tx: Executor,
  options: { discount: DiscountRecord; count: number; now: Date },
): Promise<GeneratedCode[]> {
  const { discount, now } = options;
  if (discount.discountType !== 'promo') throw badRequest(CODES_PROMO_ONLY_MESSAGE);
  const prefix = (discount.identifierPrefix ?? '').toUpperCase();
  const length = discount.identifierLength ?? 6;
  if (codeSpace(length) < options.count) throw conflict(CODES_UNAVAILABLE_MESSAGE);

  const created: GeneratedCode[] = [];
  for (let round = 0; round < GENERATION_ROUNDS && created.length < options.count; round += 1) {
    const candidates = await drawCandidates(tx, prefix, length, options.count - created.length);
    // None left: the final check answers that this prefix and length cannot give that many.
    if (candidates.length === 0) break;
    const rows = await tx
      .insert(discountIdentifiers)
      .values(candidates.map((identifier) => ({ discountId: discount.id, identifier, createdAt: now, updatedAt: now })))
      .onConflictDoNothing()
      .returning({ id: discountIdentifiers.id, identifier: discountIdentifiers.identifier });
    created.push(...rows);
  }
  if (created.length < options.count) throw conflict(CODES_UNAVAILABLE_MESSAGE);
  return created;
}

/** A discount's identifiers, oldest first (the codes dialog and the CSV export). */
export async function listDiscountIdentifiers(db: Executor, discountId: number): Promise<DiscountIdentifier[]> {
  const rows = await db
    .select()
    .from(discountIdentifiers)
    .where(eq(discountIdentifiers.discountId, discountId))
    .orderBy(asc(discountIdentifiers.id));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    usedCount: row.usedCount,
    isUsed: row.isUsed,
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The discount type as stored, read back into the admin contract's values. */
export const asDiscountType = (value: string): DiscountType => (value === 'promo' || value === 'bin' ? value : '-');
