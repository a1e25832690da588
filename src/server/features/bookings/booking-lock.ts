import { eq } from 'drizzle-orm';
import { REGISTRATION_NOT_FOUND_MESSAGE } from '../../../domain/messages';
import { registrationIdSchema } from '../../../domain/payment-schemas';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema';
import { notFound } from '../../errors';

export type LockedBooking = typeof registrations.$inferSelect;

/** Rule 7: anonymous changes address a booking by its random UUID; a malformed one names nothing. */
export function assertRegistrationId(id: string): void {
  if (!registrationIdSchema.safeParse(id).success) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
}

/**
 * The booking, read (and with `forUpdate`, locked until the transaction ends, so that changes to one
 * booking run one after the other). Every miss gets the look-up's 404 (rule 4).
 */
export async function requireBooking(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<LockedBooking> {
  assertRegistrationId(id);
  const query = db.select().from(registrations).where(eq(registrations.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  return row;
}
