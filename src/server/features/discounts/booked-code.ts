import type { DiscountRule } from '@domain/bookings/pricing';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { AppError } from '../../errors';
import { requireRedeemableCode } from './service';

/**
 * The rule of a code a booking already redeemed, while it would still be redeemable for that booking
 * (active, inside its dates, applicable to its membership); null when it no longer is. Its redemption
 * limits are not asked again: the booking holds one of the redemptions they count. Used when a
 * booking is re-priced after a change (participants added or removed).
 */
export async function findBookedCodeRule(
  db: Executor,
  identifierId: number,
  eligibility: { isMember: boolean; today: string },
): Promise<DiscountRule | null> {
  const [row] = await db
    .select({ code: discountIdentifiers.identifier, valueType: discounts.discountValueType, value: discounts.value })
    .from(discountIdentifiers)
    .innerJoin(discounts, eq(discounts.id, discountIdentifiers.discountId))
    .where(eq(discountIdentifiers.id, identifierId));
  if (!row) return null;
  try {
    return (await requireRedeemableCode(db, { identifierId, code: row.code }, eligibility)).rule;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A limit is the only conflict, and it is checked after every other rule passed: the code still
    // applies, and this booking's own redemption is among those the limit counts.
    if (error.code === 'CONFLICT')
      return { valueType: row.valueType === 'amount' ? 'amount' : 'percentage', value: row.value };
    return null;
  }
}
