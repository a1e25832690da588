import { PRIMARY_CONTACT_DETAILS_MESSAGE } from '@domain/participants/messages';
import type { ParticipantUpdateRequest } from '@domain/participants/schemas';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { participants } from '../../db/schema/bookings';
import { badRequest } from '../../errors';
import { type LockedBooking, type PrimaryPerson, primaryPersonOf, savePrimaryPerson } from '../bookings';
import {
  bookingGender,
  type ChangedPrices,
  changedVitalityNo,
  type ParticipantRow,
  type PricedPerson,
  participantGender,
} from './persons';

// The primary contact, the person stored on the booking: their details as a change leaves them, and
// a participant taking their place.

/**
 * The primary contact is the one the clinic reaches: an email and a mobile number stay required. Null
 * (or empty) is one removed or missing; undefined, one a change leaves as it is.
 */
export function assertPrimaryContactDetails(contact: { email?: string | null; mobileNumber?: string | null }) {
  const isMissing = (value: string | null | undefined) => value === null || value === '';
  if (!isMissing(contact.email) && !isMissing(contact.mobileNumber)) return;
  throw badRequest(PRIMARY_CONTACT_DETAILS_MESSAGE, [
    { path: isMissing(contact.email) ? 'email' : 'mobileNumber', message: PRIMARY_CONTACT_DETAILS_MESSAGE },
  ]);
}

/** The primary contact with the fields an update gives; the ones it leaves out stay as they are. */
export function updatedPrimaryPerson(person: PrimaryPerson, request: ParticipantUpdateRequest): PrimaryPerson {
  return {
    firstName: request.firstName ?? person.firstName,
    lastName: request.lastName ?? person.lastName,
    gender: request.gender ? bookingGender(request.gender) : person.gender,
    identificationNumber: request.identificationNumber ?? person.identificationNumber,
    dateOfBirth: request.dateOfBirth ?? person.dateOfBirth,
    mobileNumber: request.mobileNumber ?? person.mobileNumber,
    email: request.email ?? person.email,
    medicalConditions:
      request.medicalConditions === undefined ? person.medicalConditions : request.medicalConditions || null,
    vitalityMembershipNo: changedVitalityNo(request.vitalityMembershipNo, person.vitalityMembershipNo),
    packageId: request.packageId ?? person.packageId,
  };
}

/** Fields of a participant row from a person on the booking (the old primary moving into the table). */
function rowFieldsFromPrimary(person: PrimaryPerson) {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    gender: participantGender(person.gender),
    identificationNumber: person.identificationNumber,
    dateOfBirth: person.dateOfBirth,
    mobileNumber: person.mobileNumber,
    email: person.email,
    medicalConditions: person.medicalConditions,
    vitalityMembershipNo: person.vitalityMembershipNo,
    packageId: person.packageId,
  };
}

/** The booking's primary from a participant row; its email and mobile number were checked first. */
function primaryFromRow(row: ParticipantRow): PrimaryPerson {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    gender: bookingGender(row.gender),
    identificationNumber: row.identificationNumber,
    dateOfBirth: row.dateOfBirth ?? '',
    mobileNumber: row.mobileNumber ?? '',
    email: row.email ?? '',
    medicalConditions: row.medicalConditions,
    vitalityMembershipNo: row.vitalityMembershipNo,
    packageId: row.packageId,
  };
}

/**
 * Makes participant `row` the primary contact: the person on the booking and the person in the row
 * change places, each with their own package and prices, so the previous primary stays in the booking
 * as a participant. The booking then takes the membership verified for the new primary contact.
 * Answers with the prices the swap leaves: the new primary keeps `priced`, the row takes `primary`'s.
 */
export async function swapPrimary(
  tx: Executor,
  options: {
    booking: LockedBooking;
    row: ParticipantRow;
    /** The row's person's prices, which they keep as the primary contact. */
    priced: PricedPerson;
    /** The previous primary contact's prices, which they keep in the row. */
    primary: PricedPerson;
    now: Date;
    textCountryCodes: readonly string[];
  },
): Promise<ChangedPrices> {
  const { booking, row, primary, now } = options;
  assertPrimaryContactDetails(row);
  await tx
    .update(participants)
    .set({
      ...rowFieldsFromPrimary(primaryPersonOf(booking)),
      packagePrice: primary.unitPrice,
      originalPrice: primary.originalPrice,
      isPrimary: false,
      updatedAt: now,
    })
    .where(eq(participants.id, row.id));
  await savePrimaryPerson(tx, {
    id: booking.id,
    person: primaryFromRow(row),
    now,
    textCountryCodes: options.textCountryCodes,
  });
  return { primary: options.priced, rows: new Map([[row.id, primary]]) };
}
