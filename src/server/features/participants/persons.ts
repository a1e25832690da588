import type { ParticipantView } from '@domain/participants/schemas';
import { genderLabel, PARTICIPANT_GENDERS } from '@domain/shared/gender';
import { centsToAmount, toCents } from '@domain/shared/money';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { participants } from '../../db/schema/bookings';
import type { LockedBooking } from '../bookings';

// A booking's persons are its primary contact, stored on the booking (registrations), and its
// participant rows. These are the pieces every read and change of them shares.

export type ParticipantRow = typeof participants.$inferSelect;

/** A person as priced: the package, its base price and this person's unit price (member price or base). */
export interface PricedPerson {
  packageId: number;
  originalPrice: string;
  unitPrice: string;
}

/** Persons whose prices a change sets: the primary's, and participant id → prices. */
export interface ChangedPrices {
  primary?: PricedPerson;
  rows?: Map<number, PricedPerson>;
}

/** A stored gender in the participants page's spelling ('female' → 'Female'); an unknown one reads as Male. */
export const participantGender = (gender: string): ParticipantView['gender'] => {
  const label = genderLabel(gender.toLowerCase());
  return (PARTICIPANT_GENDERS as readonly string[]).includes(label) ? (label as ParticipantView['gender']) : 'Male';
};
/** The booking stores the primary contact's gender in lower case, as the booking forms send it. */
export const bookingGender = (gender: string) => gender.toLowerCase();

/** A Vitality number as a change gives it: undefined keeps the stored one, an empty one removes it. */
export const changedVitalityNo = (given: string | null | undefined, stored: string | null) =>
  given === undefined ? stored : given || null;

export const isMemberBooking = (booking: LockedBooking) => booking.isAiaMember || booking.isVitalityMember;

/**
 * The primary contact's prices, which the booking stores as totals: its unit price is what the
 * subtotal leaves after the participants' unit prices, its member saving what the booking's savings
 * leave after theirs. Exact, because every change stores all of them from one priceBooking.
 */
export function primaryPrices(booking: LockedBooking, rows: ParticipantRow[]): PricedPerson {
  const unit = toCents(booking.subtotalAmount) - rows.reduce((sum, row) => sum + toCents(row.packagePrice), 0);
  const saving = toCents(booking.aiaDiscountAmount) - rows.reduce((sum, row) => sum + toCents(row.discountAmount), 0);
  return { packageId: booking.packageId, unitPrice: centsToAmount(unit), originalPrice: centsToAmount(unit + saving) };
}

export const rowPrices = (row: ParticipantRow): PricedPerson => ({
  packageId: row.packageId,
  originalPrice: row.originalPrice,
  unitPrice: row.packagePrice,
});

export async function listRows(db: Executor, registrationId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(participants)
    .where(eq(participants.registrationId, registrationId))
    .orderBy(asc(participants.id));
}
