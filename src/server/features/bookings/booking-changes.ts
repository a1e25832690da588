import type { PriceBreakdown } from '@domain/bookings/pricing';
import { toE164 } from '@domain/notifications/text-messages';
import { emailKey } from '@domain/shared/contact-keys';
import { centsToAmount, toCents } from '@domain/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrationDiscountIdentifiers, registrations } from '../../db/schema/bookings';
import { releaseCodeRedemption } from '../discounts';
import { queueMessages } from '../outbox';
import type { LockedBooking } from './booking-lock';
import { contactKeysOf } from './holds';

// Changes to a live booking that other features make through this one (the participants page): its
// primary contact and its stored amounts. The caller holds the booking's row lock.

/** The person stored on the booking itself: its primary contact. */
export interface PrimaryPerson {
  firstName: string;
  lastName: string;
  /** As the booking stores it: 'male', 'female' or 'other'. */
  gender: string;
  identificationNumber: string;
  dateOfBirth: string;
  mobileNumber: string;
  email: string;
  medicalConditions: string | null;
  vitalityMembershipNo: string | null;
  packageId: number;
}

export function primaryPersonOf(booking: LockedBooking): PrimaryPerson {
  return {
    firstName: booking.firstName,
    lastName: booking.lastName,
    gender: booking.gender,
    identificationNumber: booking.identificationNumber,
    dateOfBirth: booking.dateOfBirth ?? '',
    mobileNumber: booking.mobileNumber,
    email: booking.email,
    medicalConditions: booking.medicalConditions,
    vitalityMembershipNo: booking.vitalityMembershipNo,
    packageId: booking.packageId,
  };
}

/**
 * Stores the booking's primary contact. A change of its email or mobile number is emailed to the new
 * address and, when the address changed, to the old one too (DESIGN §8.2), so a stranger who got hold
 * of the booking cannot quietly take its emails. The old number is texted too where texts may go
 * (`textCountryCodes`: SMS_ALLOWED_COUNTRY_CODES).
 */
export async function savePrimaryPerson(
  tx: Executor,
  options: { id: string; person: PrimaryPerson; now: Date; textCountryCodes: readonly string[] },
) {
  const { id, person, now } = options;
  const [before] = await tx
    .select({ email: registrations.email, mobileNumber: registrations.mobileNumber })
    .from(registrations)
    .where(eq(registrations.id, id));
  await tx
    .update(registrations)
    .set({ ...person, ...contactKeysOf(person), updatedAt: now })
    .where(eq(registrations.id, id));
  if (!before || (before.email === person.email && before.mobileNumber === person.mobileNumber)) return;
  const change = `contact-changed:${id}:${now.getTime()}`;
  await queueMessages(tx, {
    kind: 'contact-changed',
    registrationId: id,
    toAddress: person.email,
    now,
    dedupeKey: change,
    // The text goes to the number the booking had: a new number's owner is not the one to warn.
    textTo: toE164(before.mobileNumber) ?? undefined,
    textCountryCodes: options.textCountryCodes,
  });
  if (emailKey(before.email) !== emailKey(person.email)) {
    await queueMessages(tx, {
      kind: 'contact-changed',
      registrationId: id,
      toAddress: before.email,
      now,
      dedupeKey: `${change}:previous`,
      text: false,
    });
  }
}

/**
 * Stores the membership verified for a booking's new primary contact (DESIGN §8.2: a member price never
 * survives a change of the member). The AIA member id is the ID number of an AIA member, else empty, as
 * a booking stores it. The caller re-prices the booking with it.
 */
export async function saveBookingMembership(
  tx: Executor,
  options: { id: string; member: { isAiaMember: boolean; isVitalityMember: boolean }; now: Date },
) {
  await tx
    .update(registrations)
    .set({
      isAiaMember: options.member.isAiaMember,
      isVitalityMember: options.member.isVitalityMember,
      aiaMemberId: options.member.isAiaMember ? sql`${registrations.identificationNumber}` : null,
      updatedAt: options.now,
    })
    .where(eq(registrations.id, options.id));
}

/**
 * Stores a booking's new price, computed by priceBooking over all its persons: the amounts stay
 * consistent with its persons after every change. An unpaid booking's amount due is its total less
 * what the partner prepaid.
 */
export async function saveBookingPrice(tx: Executor, options: { id: string; price: PriceBreakdown; now: Date }) {
  const { price } = options;
  const memberSavings = price.persons.reduce((sum, person) => sum + toCents(person.memberDiscount), 0);
  await tx
    .update(registrations)
    .set({
      personCount: price.personCount,
      subtotalAmount: price.subtotal,
      volumeDiscountAmount: price.volumeDiscount,
      discountAmount: price.codeDiscount,
      aiaDiscountAmount: centsToAmount(memberSavings),
      gstAmount: price.gst,
      totalAmount: price.total,
      amountDue: price.amountDue,
      updatedAt: options.now,
    })
    .where(eq(registrations.id, options.id));
}

/** Takes a code that no longer applies off a booking, and gives its redemption back. */
export async function dropBookingCode(tx: Executor, options: { id: string; identifierId: number; now: Date }) {
  const unlinked = await tx
    .delete(registrationDiscountIdentifiers)
    .where(
      and(
        eq(registrationDiscountIdentifiers.registrationId, options.id),
        eq(registrationDiscountIdentifiers.discountIdentifierId, options.identifierId),
      ),
    )
    .returning({ id: registrationDiscountIdentifiers.discountIdentifierId });
  if (unlinked.length > 0) await releaseCodeRedemption(tx, options.identifierId, options.now);
  await tx
    .update(registrations)
    .set({ discountCodeId: null, updatedAt: options.now })
    .where(eq(registrations.id, options.id));
}
