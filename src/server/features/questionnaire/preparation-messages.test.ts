import { fastingNotice } from '@domain/questionnaire/preparation';
import { singaporeDateTime } from '@domain/shared/dates';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { packages } from '../../db/schema/events';
import { outboxMessages } from '../../db/schema/outbox';
import { type BookingSetup, bookingSetup, householdMember, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { queueDueFastingNotices, queueDuePrepareReminders } from './preparation-messages';

let t: TestApp;
let setup: BookingSetup;
const DAY_MS = 24 * 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());

/** A household booking made three days before now, and its visit's date and time. */
async function bookedVisit() {
  const booking = await setup.createBooking({ participants: [householdMember(setup.pkg.premium, 'Siti')] });
  await t.db
    .update(registrations)
    .set({ createdAt: new Date(NOW.getTime() - 3 * DAY_MS) })
    .where(eq(registrations.id, booking.id));
  const forms = await t.app.inject({
    method: 'GET',
    url: `/api/registrations/${booking.reference_number}/questionnaire`,
    headers: { 'x-booking-token': booking.bookingToken },
  });
  const { visitDate, visitTime } = forms.json().data as { visitDate: string; visitTime: string };
  return { ...booking, visitDate, visitTime };
}

const rowsOf = (registrationId: string, kind: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.registrationId, registrationId), like(outboxMessages.kind, kind)));
const codes = () => t.config.SMS_ALLOWED_COUNTRY_CODES;

describe('the reminder of a pending pre-visit form', () => {
  it('goes once, at 10:00 two days before, by email and text, naming whose forms are pending', async () => {
    const booking = await bookedVisit();
    const twoDaysBefore = (time: string) => new Date(singaporeDateTime(booking.visitDate, time).getTime() - 2 * DAY_MS);
    expect(await queueDuePrepareReminders(t.db, twoDaysBefore('09:59'), codes())).toBe(0);
    // The main person's form is filled: only the member's is pending.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${booking.reference_number}/questionnaire/0`,
      headers: { 'x-booking-token': booking.bookingToken },
      payload: { consent: { agreed: true, signedName: 'Tan Mei Ling' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await queueDuePrepareReminders(t.db, twoDaysBefore('10:00'), codes())).toBeGreaterThanOrEqual(1);
    expect(await queueDuePrepareReminders(t.db, twoDaysBefore('10:01'), codes())).toBe(0);
    expect(await queueDuePrepareReminders(t.db, twoDaysBefore('18:00'), codes())).toBe(0);
    const rows = await rowsOf(booking.id, 'prepare-reminder');
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(rows[0]!.variables).toEqual({ names: 'Siti Rahman' });
  });

  it('is not sent once every form is filled in', async () => {
    const booking = await bookedVisit();
    const [member] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/registrations/${booking.reference_number}/questionnaire`,
        headers: { 'x-booking-token': booking.bookingToken },
      })
    )
      .json()
      .data.persons.slice(1);
    for (const [participantId, signedName] of [
      [0, 'Tan Mei Ling'],
      [member.participantId, 'Siti Rahman'],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/registrations/${booking.reference_number}/questionnaire/${participantId}`,
        headers: { 'x-booking-token': booking.bookingToken },
        payload: { consent: { agreed: true, signedName } },
      });
      expect(res.statusCode).toBe(200);
    }
    const at = new Date(singaporeDateTime(booking.visitDate, '10:00').getTime() - 2 * DAY_MS);
    await queueDuePrepareReminders(t.db, at, codes());
    expect(await rowsOf(booking.id, 'prepare-reminder')).toEqual([]);
  });
});

describe('"Start fasting now"', () => {
  it('is queued once at the time the fast begins (the evening before when that falls at night), never after the visit began', async () => {
    const booking = await bookedVisit();
    const notice = fastingNotice(booking.visitDate, booking.visitTime, 10)!;
    const sendAt = singaporeDateTime(notice.date, notice.time);
    expect(await queueDueFastingNotices(t.db, new Date(sendAt.getTime() - 60_000), codes())).toBe(0);
    expect(await rowsOf(booking.id, 'fasting')).toEqual([]);
    expect(await queueDueFastingNotices(t.db, sendAt, codes())).toBeGreaterThanOrEqual(1);
    expect(await queueDueFastingNotices(t.db, new Date(sendAt.getTime() + 60_000), codes())).toBe(0);
    const rows = await rowsOf(booking.id, 'fasting');
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(rows[0]!.variables).toEqual({ fastFrom: notice.fastFrom, movedToEvening: String(notice.movedToEvening) });
  });

  it('is not queued for a package without a fast, nor once the visit has begun', async () => {
    const booking = await bookedVisit();
    await t.db.update(packages).set({ fastingHours: 0 }).where(eq(packages.id, setup.pkg.premium));
    try {
      const start = singaporeDateTime(booking.visitDate, booking.visitTime);
      await queueDueFastingNotices(t.db, new Date(start.getTime() - 60_000), codes());
      expect(await rowsOf(booking.id, 'fasting')).toEqual([]);
    } finally {
      await t.db.update(packages).set({ fastingHours: 10 }).where(eq(packages.id, setup.pkg.premium));
    }
    const later = await bookedVisit();
    const start = singaporeDateTime(later.visitDate, later.visitTime);
    await queueDueFastingNotices(t.db, new Date(start.getTime() + 60_000), codes());
    expect(await rowsOf(later.id, 'fasting')).toEqual([]);
  });
});
