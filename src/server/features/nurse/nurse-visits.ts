import type { NurseVisit, VisitEventType } from '@domain/nurse/schemas';
import { orderRoute } from '@domain/routing/route-order';
import type { Executor } from '../../db/client';
import { listRunSheetVisits } from '../run-sheet';
import { findPresses } from './visit-events';

/**
 * GET /api/nurse/visits: a nurse's visits of a day (DESIGN §8.12), wherever they are, in route order
 * with the distance between them, each person's consent and flags (never the answers), and what she
 * pressed so far.
 */
export async function listNurseVisits(db: Executor, options: { staffId: number; date: string }): Promise<NurseVisit[]> {
  const bookings = await listRunSheetVisits(db, options);
  const presses = await findPresses(
    db,
    bookings.map((booking) => booking.registrationId),
  );
  const route = orderRoute(bookings.map((booking) => ({ ...booking, id: booking.registrationId })));
  return route.map(({ visit, order, distanceFromPreviousKm }) => ({
    registrationId: visit.registrationId,
    reference: visit.referenceNumber,
    time: visit.time,
    address: visit.address,
    unitNumber: visit.unitNumber,
    postalCode: visit.postalCode,
    lat: visit.latitude,
    lng: visit.longitude,
    order,
    distanceFromPreviousKm,
    mobileNumber: visit.mobileNumber,
    persons: visit.persons.map((person) => ({
      participantId: person.participantId,
      firstName: person.firstName,
      lastName: person.lastName,
      packageName: person.packageName,
      consent: person.consent,
      flags: person.flags,
    })),
    status: visit.status,
    events: (presses.get(visit.registrationId) ?? []).map((row) => ({
      type: row.type as VisitEventType,
      at: row.at.toISOString(),
    })),
  }));
}
