import { PACKAGE_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import { type PriceBreakdown, priceBooking } from '@domain/bookings/pricing';
import { todayInSingapore } from '@domain/shared/dates';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { participants } from '../../db/schema/bookings';
import { badRequest } from '../../errors';
import { dropBookingCode, type LockedBooking, saveBookingPrice } from '../bookings';
import { findBookedCodeRule } from '../discounts';
import { listEventPackages } from '../events';
import { isMemberBooking, type PricedPerson } from './persons';

// The prices of a booking's persons: today's for a person added or given another package, and the
// whole booking priced again with priceBooking after every change.

/**
 * The price of a person with this package now, for a person added or given another package; and a
 * package's member price now, for the persons of a booking that has just become a member's.
 */
export async function catalogueLookup(tx: Executor, booking: LockedBooking) {
  const offered = new Map((await listEventPackages(tx, booking.eventId)).map((pkg) => [pkg.id, pkg]));
  return {
    priceOf: (packageId: number): PricedPerson => {
      const pkg = offered.get(packageId);
      if (!pkg) throw badRequest(PACKAGE_REQUIRED_MESSAGE, [{ path: 'packageId', message: PACKAGE_REQUIRED_MESSAGE }]);
      const isMember = isMemberBooking(booking);
      const unit = isMember && pkg.aiaPrice ? pkg.aiaPrice : pkg.price;
      return { packageId, originalPrice: pkg.price, unitPrice: unit };
    },
    memberPriceOf: (packageId: number): string | null => offered.get(packageId)?.aiaPrice ?? null,
  };
}

/**
 * Re-prices the whole booking over its persons (primary first) with the membership stored on it and
 * its code while the code still applies, then stores the amounts and each participant's prices. A
 * booking that was no member's and now is takes each package's member price from the catalogue (the
 * prices it was booked at have none); one that no longer is pays the base prices.
 */
export async function repriceBooking(
  tx: Executor,
  booking: LockedBooking,
  persons: { primary: PricedPerson; rows: { id: number; priced: PricedPerson }[] },
  options: { now: Date; wasMember: boolean; memberPriceOf: (packageId: number) => string | null },
): Promise<{ price: PriceBreakdown; codeDiscountRemoved: boolean }> {
  const { now } = options;
  const isMember = isMemberBooking(booking);
  const becameMember = isMember && !options.wasMember;
  let codeDiscountRemoved = false;
  let rule = null;
  if (booking.discountCodeId !== null) {
    rule = await findBookedCodeRule(tx, booking.discountCodeId, { isMember, today: todayInSingapore(now) });
    if (!rule) {
      await dropBookingCode(tx, { id: booking.id, identifierId: booking.discountCodeId, now });
      codeDiscountRemoved = true;
    }
  }
  const all = [persons.primary, ...persons.rows.map((row) => row.priced)];
  const price = priceBooking({
    // Each person at the prices they were booked at (a person added or given another package: today's).
    persons: all.map((person) => ({
      price: person.originalPrice,
      aiaPrice: becameMember ? options.memberPriceOf(person.packageId) : person.unitPrice,
    })),
    isMember,
    discount: rule,
    partnerPaid: booking.totalPaidInApp,
  });
  await saveBookingPrice(tx, { id: booking.id, price, now });
  for (const [index, row] of persons.rows.entries()) {
    const priced = price.persons[index + 1]!;
    await tx
      .update(participants)
      .set({
        packagePrice: priced.unitPrice,
        originalPrice: priced.originalPrice,
        discountAmount: priced.memberDiscount,
        isAiaMember: booking.isAiaMember,
        isVitalityMember: booking.isVitalityMember,
      })
      .where(eq(participants.id, row.id));
  }
  return { price, codeDiscountRemoved };
}
