import type { VisitAddress } from '@domain/bookings/visit-address';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { requireBookingToken } from './holds';

/**
 * GET /api/registrations/{id}/visit-address: the home visit's address for the pages of a booking, only
 * with the booking's token (DESIGN §8.2: the reference number and the id open no address). The parts
 * as stored: all null for a booking made before the address was asked for, or erased after retention.
 */
export async function readVisitAddress(
  db: Executor,
  registrationId: string,
  token: string | undefined,
): Promise<VisitAddress> {
  await requireBookingToken(db, registrationId, token);
  const [row] = await db
    .select({
      unitNumber: registrations.unitNumber,
      address: registrations.address,
      postalCode: registrations.postalCode,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row ?? { unitNumber: null, address: null, postalCode: null };
}
