import type { LegacyBookingRequestInput } from '@domain/bookings/older-flow-schemas';
import type { BookingRequestInput } from '@domain/bookings/schemas';
import { nricCheckLetter } from '@domain/shared/contact-keys';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createEvent } from '../db/factories';
import { registrations } from '../db/schema/bookings';
import { events, packages } from '../db/schema/events';
import { HOME_EVENT_SLUG } from '../db/seed';
import { type SlotQueue, slotQueue } from './slots';
import type { TestApp } from './test-app';

/** Saturday 21 Nov 2026, 10:00 in Singapore. */
export const NOW = new Date('2026-11-21T02:00:00Z');
export const CENTRAL_POSTAL_CODE = '238801';

/** A seeded event by its slug. */
export async function seededEvent(t: TestApp, slug: string) {
  const [event] = await t.db.select().from(events).where(eq(events.slug, slug));
  if (!event) throw new Error(`No seeded event ${slug}`);
  return event;
}

export const homeEvent = (t: TestApp) => seededEvent(t, HOME_EVENT_SLUG);

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

/** An NRIC with its right check letter: unpaid holds are capped per ID, so every test person has their own. */
export function testNric(serial: number, prefix: 'S' | 'T' = 'S'): string {
  const digits = String(serial % 10_000_000).padStart(7, '0');
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
}

/**
 * A valid main-flow booking request for a retail customer: a person of their own (ID, email and mobile),
 * since unpaid holds are capped per person (DESIGN §8.2).
 */
export function bookingRequest(
  overrides: Partial<BookingRequestInput> & Pick<BookingRequestInput, 'eventId' | 'packageId' | 'timeslotId'>,
): BookingRequestInput {
  personSequence += 1;
  return {
    firstName: 'Tan',
    lastName: 'Mei Ling',
    email: `mei.ling+${personSequence}@example.com`,
    mobileNumber: `9${String(personSequence % 10_000_000).padStart(7, '0')}`,
    gender: 'female',
    identificationNumber: testNric(7_000_000 + personSequence),
    dateOfBirth: '1985-04-12',
    postalCode: CENTRAL_POSTAL_CODE,
    address: '1 Orchard Road',
    unitNumber: '#10-01',
    medicalConditions: 'None',
    ...overrides,
  };
}

/** Spec 000 §3's older request as the /registration page sends it: a person of their own, like bookingRequest's. */
export function legacyBookingRequest(
  overrides: Partial<LegacyBookingRequestInput> &
    Pick<LegacyBookingRequestInput, 'eventId' | 'packageId' | 'timeslotId'>,
): LegacyBookingRequestInput {
  personSequence += 1;
  return {
    firstName: 'Lim',
    lastName: 'Boon Keng',
    gender: 'other',
    dateOfBirth: '1970-03-03',
    identificationNumber: testNric(6_000_000 + personSequence),
    mobileNumber: `+65 8${String(personSequence % 10_000_000).padStart(7, '0')}`,
    email: `boon.keng+${personSequence}@example.com`,
    vitalityMembershipNo: null,
    medicalConditions: '',
    ...overrides,
  };
}

/** A household member with an identification number of their own (one booking cannot hold a person twice). */
export function householdMember(packageId: number, firstName = 'Ahmad') {
  personSequence += 1;
  return {
    firstName,
    lastName: 'Rahman',
    identificationNumber: testNric(8_000_000 + personSequence),
    dateOfBirth: '1982-02-02',
    gender: 'Male' as const,
    packageId,
  };
}

export const book = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/registrations', payload, headers });

export type PackageIds = Awaited<ReturnType<typeof packageIds>>;

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

/** The registration row as it is stored. */
export async function storedRegistration(t: TestApp, id: string) {
  const [row] = await t.db.select().from(registrations).where(eq(registrations.id, id));
  if (!row) throw new Error(`No registration ${id}`);
  return row;
}

/** What POST /api/registrations answers for an accepted booking, with the slot the booking took. */
export interface CreatedBooking {
  id: string;
  reference_number: string;
  status: string;
  totalAmount: string;
  amountDue: string;
  /** Until when the visit is held unless the contact is proven; null when nothing is held conditionally. */
  holdExpiresAt: string | null;
  /** What participant and contact changes send as X-Booking-Token. */
  bookingToken: string;
  timeslotId: number;
}

type BookingOverrides = Partial<Omit<BookingRequestInput, 'timeslotId'>> & { timeslotId?: number };

export interface BookingSetup {
  eventId: number;
  pkg: PackageIds;
  /** The slots the event offers for the postal code, each handed out once. */
  slots: SlotQueue;
  /**
   * Books through POST /api/registrations and fails the test unless the booking is accepted (201): a
   * retail Premium booking at the event, in the next free slot unless `overrides` name one.
   */
  createBooking(overrides?: BookingOverrides): Promise<CreatedBooking>;
}

/**
 * What the booking tests start from: a seeded event (the home event unless `eventSlug` names another),
 * the demo packages, and the slots the event offers for the postal code (central by default).
 */
export async function bookingSetup(
  t: TestApp,
  options: { eventSlug?: string; postalCode?: string } = {},
): Promise<BookingSetup> {
  const eventId = (await seededEvent(t, options.eventSlug ?? HOME_EVENT_SLUG)).id;
  const pkg = await packageIds(t);
  const slots = slotQueue((await offeredSlots(t, eventId, options.postalCode)).map((slot) => slot.id));
  return {
    eventId,
    pkg,
    slots,
    async createBooking(overrides = {}) {
      const timeslotId = overrides.timeslotId ?? slots.next();
      const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, ...overrides, timeslotId }));
      expect(res.statusCode).toBe(201);
      return { ...(res.json().data as Omit<CreatedBooking, 'timeslotId'>), timeslotId };
    },
  };
}

/**
 * Membership as a booking decides it: books a Premium visit for `person` (an ID number and date of
 * birth of the test's own) at the time the app is set to, and reads back the flags the booking stored.
 * The booking is then marked cancelled, so repeated bookings of one person never reach the cap on
 * unpaid holds.
 */
export async function bookedMembership(
  t: TestApp,
  person: { identificationNumber: string; dateOfBirth: string; vitalityMembershipNo?: string },
) {
  const booked = await (await bookingSetup(t)).createBooking(person);
  const row = await storedRegistration(t, booked.id);
  await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, booked.id));
  return { isAiaMember: row.isAiaMember, isVitalityMember: row.isVitalityMember };
}

/**
 * An event of the Premium package with 100 home visits per slot, and its offered slots' ids: only the
 * rules under test bind, never capacity (the holds' tests give each booking a slot of its own).
 */
export async function roomyEvent(t: TestApp): Promise<{ eventId: number; premium: number; slotIds: number[] }> {
  const { premium } = await packageIds(t);
  const event = await createEvent(
    t.db,
    {},
    { packageIds: [premium], config: { configType: 'auto', slotsPerTimeslot: 100, numSlots: 10 } },
  );
  const slotIds = (await offeredSlots(t, event.id)).map((slot) => slot.id);
  return { eventId: event.id, premium, slotIds };
}
