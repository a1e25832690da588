import { eq } from 'drizzle-orm';
import type { LegacyRegistrationFields } from '../../../domain/api-schemas';
import type { LegacyBookingRequest } from '../../../domain/booking-schemas';
import { maskIdentificationNumber } from '../../../domain/identity';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema';
import { findEventSummary, findPackageNames } from '../events';
import { findSlotTimes } from '../timeslots';
import type { BookingDraft } from './book';

// The older booking flow (decision 007): its own request and answer around the main flow's booking
// steps. The booking is `confirmed` and paid on the day.

/** The older request as a booking: no address, no household, code, partner or shown total. */
export function legacyBookingDraft(request: LegacyBookingRequest): BookingDraft {
  return {
    eventId: request.eventId,
    packageId: request.packageId,
    timeslotId: request.timeslotId,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    mobileNumber: request.mobileNumber,
    gender: request.gender,
    identificationNumber: request.identificationNumber,
    dateOfBirth: request.dateOfBirth,
    postalCode: null,
    address: null,
    unitNumber: undefined,
    medicalConditions: request.medicalConditions,
    vitalityMembershipNo: request.vitalityMembershipNo ?? undefined,
    // Client claims only, as in the main flow: the server verifies membership itself.
    isAiaMember: false,
    isVitalityMember: false,
    aiaMemberId: undefined,
    discountCodeId: null,
    discountCode: null,
    total: null,
    totalForDisplay: null,
    totalAmount: null,
    whitecoatBookingCode: null,
    participants: [],
  };
}

/** The registration fields the older confirmation page shows, read back in the booking's transaction. */
export async function describeLegacyRegistration(db: Executor, id: string): Promise<LegacyRegistrationFields> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!row) throw new Error(`Registration ${id} was just booked but cannot be read`);
  const [event, packageNames, slots] = await Promise.all([
    findEventSummary(db, row.eventId),
    findPackageNames(db, [row.packageId]),
    findSlotTimes(db, [row.timeslotId]),
  ]);
  const slot = slots.get(row.timeslotId);
  if (!event || !slot) throw new Error(`Registration ${id} names a missing event or timeslot`);
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    status: 'confirmed',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    gender: row.gender === 'female' ? 'female' : row.gender === 'other' ? 'other' : 'male',
    identificationNumber: maskIdentificationNumber(row.identificationNumber),
    dateOfBirth: row.dateOfBirth,
    unitNumber: row.unitNumber,
    address: row.address,
    postalCode: row.postalCode,
    eventId: row.eventId,
    eventName: event.name,
    location: event.location,
    timeslotId: row.timeslotId,
    timeslotDate: slot.date,
    timeslotTime: slot.time,
    packageId: row.packageId,
    packageName: packageNames.get(row.packageId) ?? '',
    // One person at booking: the subtotal is their package's price for them.
    packagePrice: row.subtotalAmount,
    isAiaMember: row.isAiaMember,
    isVitalityMember: row.isVitalityMember,
    gst: row.gstAmount,
    totalAmount: row.totalAmount,
    amountDue: row.amountDue,
  };
}
