import {
  NOT_YOUR_VISIT_MESSAGE,
  NURSE_ROLE_REQUIRED_MESSAGE,
  OUTCOME_PERSONS_MESSAGE,
  REBOOK_LINK_INVALID_MESSAGE,
  REBOOK_SLOT_MOVED_MESSAGE,
} from '@domain/nurse/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { registrationMoves, visitEvents } from '../../db/schema/roster';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { ADMIN_PASSWORD, createAdminUser, login, signInAdmin } from '../../testing/admin';
import { book, bookingRequest, householdMember, NOW, roomyEvent, storedRegistration } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

// NOW is Saturday 21 Nov 2026, 10:00 in Singapore. The roomy event's central slots take 100 visits each,
// so only the roster decides who goes where.

let t: TestApp;
let admin: Record<string, string>;
let event: Awaited<ReturnType<typeof roomyEvent>>;
let slots: { id: number; date: string; time: string }[];
const nurses: { id: number; username: string; headers: Record<string, string> }[] = [];

async function sessionOf(username: string) {
  const res = await login(t, username, ADMIN_PASSWORD);
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().data.token}` };
}

async function signInNurse() {
  const user = await createAdminUser(t, { role: 'nurse' });
  return { id: user.id, username: user.username, headers: await sessionOf(user.username) };
}

const addDuty = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/roster', headers: admin, payload });

async function bookAt(slot: { id: number }, overrides: object = {}) {
  const res = await book(
    t,
    bookingRequest({ eventId: event.eventId, packageId: event.premium, timeslotId: slot.id, ...overrides }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; reference_number: string };
}

const press = (nurse: { headers: Record<string, string> }, registrationId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/nurse/visits/${registrationId}/events`, headers: nurse.headers, payload });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = (await signInAdmin(t)).headers;
  event = await roomyEvent(t);
  slots = (
    await t.db
      .select({ id: timeslots.id, date: eventDates.date, time: timeslots.time })
      .from(timeslots)
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(inArray(timeslots.id, event.slotIds))
      .orderBy(asc(eventDates.date), asc(timeslots.time))
  ).filter((slot) => slot.time < '12:00');
  nurses.push(await signInNurse(), await signInNurse());
});
afterAll(() => t.close());

describe('assignment at booking', () => {
  it('gives each visit to a nurse on duty for its region and half of the day, least loaded first', async () => {
    const day = slots[0]!.date;
    const [first, second] = nurses as [(typeof nurses)[0], (typeof nurses)[0]];
    expect((await addDuty({ staffId: first.id, region: 'central', date: day, partOfDay: 'morning' })).statusCode).toBe(
      201,
    );
    expect((await addDuty({ staffId: second.id, region: 'central', date: day, partOfDay: 'day' })).statusCode).toBe(
      201,
    );
    const morning = slots.filter((slot) => slot.date === day);
    const booked = [];
    for (let i = 0; i < 3; i += 1) booked.push(await bookAt(morning[i % morning.length]!));
    const assigned = await Promise.all(booked.map(async (b) => (await storedRegistration(t, b.id)).assignedStaffId));
    // Both start with none: the lower id; then the one with fewer; then a tie again.
    expect(assigned).toEqual([first.id, second.id, first.id]);
    const stored = await storedRegistration(t, booked[0]!.id);
    // The demo postal code's building, for the route.
    expect(stored.latitude).toBeCloseTo(1.3048, 3);
    expect(stored.longitude).toBeCloseTo(103.8318, 3);

    // Nobody on duty the next day: "Unassigned", counted on the dashboard when it is today or tomorrow.
    const nextDay = slots.find((slot) => slot.date > day)!;
    const unassigned = await bookAt(nextDay);
    expect((await storedRegistration(t, unassigned.id)).assignedStaffId).toBeNull();
  });

  it('lets staff reassign a visit, to a nurse only, and unassign it', async () => {
    const [first, second] = nurses as [(typeof nurses)[0], (typeof nurses)[0]];
    const visit = await bookAt(slots[0]!);
    const reassign = (staffId: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/registrations/${visit.id}/nurse`,
        headers: admin,
        payload: { staffId },
      });
    const toSecond = await reassign(second.id);
    expect(toSecond.statusCode).toBe(200);
    expect(toSecond.json().data.nurse).toEqual({ staffId: second.id, displayName: second.username });
    const anAdmin = await createAdminUser(t, { role: 'admin' });
    expect((await reassign(anAdmin.id)).statusCode).toBe(400);
    expect((await storedRegistration(t, visit.id)).assignedStaffId).toBe(second.id);
    expect((await reassign(null)).json().data.nurse).toBeNull();
    const details = await t.app.inject({ method: 'GET', url: `/api/admin/registrations/${visit.id}`, headers: admin });
    expect(details.json().data.nurse).toBeNull();
    // A nurse cannot reassign: the admin area is refused to her.
    const asNurse = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/registrations/${visit.id}/nurse`,
      headers: first.headers,
      payload: { staffId: first.id },
    });
    expect(asNurse.statusCode).toBe(403);
  });
});

