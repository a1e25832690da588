import { PRIMARY_PARTICIPANT_ID } from '@domain/participants/schemas';
import type { RunSheetPerson } from '@domain/run-sheet/schemas';
import { centsToAmount, toCents } from '@domain/shared/money';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { participants, type registrations, registrations as registrationsTable } from '../../db/schema/bookings';
import { findEventNames, findEventSummary, findPackageNames } from '../events';
import { findSlotTimes } from '../timeslots';

type RegistrationRow = typeof registrations.$inferSelect;

/**
 * What the booking's pages and documents show beside its own row: the household in the order added,
 * the event, the slot and the package names. The event, packages and slot belong to their features,
 * and are read through them.
 */
export async function readBookingDetails(db: Executor, registration: RegistrationRow) {
  const household = await db
    .select({
      firstName: participants.firstName,
      lastName: participants.lastName,
      identificationNumber: participants.identificationNumber,
      packageId: participants.packageId,
      packagePrice: participants.packagePrice,
    })
    .from(participants)
    .where(eq(participants.registrationId, registration.id))
    .orderBy(asc(participants.id));
  const [event, packageNames, slots] = await Promise.all([
    findEventSummary(db, registration.eventId),
    findPackageNames(db, [registration.packageId, ...household.map((person) => person.packageId)]),
    findSlotTimes(db, [registration.timeslotId]),
  ]);
  const slot = slots.get(registration.timeslotId);
  // Foreign keys keep these rows while the booking exists.
  if (!event || !slot) throw new Error(`Registration ${registration.id} names a missing event or timeslot`);
  return {
    household,
    event,
    slot,
    packageName: (packageId: number) => packageNames.get(packageId) ?? '',
    mainPackagePrice: mainPersonPrice(registration.subtotalAmount, household),
  };
}

/** The main person's price: what the stored subtotal leaves after the household members' prices. */
export function mainPersonPrice(subtotal: string, household: readonly { packagePrice: string }[]): string {
  return centsToAmount(toCents(subtotal) - household.reduce((sum, person) => sum + toCents(person.packagePrice), 0));
}

/** The event names and slot times a list of bookings names, read through their features (two queries). */
export async function findEventsAndSlots(db: Executor, rows: readonly { eventId: number; timeslotId: number }[]) {
  const [eventNames, slots] = await Promise.all([
    findEventNames(
      db,
      rows.map((row) => row.eventId),
    ),
    findSlotTimes(
      db,
      rows.map((row) => row.timeslotId),
    ),
  ]);
  return { eventNames, slots };
}

/** The persons of bookings: the main person (the booking itself) first, then the household by id. */
export async function findBookingPersons(
  db: Executor,
  bookings: { id: string; firstName: string; lastName: string; packageId: number }[],
): Promise<Map<string, RunSheetPerson[]>> {
  const household =
    bookings.length === 0
      ? []
      : await db
          .select({
            registrationId: participants.registrationId,
            firstName: participants.firstName,
            lastName: participants.lastName,
            packageId: participants.packageId,
          })
          .from(participants)
          .where(
            inArray(
              participants.registrationId,
              bookings.map((booking) => booking.id),
            ),
          )
          .orderBy(asc(participants.id));
  const packageNames = await findPackageNames(db, [
    ...bookings.map((booking) => booking.packageId),
    ...household.map((person) => person.packageId),
  ]);
  const result = new Map<string, RunSheetPerson[]>();
  for (const booking of bookings) {
    result.set(booking.id, [
      {
        firstName: booking.firstName,
        lastName: booking.lastName,
        packageName: packageNames.get(booking.packageId) ?? '',
        isPrimary: true,
        consent: 'pending',
        flags: [],
      },
    ]);
  }
  for (const person of household) {
    result.get(person.registrationId)?.push({
      firstName: person.firstName,
      lastName: person.lastName,
      packageName: packageNames.get(person.packageId) ?? '',
      isPrimary: false,
      consent: 'pending',
      flags: [],
    });
  }
  return result;
}

/** One person of a booking with what identifies them: the main person is PRIMARY_PARTICIPANT_ID (0). */
export interface IdentifiedPerson {
  participantId: number;
  firstName: string;
  lastName: string;
  identificationNumber: string;
  packageId: number;
  isPrimary: boolean;
}

/**
 * The persons of bookings with their identification numbers (the pre-visit forms tell who answered by
 * them): the main person first, then the household by id. Two queries however many bookings.
 */
export async function findIdentifiedPersons(
  db: Executor,
  bookingIds: string[],
): Promise<Map<string, IdentifiedPerson[]>> {
  const result = new Map<string, IdentifiedPerson[]>();
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return result;
  const [bookings, household] = await Promise.all([
    db
      .select({
        id: registrationsTable.id,
        firstName: registrationsTable.firstName,
        lastName: registrationsTable.lastName,
        identificationNumber: registrationsTable.identificationNumber,
        packageId: registrationsTable.packageId,
      })
      .from(registrationsTable)
      .where(inArray(registrationsTable.id, ids)),
    db
      .select({
        registrationId: participants.registrationId,
        participantId: participants.id,
        firstName: participants.firstName,
        lastName: participants.lastName,
        identificationNumber: participants.identificationNumber,
        packageId: participants.packageId,
      })
      .from(participants)
      .where(inArray(participants.registrationId, ids))
      .orderBy(asc(participants.id)),
  ]);
  for (const { id, ...person } of bookings) {
    result.set(id, [{ participantId: PRIMARY_PARTICIPANT_ID, ...person, isPrimary: true }]);
  }
  for (const { registrationId, ...person } of household)
    result.get(registrationId)?.push({ ...person, isPrimary: false });
  return result;
}
