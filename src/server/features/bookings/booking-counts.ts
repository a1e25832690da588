import { CLOSED_BOOKING_STATUSES } from '@domain/bookings/status';
import type { AdminRegistrationStatus } from '@domain/orders/schemas';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import type { BookingOnDate } from '@domain/timeslots/holiday-schemas';
import { and, count, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { participants, registrations } from '../../db/schema/bookings';
import { findSlotIdsOnDate } from '../timeslots';
import { findEventsAndSlots } from './booking-details';

// What other capabilities ask of the bookings as a whole: how many there are, per event, package,
// slot or date (an event with bookings cannot be deleted, a holiday's date lists those it moves).

/** Bookings (any status: a cancelled one is history too) per event; an event with any cannot be deleted. */
export async function countRegistrationsByEvent(db: Executor, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: registrations.eventId, n: count() })
    .from(registrations)
    .where(inArray(registrations.eventId, eventIds))
    .groupBy(registrations.eventId);
  return new Map(rows.map((row) => [row.eventId, row.n]));
}
/** Bookings (any status) in which the package was chosen, by the main person or a household member. */
export async function countRegistrationsByPackage(db: Executor, packageIds: number[]): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const [main, household] = await Promise.all([
    db
      .select({ packageId: registrations.packageId, id: registrations.id })
      .from(registrations)
      .where(inArray(registrations.packageId, packageIds)),
    db
      .select({ packageId: participants.packageId, id: participants.registrationId })
      .from(participants)
      .where(inArray(participants.packageId, packageIds)),
  ]);
  const bookings = new Map<number, Set<string>>();
  for (const row of [...main, ...household]) {
    bookings.set(row.packageId, (bookings.get(row.packageId) ?? new Set()).add(row.id));
  }
  return new Map([...bookings].map(([packageId, ids]) => [packageId, ids.size]));
}
/** Of these slots, the ones any booking (any status) names: they cannot be removed from a schedule. */
export async function findTimeslotIdsWithBookings(db: Executor, timeslotIds: number[]): Promise<Set<number>> {
  if (timeslotIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ timeslotId: registrations.timeslotId })
    .from(registrations)
    .where(inArray(registrations.timeslotId, timeslotIds));
  return new Set(rows.map((row) => row.timeslotId));
}
/** Live bookings whose visit is on a date, by time: what staff must handle when the date becomes a holiday. */
export async function findBookingsOnDate(db: Executor, date: string): Promise<BookingOnDate[]> {
  const slotIds = await findSlotIdsOnDate(db, date);
  if (slotIds.length === 0) return [];
  const rows = await db
    .select({
      id: registrations.id,
      referenceNumber: registrations.referenceNumber,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      mobileNumber: registrations.mobileNumber,
      eventId: registrations.eventId,
      timeslotId: registrations.timeslotId,
      status: registrations.status,
      personCount: registrations.personCount,
    })
    .from(registrations)
    .where(
      and(inArray(registrations.timeslotId, slotIds), notInArray(registrations.status, [...CLOSED_BOOKING_STATUSES])),
    );
  const { eventNames, slots } = await findEventsAndSlots(db, rows);
  return rows
    .map((row) => ({
      id: row.id,
      referenceNumber: row.referenceNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      mobileNumber: row.mobileNumber,
      eventName: eventNames.get(row.eventId) ?? '',
      timeslotTime: slots.get(row.timeslotId)?.time ?? '',
      status: asStatus(row.status),
      personCount: row.personCount,
    }))
    .sort((a, b) => a.timeslotTime.localeCompare(b.timeslotTime) || a.referenceNumber.localeCompare(b.referenceNumber));
}
/** How many bookings there are (the dashboard's Orders card). */
export async function countRegistrations(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(registrations);
  return row?.n ?? 0;
}

/** A stored status as staff's lists type it; an unknown one reads as confirmed. */
export const asStatus = (status: string): AdminRegistrationStatus =>
  (REGISTRATION_STATUSES as readonly string[]).includes(status) ? (status as AdminRegistrationStatus) : 'confirmed';
