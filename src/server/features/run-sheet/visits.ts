import { CLOSED_BOOKING_STATUSES } from '@domain/bookings/status';
import type { RunSheetVisit } from '@domain/run-sheet/schemas';
import { formatTimeLabel } from '@domain/shared/dates';
import { normalizeReferenceNumber, REFERENCE_NUMBER_PATTERN } from '@domain/shared/identity';
import type { RegionName } from '@domain/timeslots/regions';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { findBookingPersons, findEventsAndSlots } from '../bookings';
import { findPreVisitSummaries } from '../questionnaire';
import { findSlotIdsOnDate } from '../timeslots';

/**
 * A visit of the run sheet as the bookings know it; the run sheet adds what the texts know and the
 * route. Each person carries their participant id (0 for the main person), which the nurse's outcome names.
 */
export type RunSheetBooking = Omit<
  RunSheetVisit,
  'textsAllowed' | 'onMyWay' | 'nurse' | 'order' | 'distanceFromPreviousKm' | 'persons'
> & {
  persons: Array<RunSheetVisit['persons'][number] & { participantId: number }>;
  smsReminders: boolean;
  /** Where the booking's emails go (a moved day asks each booking by email). */
  email: string;
  latitude: number | null;
  longitude: number | null;
  assignedStaffId: number | null;
};

/** Whose visits of a day: a region's (the run sheet), or one nurse's wherever they are (the nurse's view). */
export type VisitsOfDay = { date: string } & ({ region: RegionName } | { staffId: number });

/** What "On my way" needs of a booking found by its reference: null when there is none. */
export async function findVisitByReference(db: Executor, text: string) {
  // Anything that is not a reference is found nowhere, without asking the database (a NUL byte would
  // make PostgreSQL refuse the statement).
  const referenceNumber = normalizeReferenceNumber(text);
  if (!REFERENCE_NUMBER_PATTERN.test(referenceNumber)) return null;
  const [row] = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      smsReminders: registrations.smsReminders,
      mobileNumber: registrations.mobileNumber,
      visitDate: eventDates.date,
    })
    .from(registrations)
    .innerJoin(timeslots, eq(timeslots.id, registrations.timeslotId))
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(eq(registrations.referenceNumber, referenceNumber));
  return row ?? null;
}

/**
 * The nurse's run sheet: the live bookings (not cancelled, not expired) whose home visit is in the
 * region on the date, whatever the event, in time order (then by reference), with what the nurse
 * needs at the door: names, household size, address, unit, postal code, mobile, packages, amount due.
 */
export async function listRunSheetVisits(db: Executor, options: VisitsOfDay): Promise<RunSheetBooking[]> {
  const slotIds = await findSlotIdsOnDate(db, options.date);
  if (slotIds.length === 0) return [];
  const rows = await db
    .select({
      id: registrations.id,
      referenceNumber: registrations.referenceNumber,
      status: registrations.status,
      eventId: registrations.eventId,
      timeslotId: registrations.timeslotId,
      packageId: registrations.packageId,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      personCount: registrations.personCount,
      address: registrations.address,
      unitNumber: registrations.unitNumber,
      postalCode: registrations.postalCode,
      mobileNumber: registrations.mobileNumber,
      amountDue: registrations.amountDue,
      smsReminders: registrations.smsReminders,
      email: registrations.email,
      latitude: registrations.latitude,
      longitude: registrations.longitude,
      assignedStaffId: registrations.assignedStaffId,
    })
    .from(registrations)
    .where(
      and(
        inArray(registrations.timeslotId, slotIds),
        'region' in options
          ? eq(registrations.region, options.region)
          : eq(registrations.assignedStaffId, options.staffId),
        notInArray(registrations.status, [...CLOSED_BOOKING_STATUSES]),
      ),
    );
  const [{ eventNames, slots }, persons, preVisit] = await Promise.all([
    findEventsAndSlots(db, rows),
    findBookingPersons(db, rows),
    findPreVisitSummaries(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows
    .map((row): RunSheetBooking => {
      const time = slots.get(row.timeslotId)?.time ?? '';
      // Both list the main person first, then the household in the order added.
      const forms = preVisit.get(row.id) ?? [];
      const people = (persons.get(row.id) ?? []).map((person, index) => ({
        ...person,
        participantId: forms[index]?.participantId ?? index,
        consent: forms[index]?.consent ?? 'pending',
        flags: forms[index]?.flags ?? [],
      }));
      return {
        referenceNumber: row.referenceNumber,
        time,
        timeLabel: time ? formatTimeLabel(time) : '',
        eventName: eventNames.get(row.eventId) ?? '',
        status: row.status,
        firstName: row.firstName,
        lastName: row.lastName,
        personCount: row.personCount,
        persons: people,
        packages: [...new Set(people.map((person) => person.packageName))],
        address: row.address,
        unitNumber: row.unitNumber,
        postalCode: row.postalCode,
        mobileNumber: row.mobileNumber,
        amountDue: row.amountDue,
        registrationId: row.id,
        smsReminders: row.smsReminders,
        email: row.email,
        latitude: row.latitude,
        longitude: row.longitude,
        assignedStaffId: row.assignedStaffId,
      };
    })
    .sort((a, b) => a.time.localeCompare(b.time) || a.referenceNumber.localeCompare(b.referenceNumber));
}
