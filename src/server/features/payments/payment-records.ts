import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';

/** Every stored payment row of these bookings, oldest first: what a person's data export holds. */
export async function findPaymentRecords(db: Executor, registrationIds: string[]) {
  if (registrationIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.registrationId, registrationIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
