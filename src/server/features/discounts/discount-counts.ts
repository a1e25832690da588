import { count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';

/** The code text and its discount's name by identifier id (the order details show what was redeemed). */
export async function findCodeLabels(
  db: Executor,
  identifierIds: number[],
): Promise<Map<number, { code: string; discountName: string }>> {
  if (identifierIds.length === 0) return new Map();
  const rows = await db
    .select({ id: discountIdentifiers.id, code: discountIdentifiers.identifier, discountName: discounts.name })
    .from(discountIdentifiers)
    .innerJoin(discounts, eq(discounts.id, discountIdentifiers.discountId))
    .where(inArray(discountIdentifiers.id, [...new Set(identifierIds)]));
  return new Map(rows.map(({ id, code, discountName }) => [id, { code, discountName }]));
}

/** How many discounts there are (the dashboard's card). */
export async function countDiscounts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(discounts);
  return row?.n ?? 0;
}
