import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminApi, signInAdmin } from '../../testing/admin';
import { book, bookingSetup, householdMember, legacyBookingRequest, NOW, testNric } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

// DESIGN §8.3: the audit log names what changed, never a person's values. A booking of each flow, the
// participant and contact changes, a reschedule, a cancellation and the staff's own steps run, then
// the whole table is searched for every ID number, email, mobile number and date of birth used.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

it('holds no ID number, email, mobile or date of birth after bookings, changes and cancellations', async () => {
  const setup = await bookingSetup(t);
  const used = {
    ids: [testNric(9_200_001), testNric(9_200_002), testNric(9_200_003), testNric(9_200_004)],
    emails: ['wei.jie.audit@example.com', 'new.contact.audit@example.com', 'older.flow.audit@example.com'],
    mobiles: ['92000001', '92000002', '92000003'],
    birthDates: ['1979-06-15', '1990-01-31', '1966-12-01'],
  };
  const booking = await setup.createBooking({
    identificationNumber: used.ids[0]!,
    email: used.emails[0],
    mobileNumber: used.mobiles[0],
    dateOfBirth: used.birthDates[0],
    participants: [{ ...householdMember(setup.pkg.premium, 'Hui Min'), identificationNumber: used.ids[1]! }],
  });
  const token = { 'x-booking-token': booking.bookingToken };

  // A household member added, then the booking's contact changed.
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/participants',
    headers: token,
    payload: {
      ...householdMember(setup.pkg.premium, 'Kumar'),
      identificationNumber: used.ids[2]!,
      dateOfBirth: used.birthDates[1],
      registrationId: booking.id,
    },
  });
  expect(added.statusCode).toBe(201);
  const contact = await t.app.inject({
    method: 'PUT',
    url: `/api/participants/0`,
    headers: token,
    payload: { registrationId: booking.id, email: used.emails[1], mobileNumber: used.mobiles[1] },
  });
  expect(contact.statusCode).toBe(200);

  // Rescheduled, then cancelled.
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/registrations/${booking.id}/reschedule`,
    payload: { timeslotId: setup.slots.next() },
  });
  expect(moved.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${booking.id}/cancel` })).statusCode).toBe(200);

  // The older flow's booking, its status changed by staff, and the staff's own searches.
  const older = await book(
    t,
    legacyBookingRequest({
      eventId: setup.eventId,
      packageId: setup.pkg.premium,
      timeslotId: setup.slots.next(),
      identificationNumber: used.ids[3]!,
      email: used.emails[2],
      mobileNumber: `+65 ${used.mobiles[2]}`,
      dateOfBirth: used.birthDates[2],
    }),
  );
  expect(older.statusCode).toBe(201);
  const api = adminApi(await signInAdmin(t), { prefix: '/api/admin' });
  expect(
    (await api('PATCH', `/registrations/${older.json().data.id}`, { status: 'cancelled' })).statusCode,
  ).toBeLessThan(300);
  expect((await api('GET', `/personal-data?identificationNumber=${used.ids[3]}`)).statusCode).toBe(200);

  const result = (await t.db.execute(
    sql`select count(*)::int as entries, string_agg(coalesce(changes::text, '') || ' ' || coalesce(entity_id, ''), ' ') as text from audit_log`,
  )) as unknown as { rows: { entries: number; text: string }[] };
  const [{ entries, text }] = result.rows as [{ entries: number; text: string }];
  // The steps above were audited (create, participant add, contact change, reschedule, cancel, status, export).
  expect(entries).toBeGreaterThanOrEqual(7);
  for (const value of [...used.ids, ...used.emails, ...used.mobiles, ...used.birthDates]) {
    expect(text.toLowerCase()).not.toContain(value.toLowerCase());
  }
});
