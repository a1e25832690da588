import type { DiscountRule } from '@domain/bookings/pricing';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';

/** A `bin` discount whose identifier is the first six digits of the card being charged (DESIGN §4). */
export interface CardDiscount {
  discountId: number;
  identifierId: number;
  label: string;
  rule: DiscountRule;
}

/**
 * The card discount a card with this BIN qualifies for today, if any: active, inside its validity
 * dates (Singapore), applicable to health screening and to this kind of customer, and under its BIN
 * redemption limit (0 or null = unlimited). The largest value wins when several match.
 */
export async function findCardDiscount(
  db: Executor,
  options: { bin: string; isMember: boolean; today: string },
): Promise<CardDiscount | null> {
  if (!/^\d{6}$/.test(options.bin)) return null;
  const rows = await db
    .select({ discount: discounts, identifierId: discountIdentifiers.id })
    .from(discountIdentifiers)
    .innerJoin(discounts, eq(discounts.id, discountIdentifiers.discountId))
    .where(
      and(
        eq(discounts.discountType, 'bin'),
        eq(discounts.isActive, true),
        eq(discounts.applicableForHealthScreening, true),
        options.isMember ? eq(discounts.applicableForAIA, true) : eq(discounts.applicableForRetail, true),
        or(isNull(discounts.startDate), lte(discounts.startDate, options.today)),
        or(isNull(discounts.endDate), gte(discounts.endDate, options.today)),
        eq(discountIdentifiers.identifier, options.bin),
        or(
          eq(discounts.limitBinRedemption, false),
          sql`coalesce(${discounts.maxBinRedemptions}, 0) = 0`,
          sql`${discounts.binRedemptionCount} < ${discounts.maxBinRedemptions}`,
        ),
      ),
    );
  const best = rows.sort((a, b) => Number(b.discount.value) - Number(a.discount.value))[0];
  if (!best) return null;
  return {
    discountId: best.discount.id,
    identifierId: best.identifierId,
    label: best.discount.lineItemLabel ?? best.discount.name,
    rule: {
      valueType: best.discount.discountValueType === 'amount' ? 'amount' : 'percentage',
      value: best.discount.value,
    },
  };
}

/**
 * Takes one BIN redemption with a conditional UPDATE when the payment is claimed, so two cards cannot
 * both take the last one. False when it is used up: the payment then goes ahead without it.
 */
export async function takeCardDiscount(tx: Executor, discount: CardDiscount, now: Date): Promise<boolean> {
  const taken = await tx
    .update(discounts)
    .set({ binRedemptionCount: sql`${discounts.binRedemptionCount} + 1`, updatedAt: now })
    .where(
      and(
        eq(discounts.id, discount.discountId),
        or(
          eq(discounts.limitBinRedemption, false),
          sql`coalesce(${discounts.maxBinRedemptions}, 0) = 0`,
          sql`${discounts.binRedemptionCount} + 1 <= ${discounts.maxBinRedemptions}`,
        ),
      ),
    )
    .returning({ id: discounts.id });
  return taken.length === 1;
}

/** Gives a BIN redemption back after a declined card. */
export async function releaseCardDiscount(
  tx: Executor,
  discount: Pick<CardDiscount, 'discountId'>,
  now: Date,
): Promise<void> {
  await tx
    .update(discounts)
    .set({ binRedemptionCount: sql`${discounts.binRedemptionCount} - 1`, updatedAt: now })
    .where(eq(discounts.id, discount.discountId));
}

/**
 * Gives a booking's code redemption back when the booking is released (expired or cancelled). Called
 * only by the one transaction that moved the booking out of its live status, so it runs once.
 */
export async function releaseCodeRedemption(tx: Executor, identifierId: number, now: Date): Promise<void> {
  const [identifier] = await tx
    .update(discountIdentifiers)
    .set({
      usedCount: sql`${discountIdentifiers.usedCount} - 1`,
      isUsed: sql`${discountIdentifiers.usedCount} - 1 > 0`,
      updatedAt: now,
    })
    .where(eq(discountIdentifiers.id, identifierId))
    .returning({ discountId: discountIdentifiers.discountId });
  if (!identifier) return;
  await tx
    .update(discounts)
    .set({ redemptionCount: sql`${discounts.redemptionCount} - 1`, updatedAt: now })
    .where(eq(discounts.id, identifier.discountId));
}
