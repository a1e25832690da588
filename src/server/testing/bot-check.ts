import { addDaysToIsoDate, todayInSingapore } from '@domain/shared/dates';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { registrations } from '../db/schema/bookings';
import { eventDates, timeslots } from '../db/schema/timeslots';
import { homeEvent, offeredSlots, packageIds } from './bookings';
import type { TestApp } from './test-app';

/** What a page sends back for a challenge: altcha-lib's solution, as the X-Altcha header's base64 payload. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The offered slots of the home event (created by asking for them), split by whether their visit is in the next 7 days. */
export async function slotsByWeek(t: TestApp, now: Date) {
  const event = await homeEvent(t);
  const ids = (await offeredSlots(t, event.id)).map((slot) => slot.id);
  const lastDay = addDaysToIsoDate(todayInSingapore(now), 6);
  const rows = await t.db
    .select({ id: timeslots.id, date: eventDates.date })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId));
  const dateOf = new Map(rows.map((row) => [row.id, row.date]));
  return {
    eventId: event.id,
    thisWeek: ids.filter((id) => (dateOf.get(id) ?? '') <= lastDay),
    later: ids.filter((id) => (dateOf.get(id) ?? '') > lastDay),
  };
}

let sequence = 0;

/** Stores a booking row as it is, without the booking rules: the persons, status and hold given. */
export async function insertBooking(
  t: TestApp,
  booking: { eventId: number; timeslotId: number; persons: number; status: string; holdExpiresAt?: Date | null },
) {
  sequence += 1;
  const pkg = await packageIds(t);
  await t.db.insert(registrations).values({
    eventId: booking.eventId,
    timeslotId: booking.timeslotId,
    packageId: pkg.premium,
    firstName: 'Hold',
    lastName: `Test ${sequence}`,
    gender: 'female',
    identificationNumber: `S${String(6_000_000 + sequence).padStart(7, '0')}A`,
    dateOfBirth: '1980-01-01',
    mobileNumber: '91234567',
    email: `hold${sequence}@example.com`,
    status: booking.status,
    referenceNumber: `HS-HOLD-${sequence}-${Date.now()}`,
    personCount: booking.persons,
    holdExpiresAt: booking.holdExpiresAt ?? null,
  });
}
