import { eq } from 'drizzle-orm';
import type { BookingRequestInput } from '../../domain/booking-schemas';
import { events, packages } from '../db/schema';
import { HOME_EVENT_SLUG } from '../db/seed';
import type { TestApp } from './test-app';

/** Saturday 21 Nov 2026, 10:00 in Singapore. */
export const NOW = new Date('2026-11-21T02:00:00Z');
export const CENTRAL_POSTAL_CODE = '238801';

export async function homeEvent(t: TestApp) {
  const [event] = await t.db.select().from(events).where(eq(events.slug, HOME_EVENT_SLUG));
  return event!;
}

/** The bookable slots the postal-code look-up offers (creating them), in date order. */
export async function offeredSlots(t: TestApp, eventId: number, postalCode = CENTRAL_POSTAL_CODE) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/timeslots/postal-code?postalCode=${postalCode}&eventId=${eventId}`,
  });
  const days = Object.values(res.json().data) as { timeslot: { id: number; isAvailable: boolean }[] }[];
  return days.flatMap((day) => day.timeslot).filter((slot) => slot.isAvailable);
}

let personSequence = 0;

/** A valid main-flow booking request for a retail customer. */
export function bookingRequest(
  overrides: Partial<BookingRequestInput> & Pick<BookingRequestInput, 'eventId' | 'packageId' | 'timeslotId'>,
): BookingRequestInput {
  personSequence += 1;
  return {
    firstName: 'Tan',
    lastName: 'Mei Ling',
    email: 'mei.ling@example.com',
    mobileNumber: '91234567',
    gender: 'female',
    identificationNumber: `S${String(7_000_000 + personSequence).padStart(7, '0')}B`,
    dateOfBirth: '1985-04-12',
    postalCode: CENTRAL_POSTAL_CODE,
    address: '1 Orchard Road',
    unitNumber: '#10-01',
    medicalConditions: 'None',
    ...overrides,
  };
}

/** A household member with an identification number of their own (one booking cannot hold a person twice). */
export function householdMember(packageId: number, firstName = 'Ahmad') {
  personSequence += 1;
  return {
    firstName,
    lastName: 'Rahman',
    identificationNumber: `S${String(8_000_000 + personSequence).padStart(7, '0')}C`,
    dateOfBirth: '1982-02-02',
    gender: 'Male' as const,
    packageId,
  };
}

export const book = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/registrations', payload, headers });

/** Demo package ids by name. */
export async function packageIds(t: TestApp) {
  const rows = await t.db.select({ id: packages.id, name: packages.name }).from(packages);
  const byName = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  return {
    premium: byName.Premium!,
    comprehensive: byName.Comprehensive!,
    superior: byName.Superior!,
    prestige: byName.Prestige!,
  };
}
