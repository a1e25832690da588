import type { DashboardVisit, ExpiringHold } from '@domain/admin/dashboard-today-schemas';
import { CLOSED_BOOKING_STATUSES } from '@domain/bookings/status';
import { isAddressNeeded } from '@domain/orders/address-needed';
import type { AdminRegistrationStatus } from '@domain/orders/schemas';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { eventDates, timeslots } from '../../db/schema/timeslots';

// The bookings the dashboard starts with: the visits of the next days and the holds about to go.

/** Enough for the busiest two days; the run sheet and the orders tab have the rest. */
const MAX_ROWS = 200;

const asStatus = (status: string): AdminRegistrationStatus =>
  (REGISTRATION_STATUSES as readonly string[]).includes(status) ? (status as AdminRegistrationStatus) : 'confirmed';

/** A visit as the query reads it: the nurse's id, which the dashboard names. */
export type VisitOnDate = Omit<DashboardVisit, 'nurse'> & { assignedStaffId: number | null };

/** The live visits on these dates ('yyyy-MM-dd'), in time order: one query. */
export async function findVisitsOnDates(db: Executor, dates: string[]): Promise<VisitOnDate[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .select({
      id: registrations.id,
      referenceNumber: registrations.referenceNumber,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      date: eventDates.date,
      time: timeslots.time,
      region: registrations.region,
      address: registrations.address,
      unitNumber: registrations.unitNumber,
      postalCode: registrations.postalCode,
      erasedAt: registrations.erasedAt,
      status: registrations.status,
      personCount: registrations.personCount,
      assignedStaffId: registrations.assignedStaffId,
    })
    .from(registrations)
    .innerJoin(timeslots, eq(timeslots.id, registrations.timeslotId))
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(and(inArray(eventDates.date, dates), notInArray(registrations.status, [...CLOSED_BOOKING_STATUSES])))
    .orderBy(asc(eventDates.date), asc(timeslots.time), asc(registrations.referenceNumber))
    .limit(MAX_ROWS);
  return rows.map(({ erasedAt, ...row }) => ({
    ...row,
    status: asStatus(row.status),
    addressNeeded: isAddressNeeded({ ...row, erasedAt }),
  }));
}

/**
 * Unpaid bookings whose hold ends after `now` and no later than `until`, soonest first: the end of the
 * unpaid hold or of the unproven hold (DESIGN §8.2), whichever comes first. One query.
 */
export async function findHoldsExpiring(db: Executor, options: { now: Date; until: Date }): Promise<ExpiringHold[]> {
  const expiresAt = sql`least(${registrations.paymentDueAt}, ${registrations.holdExpiresAt})`;
  const rows = await db
    .select({
      id: registrations.id,
      referenceNumber: registrations.referenceNumber,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      status: registrations.status,
      expiresAt: sql<Date>`${expiresAt}`.mapWith(registrations.paymentDueAt),
      amountDue: registrations.amountDue,
      date: eventDates.date,
      time: timeslots.time,
    })
    .from(registrations)
    .innerJoin(timeslots, eq(timeslots.id, registrations.timeslotId))
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(
      and(
        inArray(registrations.status, ['pending_payment', 'confirmed']),
        sql`${expiresAt} > ${options.now.toISOString()}::timestamptz`,
        sql`${expiresAt} <= ${options.until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(expiresAt), asc(registrations.referenceNumber))
    .limit(MAX_ROWS);
  return rows.map((row) => ({
    ...row,
    status: asStatus(row.status),
    expiresAt: row.expiresAt.toISOString(),
  }));
}
