import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import { isClosedBookingStatus } from '@domain/bookings/status';
import {
  ADMIN_REGISTRATION_NOT_FOUND_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  registrationAlreadyMessage,
} from '@domain/orders/messages';
import { registrationIdSchema } from '@domain/payments/schemas';
import { REFERENCE_NUMBER_PATTERN } from '@domain/shared/identity';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { conflict, notFound } from '../../errors';

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

/**
 * The booking as staff change it, locked for the rest of the transaction, so that status changes of it
 * run one at a time. A closed booking (cancelled, expired) is a 409: nothing about it changes.
 */
export async function lockBookingForStaff(tx: Executor, id: string) {
  if (!registrationIdSchema.safeParse(id).success) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
  const [row] = await tx
    .select({
      id: registrations.id,
      status: registrations.status,
      referenceNumber: registrations.referenceNumber,
      email: registrations.email,
      timeslotId: registrations.timeslotId,
      personCount: registrations.personCount,
      assignedStaffId: registrations.assignedStaffId,
    })
    .from(registrations)
    .where(eq(registrations.id, id))
    .for('update');
  if (!row) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
  if (isClosedBookingStatus(row.status)) {
    throw conflict(row.status === 'cancelled' ? registrationAlreadyMessage('cancelled') : REGISTRATION_CLOSED_MESSAGE);
  }
  return row;
}

/**
 * The booking with this reference number, for a call that addresses it by reference; malformed and
 * unknown references get the same 404. `share` locks the row (an erasure waits, or is waited for).
 */
export async function requireBookingByReference(
  db: Executor,
  referenceNumber: string,
  options: { lock?: 'share' | 'update' } = {},
): Promise<LockedBooking> {
  if (!REFERENCE_NUMBER_PATTERN.test(referenceNumber)) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  const query = db.select().from(registrations).where(eq(registrations.referenceNumber, referenceNumber));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  return row;
}
