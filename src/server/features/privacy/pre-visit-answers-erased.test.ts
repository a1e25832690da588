import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../../db/schema/bookings';
import { questionnaireAnswers } from '../../db/schema/questionnaire';
import { type BookingSetup, bookingSetup, householdMember, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eraseBookings, eraseHouseholdMembers } from './booking-erasure';

// The pre-visit answers are health data (DESIGN §8.11): an erasure of a booking's personal data, by
// the retention job or on request, takes them whole; a household member's own erasure takes theirs.

let t: TestApp;
let setup: BookingSetup;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());

async function bookingWithForms() {
  const booking = await setup.createBooking({ participants: [householdMember(setup.pkg.premium, 'Siti')] });
  const [member] = await t.db.select().from(participants).where(eq(participants.registrationId, booking.id));
  for (const [participantId, signedName] of [
    [0, 'Tan Mei Ling'],
    [member!.id, 'Siti Rahman'],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${booking.reference_number}/questionnaire/${participantId}`,
      headers: { 'x-booking-token': booking.bookingToken },
      payload: { medicines: 'Warfarin', conditions: ['blood_thinners'], consent: { agreed: true, signedName } },
    });
    expect(res.statusCode).toBe(200);
  }
  return { ...booking, memberId: member!.id };
}

const answersOf = (registrationId: string) =>
  t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.registrationId, registrationId));

describe('erasing personal data', () => {
  it("takes every person's answers with the booking's", async () => {
    const booking = await bookingWithForms();
    expect(await answersOf(booking.id)).toHaveLength(2);
    await t.db.transaction((tx) =>
      eraseBookings(tx, { ids: [booking.id], now: NOW, actor: 'system', reason: 'retention' }),
    );
    expect(await answersOf(booking.id)).toEqual([]);
  });

  it("takes a household member's answers with theirs, and leaves the main person's", async () => {
    const booking = await bookingWithForms();
    await t.db.transaction((tx) => eraseHouseholdMembers(tx, { ids: [booking.memberId], now: NOW, actor: 'system' }));
    expect((await answersOf(booking.id)).map((row) => row.participantId)).toEqual([0]);
  });
});
