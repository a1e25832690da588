import {
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_LIMIT_REACHED_MESSAGE,
  DISCOUNT_NOT_APPLICABLE_MESSAGE,
  DISCOUNT_NOT_YET_VALID_MESSAGE,
  INVALID_DISCOUNT_CODE_MESSAGE,
} from '@domain/bookings/messages';
import { type DiscountRule, discountAmountCents } from '@domain/bookings/pricing';
import type { DiscountResult } from '@domain/discounts/responses';
import { todayInSingapore } from '@domain/shared/dates';
import { centsToAmount, toCents } from '@domain/shared/money';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { badRequest, conflict, notFound } from '../../errors';

type Discount = typeof discounts.$inferSelect;
type DiscountIdentifier = typeof discountIdentifiers.$inferSelect;

export interface RedeemableCode {
  discount: Discount;
  identifier: DiscountIdentifier;
  rule: DiscountRule;
}

/** 0 or null means no limit (the admin form's '0 = unlimited'). */
const isLimitReached = (limit: number | null, used: number) => (limit ?? 0) > 0 && used >= (limit ?? 0);

/**
 * DESIGN §4: a customer may redeem a promo code whose discount is active, inside its validity dates
 * (Singapore), applicable to this kind of booking and under both redemption limits. Throws the reason.
 */
export function assertRedeemable(code: RedeemableCode, options: { isMember: boolean; today: string }): void {
  const { discount, identifier } = code;
  // Inactive and non-promo discounts are not customer codes at all, so they read as unknown.
  if (discount.discountType !== 'promo' || !discount.isActive) throw notFound(INVALID_DISCOUNT_CODE_MESSAGE);
  if (discount.startDate && options.today < discount.startDate) throw badRequest(DISCOUNT_NOT_YET_VALID_MESSAGE);
  if (discount.endDate && options.today > discount.endDate) throw badRequest(DISCOUNT_EXPIRED_MESSAGE);
  const isApplicable =
    discount.applicableForHealthScreening &&
    (options.isMember ? discount.applicableForAIA : discount.applicableForRetail);
  if (!isApplicable) throw badRequest(DISCOUNT_NOT_APPLICABLE_MESSAGE);
  if (
    (discount.limitRedemption && isLimitReached(discount.maxRedemptions, discount.redemptionCount)) ||
    isLimitReached(identifier.maxRedemptions, identifier.usedCount)
  ) {
    throw conflict(DISCOUNT_LIMIT_REACHED_MESSAGE);
  }
}

/**
 * Which code: its text alone (the validate call), or the identifier id the validate call returned
 * together with the text the customer typed (the booking). Identifier ids are sequential, so an id is
 * never enough on its own: a guessed id redeems nothing without its code.
 */
export type CodeReference = { code: string } | { identifierId: number; code: string | null | undefined };

async function findCode(db: Executor, reference: CodeReference) {
  const code = reference.code?.trim() ?? '';
  if (code === '') return null;
  const textMatches = sql`upper(${discountIdentifiers.identifier}) = upper(${code})`;
  const match =
    'identifierId' in reference ? and(eq(discountIdentifiers.id, reference.identifierId), textMatches) : textMatches;
  const [row] = await db
    .select({ identifier: discountIdentifiers, discount: discounts })
    .from(discountIdentifiers)
    .innerJoin(discounts, eq(discounts.id, discountIdentifiers.discountId))
    .where(match)
    .limit(1);
  return row ?? null;
}

/**
 * The code named by its text (case-insensitive), or by its identifier id and text, checked against the
 * rule. Shared by the validate call and the booking, which checks again inside its transaction.
 */
export async function requireRedeemableCode(
  db: Executor,
  reference: CodeReference,
  eligibility: { isMember: boolean; today: string },
): Promise<RedeemableCode> {
  const row = await findCode(db, reference);
  if (!row) throw notFound(INVALID_DISCOUNT_CODE_MESSAGE);
  const code = redeemableCode(row);
  assertRedeemable(code, eligibility);
  return code;
}

/** A code as read (its identifier and discount), with the pricing rule it applies. */
export function redeemableCode(row: { identifier: DiscountIdentifier; discount: Discount }): RedeemableCode {
  return {
    ...row,
    rule: {
      valueType: row.discount.discountValueType === 'amount' ? 'amount' : 'percentage',
      value: row.discount.value,
    },
  };
}

/**
 * The two conditional UPDATEs that take one redemption: each returns its row only when its counter
 * had room. A booking runs them inside its one writing statement.
 */
export function redemptionQueries(db: Executor, code: RedeemableCode, now: Date) {
  return {
    discount: db
      .update(discounts)
      .set({ redemptionCount: sql`${discounts.redemptionCount} + 1`, updatedAt: now })
      .where(
        and(
          eq(discounts.id, code.discount.id),
          or(
            eq(discounts.limitRedemption, false),
            sql`coalesce(${discounts.maxRedemptions}, 0) = 0`,
            sql`${discounts.redemptionCount} + 1 <= ${discounts.maxRedemptions}`,
          ),
        ),
      )
      .returning({ id: discounts.id }),
    identifier: db
      .update(discountIdentifiers)
      .set({ usedCount: sql`${discountIdentifiers.usedCount} + 1`, isUsed: true, usedAt: now, updatedAt: now })
      .where(
        and(
          eq(discountIdentifiers.id, code.identifier.id),
          or(
            sql`coalesce(${discountIdentifiers.maxRedemptions}, 0) = 0`,
            sql`${discountIdentifiers.usedCount} + 1 <= ${discountIdentifiers.maxRedemptions}`,
          ),
        ),
      )
      .returning({ id: discountIdentifiers.id }),
  };
}

/** POST /api/discounts/validate: whether a code applies, and what it would take off the given subtotal. */
export async function validateDiscount(options: {
  ctx: Pick<AppContext, 'db' | 'now'>;
  code: string;
  subtotal: number;
  /** AIA or Vitality: the AIA flag of the code applies, else its Retail flag. */
  isMember?: boolean;
}): Promise<DiscountResult> {
  const { ctx } = options;
  const code = await requireRedeemableCode(
    ctx.db,
    { code: options.code },
    { isMember: options.isMember === true, today: todayInSingapore(ctx.now()) },
  );
  return {
    code: code.identifier.identifier,
    discountAmount: centsToAmount(discountAmountCents(toCents(options.subtotal), code.rule)),
    type: code.rule.valueType,
    value: code.discount.value,
    description: code.discount.description ?? code.discount.lineItemLabel ?? code.discount.name,
    discountIdentifierId: code.identifier.id,
  };
}
