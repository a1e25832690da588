import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrationDiscountIdentifiers } from '../../db/schema/bookings';
import { releaseCodeRedemption } from '../discounts';
import { type FreedVisits, releaseSlotCapacity } from '../timeslots';

/**
 * Gives back what a booking held once it stops holding it (cancelled or expired), in the transaction
 * that moved its status: its persons' places in the slot (offered to the waitlist at once) and its
 * codes' redemptions. Called only by
 * the conditional status UPDATE's winner, so it runs exactly once per booking. Answers how many codes
 * were given back.
 */
export async function releaseBookingHolds(
  tx: Executor,
  booking: { id: string; timeslotId: number; persons: number },
  now: Date,
  waitlist: { freedVisits: Pick<FreedVisits, 'offerFreedVisits'>; offerMinutes: number },
): Promise<number> {
  await releaseSlotCapacity(tx, { timeslotId: booking.timeslotId, persons: booking.persons });
  // The freed visit goes to the waitlist first, in this transaction (DESIGN §8.6).
  await waitlist.freedVisits.offerFreedVisits(tx, {
    timeslotId: booking.timeslotId,
    now,
    offerMinutes: waitlist.offerMinutes,
  });
  const codes = await tx
    .select({ identifierId: registrationDiscountIdentifiers.discountIdentifierId })
    .from(registrationDiscountIdentifiers)
    .where(eq(registrationDiscountIdentifiers.registrationId, booking.id));
  for (const code of codes) await releaseCodeRedemption(tx, code.identifierId, now);
  return codes.length;
}
