import { DISCOUNT_HAS_BOOKINGS_MESSAGE } from '@domain/discounts/messages';
import type { AdminDiscount, DiscountForm, DiscountIdentifier, GeneratedCode } from '@domain/discounts/schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { conflict } from '../../errors';
import { type Actor, recordAudit, recordChange } from '../audit-log';
import {
  asDiscountType,
  type DiscountRecord,
  deleteDiscountRecord,
  generateDiscountCodes,
  insertDiscountRecord,
  listDiscountIdentifiers,
  listDiscountRecords,
  requireDiscountRecord,
  updateDiscountRecord,
} from './discount-records';

// The Discounts tab (spec 001 §2): each change composes the discounts feature's rows with the bookings
// that used them, in one transaction with its audit-log entry (who, what, when, before and after).

/** What the tab needs of bookings, handed in by the admin area: bookings build on the discounts. */
export interface DiscountAdminNeeds {
  bookings: {
    /** Bookings that redeemed a code of each discount (of this one only, given its id). */
    countByDiscount(db: Executor, discountId?: number): Promise<Map<number, number>>;
  };
}

type Ctx = Pick<AppContext, 'db' | 'now'> & DiscountAdminNeeds;

function toAdminDiscount(
  record: DiscountRecord & { identifierCount: number },
  bookings: Map<number, number>,
): AdminDiscount {
  return {
    id: record.id,
    name: record.name,
    lineItemLabel: record.lineItemLabel,
    discountType: asDiscountType(record.discountType),
    description: record.description,
    isActive: record.isActive,
    identifierPrefix: record.identifierPrefix,
    identifierLength: record.identifierLength,
    limitRedemption: record.limitRedemption,
    maxRedemptions: record.maxRedemptions,
    limitBinRedemption: record.limitBinRedemption,
    maxBinRedemptions: record.maxBinRedemptions,
    startDate: record.startDate,
    endDate: record.endDate,
    applicableForAIA: record.applicableForAIA,
    applicableForRetail: record.applicableForRetail,
    applicableForHealthScreening: record.applicableForHealthScreening,
    applicableForChronic: record.applicableForChronic,
    applicableForPDT: record.applicableForPDT,
    discountValueType: record.discountValueType === 'amount' ? 'amount' : 'percentage',
    value: record.value,
    redemptionCount: record.redemptionCount,
    binRedemptionCount: record.binRedemptionCount,
    identifierCount: record.identifierCount,
    bookingCount: bookings.get(record.id) ?? 0,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

async function findAdminDiscount(ctx: Ctx, db: Executor, id: number): Promise<AdminDiscount> {
  await requireDiscountRecord(db, id);
  const [[record], bookings] = await Promise.all([listDiscountRecords(db, [id]), ctx.bookings.countByDiscount(db, id)]);
  return toAdminDiscount(record!, bookings);
}

/** GET /api/admin/discounts: newest first. */
export async function listAdminDiscounts(ctx: Ctx): Promise<AdminDiscount[]> {
  const [records, bookings] = await Promise.all([listDiscountRecords(ctx.db), ctx.bookings.countByDiscount(ctx.db)]);
  return records.map((record) => toAdminDiscount(record, bookings));
}

export async function createAdminDiscount(
  ctx: Ctx,
  { form, actor }: { form: DiscountForm; actor: Actor },
): Promise<AdminDiscount> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const record = await insertDiscountRecord(tx, form, now);
    const created = await findAdminDiscount(ctx, tx, record.id);
    await recordChange(tx, {
      actor,
      entity: 'discount',
      entityId: record.id,
      before: null,
      after: created,
      now,
    });
    return created;
  });
}

/**
 * PUT /api/admin/discounts/{id}. Bookings keep the amounts stored when they were made; the new values
 * apply to redemptions from now on. A limit below the redemptions already taken is refused (409).
 */
export async function updateAdminDiscount(
  ctx: Ctx,
  { id, form, actor }: { id: number; form: DiscountForm; actor: Actor },
): Promise<AdminDiscount> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findAdminDiscount(ctx, tx, id);
    await updateDiscountRecord(tx, id, form, now);
    const after = await findAdminDiscount(ctx, tx, id);
    await recordChange(tx, {
      actor,
      entity: 'discount',
      entityId: id,
      before,
      after,
      now,
    });
    return after;
  });
}

/**
 * DELETE /api/admin/discounts/{id}: refused (409, set it inactive instead) once a booking has redeemed
 * one of its codes or a card payment took it, so every booking's stored amounts keep their discount.
 * A booking made while the delete runs is caught by the database's foreign key: the same 409.
 */
export async function deleteAdminDiscount(ctx: Ctx, { id, actor }: { id: number; actor: Actor }): Promise<void> {
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await findAdminDiscount(ctx, tx, id);
      if (before.bookingCount > 0 || before.binRedemptionCount > 0) throw conflict(DISCOUNT_HAS_BOOKINGS_MESSAGE);
      await deleteDiscountRecord(tx, id);
      await recordChange(tx, {
        actor,
        entity: 'discount',
        entityId: id,
        before,
        after: null,
        now,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(DISCOUNT_HAS_BOOKINGS_MESSAGE);
    throw error;
  }
}

/** POST /api/admin/discounts/{id}/generate-identifiers: all `count` codes in one transaction, or none. */
export async function generateAdminDiscountCodes(
  ctx: Ctx,
  { id, count, actor }: { id: number; count: number; actor: Actor },
): Promise<GeneratedCode[]> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const discount = await requireDiscountRecord(tx, id);
    const codes = await generateDiscountCodes(tx, { discount, count, now });
    // The audit entry names how many and the range of ids, not a thousand codes.
    await recordAudit(tx, {
      actor,
      action: 'generate_codes',
      entity: 'discount',
      entityId: id,
      changes: {
        before: null,
        after: { count: codes.length, firstId: codes[0]?.id ?? null, lastId: codes.at(-1)?.id ?? null },
      },
      now,
    });
    return codes;
  });
}

/** GET /api/admin/discounts/{id}/identifiers and the CSV export. */
export async function listAdminDiscountCodes(
  ctx: Ctx,
  { id }: { id: number },
): Promise<{ discount: DiscountRecord; codes: DiscountIdentifier[] }> {
  const discount = await requireDiscountRecord(ctx.db, id);
  return { discount, codes: await listDiscountIdentifiers(ctx.db, id) };
}