describe('the nurse view', () => {
  it('lists only her own visits of the day in route order, with persons, consent and flags', async () => {
    const day = slots[0]!.date;
    const [first] = nurses as [(typeof nurses)[0]];
    const res = await t.app.inject({ method: 'GET', url: `/api/nurse/visits?date=${day}`, headers: first.headers });
    expect(res.statusCode).toBe(200);
    const visits = res.json().data as Array<Record<string, unknown> & { persons: Array<Record<string, unknown>> }>;
    expect(visits.length).toBe(2);
    expect(visits.map((visit) => visit.order)).toEqual([1, 2]);
    expect(visits[0]).toMatchObject({ postalCode: '238801', lat: 1.3048, lng: 103.8318, events: [] });
    expect(visits[0]!.persons[0]).toMatchObject({
      participantId: 0,
      consent: 'pending',
      flags: [],
      packageName: 'Premium',
    });
    // Times in order, the same address twice: no distance between them.
    expect(visits[1]!.distanceFromPreviousKm).toBe(0);
  });

  it('is refused to an admin (403) and to no session (401)', async () => {
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/nurse/visits?date=2026-11-23', headers: admin });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe(NURSE_ROLE_REQUIRED_MESSAGE);
    expect((await t.app.inject({ method: 'GET', url: '/api/nurse/visits?date=2026-11-23' })).statusCode).toBe(401);
  });
});

