import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { discountIdentifiers } from '../../db/schema/discounts';

/**
 * How many bookings (any status) redeemed a code of each discount, by discount id. A discount with
 * any cannot be deleted: the bookings name its codes, and their stored amounts must keep their source.
 * Reads discount_identifiers only to map a booking's code to its discount.
 */
export async function countBookingsByDiscount(db: Executor, discountId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ discountId: discountIdentifiers.discountId, n: count() })
    .from(registrations)
    .innerJoin(discountIdentifiers, eq(discountIdentifiers.id, registrations.discountCodeId))
    .where(discountId === undefined ? undefined : sql`${discountIdentifiers.discountId} = ${discountId}`)
    .groupBy(discountIdentifiers.discountId);
  return new Map(rows.map((row) => [row.discountId, Number(row.n)]));
}