describe('presses at a visit', () => {
  it('records a press once: 201, then 200 with the same body for the same clientEventId', async () => {
    const [first, second] = nurses as [(typeof nurses)[0], (typeof nurses)[0]];
    const visit = await bookAt(slots[0]!);
    await t.db.update(registrations).set({ assignedStaffId: first.id }).where(eq(registrations.id, visit.id));
    const arrived = { clientEventId: 'arrive-0001', type: 'arrived', at: '2026-11-23T01:05:00+00:00' };
    const once = await press(first, visit.id, arrived);
    expect(once.statusCode).toBe(201);
    const again = await press(first, visit.id, arrived);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once.json());
    expect(once.json().data).toMatchObject({ type: 'arrived', at: '2026-11-23T01:05:00.000Z' });

    // Another nurse's visit: refused, and nothing stored for her.
    const theirs = await press(second, visit.id, { ...arrived, clientEventId: 'arrive-0002' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(NOT_YOUR_VISIT_MESSAGE);
    const details = await t.app.inject({ method: 'GET', url: `/api/admin/registrations/${visit.id}`, headers: admin });
    expect(details.json().data.visitEvents).toEqual([
      expect.objectContaining({
        type: 'arrived',
        at: '2026-11-23T01:05:00.000Z',
        staffName: first.username,
        outcome: null,
      }),
    ]);
  });

  it('"Done" with everyone screened completes a paid visit; anything less keeps it open with the outcome', async () => {
    const [first] = nurses as [(typeof nurses)[0]];
    const slot = slots[0]!;
    const household = await bookAt(slot, { participants: [householdMember(event.premium, 'Aisyah')] });
    const alone = await bookAt(slot);
    for (const id of [household.id, alone.id]) {
      await t.db
        .update(registrations)
        .set({ assignedStaffId: first.id, status: 'paid' })
        .where(eq(registrations.id, id));
    }
    const [member] = await t.db.select().from(participants).where(eq(participants.registrationId, household.id));
    // After the visit's start.
    t.setNow(new Date(new Date(`${slot.date}T${slot.time}:00+08:00`).getTime() + 3_600_000));
    // Two days on, the morning's sessions have gone idle: signed in again.
    const nurse = { ...first, headers: await sessionOf(first.username) };
    const staff = (await signInAdmin(t)).headers;

    const missingPerson = await press(nurse, household.id, {
      clientEventId: 'done-household-1',
      type: 'done',
      at: new Date().toISOString(),
      outcome: [{ participantId: 0, result: 'screened' }],
    });
    expect(missingPerson.statusCode).toBe(400);
    expect(missingPerson.json().message).toBe(OUTCOME_PERSONS_MESSAGE);
    const partlyWithoutNote = await press(nurse, household.id, {
      clientEventId: 'done-household-2',
      type: 'done',
      at: new Date().toISOString(),
      outcome: [
        { participantId: 0, result: 'screened' },
        { participantId: member!.id, result: 'partly' },
      ],
    });
    expect(partlyWithoutNote.statusCode).toBe(400);

    const partly = await press(nurse, household.id, {
      clientEventId: 'done-household-3',
      type: 'done',
      at: '2026-11-23T02:30:00+00:00',
      outcome: [
        { participantId: 0, result: 'screened' },
        { participantId: member!.id, result: 'partly', note: 'No blood drawn: fainted' },
      ],
    });
    expect(partly.statusCode).toBe(201);
    expect((await storedRegistration(t, household.id)).status).toBe('paid');
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/admin/registrations/${household.id}`,
      headers: staff,
    });
    expect(details.json().data.visitEvents[0].outcome).toEqual([
      { participantId: 0, name: 'Tan Mei Ling', result: 'screened', note: null },
      { participantId: member!.id, name: 'Aisyah Rahman', result: 'partly', note: 'No blood drawn: fainted' },
    ]);

    const done = await press(nurse, alone.id, {
      clientEventId: 'done-alone-1',
      type: 'done',
      at: '2026-11-23T02:40:00+00:00',
      outcome: [{ participantId: 0, result: 'screened' }],
    });
    expect(done.statusCode).toBe(201);
    expect((await storedRegistration(t, alone.id)).status).toBe('completed');

    // The outcome (its notes are health data) goes with the booking's personal data; the press stays.
    const { email } = await storedRegistration(t, household.id);
    // A person is erased once their visits are behind them: the next week.
    t.setNow(new Date(new Date(`${slot.date}T${slot.time}:00+08:00`).getTime() + 7 * 86_400_000));
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erase',
      headers: (await signInAdmin(t)).headers,
      payload: { email },
    });
    expect(erased.statusCode).toBe(200);
    const presses = await t.db.select().from(visitEvents).where(eq(visitEvents.registrationId, household.id));
    expect(presses.map((row) => [row.type, row.outcome])).toEqual([['done', null]]);
    t.setNow(NOW);
  });
});

describe('when a nurse cannot come', () => {
  it('asks each booking of the time by email and text, and moves it with its payment and household', async () => {
    admin = (await signInAdmin(t)).headers;
    const day = slots[slots.length - 1]!.date;
    const onDay = slots.filter((slot) => slot.date === day);
    const booked = await bookAt(onDay[0]!, { participants: [householdMember(event.premium, 'Omar')] });
    await t.db.update(registrations).set({ status: 'paid', paidAt: NOW }).where(eq(registrations.id, booked.id));
    const before = await storedRegistration(t, booked.id);

    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/reschedule-requests',
        headers: admin,
        payload: { region: 'central', date: day, partOfDay: 'day', reason: 'Our nurse is unwell' },
      });
    const asked = await ask();
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({ count: 1 });
    // Asked once: a second request of the same time asks nobody again.
    expect((await ask()).json().data).toEqual({ count: 0 });

    const messages = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.registrationId, booked.id), eq(outboxMessages.kind, 'rebook')));
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    const token = (messages[0]!.linkSecrets as { rebookToken: string }).rebookToken;
    expect(token.length).toBeGreaterThan(20);

    const url = `/api/registrations/${booked.reference_number}/rebook`;
    const withToken = { 'x-rebook-token': token };
    const noToken = await t.app.inject({ method: 'GET', url });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toBe(REBOOK_LINK_INVALID_MESSAGE);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'x-rebook-token': 'wrong' } })).statusCode).toBe(403);
    // An unknown reference answers as a wrong token does: the call tells nobody which references exist.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/registrations/HS-20261121-ZZZZ/rebook', headers: withToken }))
        .statusCode,
    ).toBe(403);

    const view = await t.app.inject({ method: 'GET', url, headers: withToken });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ reason: 'Our nurse is unwell', movedAt: null, packageName: 'Premium' });
    expect(Object.keys(view.json().data.options.timeslots)).not.toContain(day);

    const intoMovedTime = await t.app.inject({
      method: 'POST',
      url,
      headers: withToken,
      payload: { timeslotId: onDay[1]?.id ?? onDay[0]!.id },
    });
    expect(intoMovedTime.statusCode).toBe(409);
    if (onDay[1]) expect(intoMovedTime.json().message).toBe(REBOOK_SLOT_MOVED_MESSAGE);

    const target = slots.find((slot) => slot.date < day && slot.date > slots[0]!.date)!;
    const moved = await t.app.inject({ method: 'POST', url, headers: withToken, payload: { timeslotId: target.id } });
    expect(moved.statusCode).toBe(200);
    const after = await storedRegistration(t, booked.id);
    expect(after.timeslotId).toBe(target.id);
    expect(after.status).toBe('paid');
    expect(after.paidAt).toEqual(before.paidAt);
    expect(after.totalAmount).toBe(before.totalAmount);
    expect(await t.db.select().from(participants).where(eq(participants.registrationId, booked.id))).toHaveLength(1);
    const [move] = await t.db.select().from(registrationMoves).where(eq(registrationMoves.registrationId, booked.id));
    expect(move!.movedAt).not.toBeNull();

    const dashboard = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/today', headers: admin });
    expect(dashboard.json().data.movedBookings).toEqual({ asked: 1, moved: 1 });
  });
});
