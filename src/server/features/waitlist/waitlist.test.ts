import { POSTAL_SECTOR_CENTRES } from '@domain/addresses/built-in';
import { addDaysToIsoDate, singaporeDateTime, todayInSingapore } from '@domain/shared/dates';
import {
  OFFER_ENDED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  WAITLIST_DUPLICATE_MESSAGE,
  WAITLIST_RANGE_MESSAGE,
  WAITLIST_TOKEN_MESSAGE,
} from '@domain/waitlist/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import { signInAdmin } from '../../testing/admin';
import {
  book,
  bookingRequest,
  CENTRAL_POSTAL_CODE,
  homeEvent,
  NOW,
  packageIds,
  testNric,
} from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { joinProven } from '../../testing/waitlist';
import { cancelBooking } from '../bookings';
import { refundsFor } from '../payments';
import { expireOffers, freedVisitOffers, offerTokenHash } from '../waitlist-offers';
import { forgetWaitlistEntriesBefore } from './service';

// The waitlist (DESIGN §8.6): join and leave; a freed visit offered to the earliest matching entry,
// held for it; booked, declined or expired, it passes on; staff see entries, offers and demand.

let t: TestApp;
let eventId: number;
let premium: number;
let slot: { id: number; date: string; time: string };
/** The offered slots of each day, and the day's slots of the running test. */
let days: number[][];
let daysUsed = 0;
let daySlotIds: number[];
let admin: { headers: Record<string, string> };
let person = 0;

const slotOf = async (id: number) => {
  const [row] = await t.db
    .select({
      id: timeslots.id,
      date: eventDates.date,
      time: timeslots.time,
      currentBookings: timeslots.currentBookings,
    })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(eq(timeslots.id, id));
  return row!;
};

function joinBody(overrides: Record<string, unknown> = {}) {
  person += 1;
  return {
    eventId,
    packageId: premium,
    persons: 1,
    postalCode: CENTRAL_POSTAL_CODE,
    dateFrom: slot.date,
    dateTo: slot.date,
    timeOfDay: 'any',
    firstName: 'Aisha',
    lastName: 'Rahman',
    email: `aisha+${person}@example.com`,
    mobileNumber: `8${String(2_000_000 + person).padStart(7, '0')}`,
    gender: 'female',
    identificationNumber: testNric(6_100_000 + person),
    dateOfBirth: '1990-02-02',
    address: '2 Orchard Road',
    unitNumber: '#02-02',
    ...overrides,
  };
}

const join = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body });

/** Books the slot (full: one visit per slot), and answers the booking's id. */
async function fillSlot() {
  const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }));
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const cancel = (registrationId: string) => {
  const ctx = { ...t.app.ctx };
  return cancelBooking(ctx, {
    registrationId,
    actor: 'system',
    by: 'staff',
    refunds: refundsFor(ctx),
    freedVisits: freedVisitOffers,
  });
};

/** The open offer of an entry, with its link's token taken from the queued email. */
async function openOfferOf(entryId: number) {
  const [offer] = await t.db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'open')));
  if (!offer) return null;
  const emails = await t.db
    .select({ secrets: outboxMessages.linkSecrets })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.waitlistEntryId, entryId),
        eq(outboxMessages.kind, 'waitlist-offer'),
        eq(outboxMessages.channel, 'email'),
      ),
    );
  const token = emails
    .map((email) => (email.secrets as { offerToken: string }).offerToken)
    .find((candidate) => offerTokenHash(candidate) === offer.tokenHash);
  return { ...offer, token: token! };
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  eventId = (await homeEvent(t)).id;
  premium = (await packageIds(t)).premium;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`,
  });
  days = (Object.values(res.json().data) as { timeslot: { id: number; isAvailable: boolean }[] }[]).map((day) =>
    day.timeslot.filter((offered) => offered.isAvailable).map((offered) => offered.id),
  );
  admin = await signInAdmin(t);
});
afterAll(() => t.close());
// A day of its own for each test, and the first slot of that day: an entry waits for any slot of its
// day, a test's last offer holds its slot, and a slot is full at one visit.
beforeEach(async () => {
  daySlotIds = days[daysUsed++] ?? [];
  if (daySlotIds.length === 0) throw new Error('no offered day left for this test');
  slot = await slotOf(daySlotIds[0]!);
});

describe('joining and leaving', () => {
  it('answers 201 with the place in the queue, and emails a link to leave', async () => {
    const first = await join(joinBody({ dateFrom: slot.date, dateTo: slot.date }));
    expect(first.statusCode).toBe(201);
    const { id, position, leaveToken } = first.json().data;
    expect(position).toBeGreaterThanOrEqual(1);
    expect(leaveToken).toMatch(/^[\w-]{20,}$/);
    // A code of the central region whose building the address book does not know.
    const second = await join(joinBody({ postalCode: '289999' }));
    expect(second.json().data.position).toBe(position + 1);
    // Where each home is (DESIGN §8.12): the demo building's own place, else its postal sector's centre.
    const located = await t.db
      .select({ id: waitlistEntries.id, latitude: waitlistEntries.latitude, longitude: waitlistEntries.longitude })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.id, [id, second.json().data.id]))
      .orderBy(waitlistEntries.id);
    const [latitude, longitude] = POSTAL_SECTOR_CENTRES['28']!;
    expect(located).toEqual([
      { id, latitude: 1.3048, longitude: 103.8318 },
      { id: second.json().data.id, latitude, longitude },
    ]);
    const [email] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.waitlistEntryId, id), eq(outboxMessages.kind, 'waitlist-joined')));
    expect(email).toMatchObject({ channel: 'email', status: 'pending' });

    // Leaving needs the token.
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${id}`,
      headers: { 'x-waitlist-token': 'not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(WAITLIST_TOKEN_MESSAGE);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${id}`,
      headers: { 'x-waitlist-token': leaveToken },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual({ id, status: 'left' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${id}`,
      headers: { 'x-waitlist-token': leaveToken },
    });
    expect(again.statusCode).toBe(409);
    await t.db.update(waitlistEntries).set({ status: 'left' });
  });

  it('refuses bad input with 400 and a second live entry of the same person with 409', async () => {
    const reversed = await join(joinBody({ dateFrom: '2026-12-10', dateTo: '2026-12-01' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(WAITLIST_RANGE_MESSAGE);
    expect((await join(joinBody({ timeOfDay: 'evening' }))).statusCode).toBe(400);
    expect((await join(joinBody({ persons: 0 }))).statusCode).toBe(400);
    const body = joinBody();
    expect((await join(body)).statusCode).toBe(201);
    const twice = await join({ ...body, email: body.email.toUpperCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(WAITLIST_DUPLICATE_MESSAGE);
    await t.db.update(waitlistEntries).set({ status: 'left' });
  });

  it('answers 404 for an offer token nobody has', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/waitlist/offers/${'x'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(OFFER_NOT_FOUND_MESSAGE);
  });
});

describe('a freed visit', () => {
  it('is offered to the earliest matching entry, held from direct bookings, passed on when declined, and booked', async () => {
    const booked = await fillSlot();
    // Queue order: the first to join is offered first; an afternoon-only entry does not match a morning slot.
    const morningOnly = slot.time < '12:00' ? 'afternoon' : 'morning';
    const unsuited = await joinProven(t, joinBody({ timeOfDay: morningOnly }));
    const first = await joinProven(t, joinBody());
    const second = await joinProven(t, joinBody());

    await cancel(booked);
    const offer = await openOfferOf(first);
    expect(offer).not.toBeNull();
    expect(await openOfferOf(unsuited)).toBeNull();
    expect((await slotOf(slot.id)).currentBookings).toBe(1);
    // The email and the text of the offer are queued in the same transaction.
    const messages = await t.db.select().from(outboxMessages).where(eq(outboxMessages.waitlistEntryId, first));
    expect(
      messages
        .filter((row) => row.kind === 'waitlist-offer')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'sms']);

    // Held: a direct booking of that visit is refused.
    const direct = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }));
    expect(direct.statusCode).toBe(409);

    const page = await t.app.inject({ method: 'GET', url: `/api/waitlist/offers/${offer!.token}` });
    // With the event's page, whose packages price the offer on the page.
    expect(page.json().data).toMatchObject({
      status: 'open',
      date: slot.date,
      persons: 1,
      firstName: 'Aisha',
      eventSlug: 'home-health-screening',
    });

    // "No thanks": passed to the next entry.
    const declined = await t.app.inject({ method: 'POST', url: `/api/waitlist/offers/${offer!.token}/decline` });
    expect(declined.json().data).toEqual({ status: 'declined' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/waitlist/offers/${offer!.token}/decline` })).statusCode,
    ).toBe(409);
    const next = await openOfferOf(second);
    expect(next).not.toBeNull();
    expect((await slotOf(slot.id)).currentBookings).toBe(1);

    // Booked as the wizard books: priced by the server, then paid as usual.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/offers/${next!.token}/book`,
      payload: { privacyConsent: true, participants: [] },
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data as { id: string; referenceNumber: string; status: string; bookingToken: string };
    expect(booking).toMatchObject({
      status: 'pending_payment',
      referenceNumber: expect.stringMatching(/^HS/),
      bookingToken: expect.any(String),
    });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, booking.id));
    expect(row).toMatchObject({ timeslotId: slot.id, firstName: 'Aisha', email: expect.stringContaining('aisha+') });
    expect((await slotOf(slot.id)).currentBookings).toBe(1);
    const [entry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, second));
    expect(entry).toMatchObject({ status: 'booked', registrationId: booking.id });
    // Used: the link books nothing more.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/offers/${next!.token}/book`,
      payload: { privacyConsent: true, participants: [] },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(OFFER_ENDED_MESSAGE);

    // The booking made from the offer is cancelled: the first entry (who declined this visit) is not offered it again.
    await cancel(booking.id);
    expect(await openOfferOf(first)).toBeNull();
    expect((await slotOf(slot.id)).currentBookings).toBe(0);
    await t.db.update(waitlistEntries).set({ status: 'left' });
  });

  it('passes on when its time runs out, and staff see entries, offers and demand', async () => {
    const booked = await fillSlot();
    const first = await joinProven(t, joinBody());
    const second = await joinProven(t, joinBody());
    await cancel(booked);
    const offer = await openOfferOf(first);
    expect(offer).not.toBeNull();
    expect(await expireOffers(t.db, { now: new Date(NOW.getTime() + 29 * 60_000), offerMinutes: 30 })).toBe(0);
    // Every offer still open was made at NOW (this one, and any other test's left open on its own day):
    // 31 minutes on, each of them has run out.
    const open = await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.status, 'open'));
    expect(open.map((row) => row.entryId)).toContain(first);
    expect(await expireOffers(t.db, { now: new Date(NOW.getTime() + 31 * 60_000), offerMinutes: 30 })).toBe(
      open.length,
    );
    expect(await openOfferOf(first)).toBeNull();
    expect(await openOfferOf(second)).not.toBeNull();
    const [firstEntry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, first));
    expect(firstEntry!.status).toBe('waiting');

    const staff = await t.app.inject({ method: 'GET', url: '/api/admin/waitlist', headers: admin.headers });
    expect(staff.statusCode).toBe(200);
    const data = staff.json().data as {
      entries: { id: number; position: number | null; eventName: string; offers: { status: string }[] }[];
      demand: { date: string; entries: number }[];
      demandByWeek: { weekStart: string; entries: number }[];
    };
    // The queue as it is, No. 1 first (the list was newest first, No. 2 above No. 1).
    const queue = data.entries.filter((entry) => entry.id === first || entry.id === second);
    expect(queue.map((entry) => [entry.id, entry.position])).toEqual([
      [first, 1],
      [second, 2],
    ]);
    expect(queue[0]!.eventName).toBe('Home Based Health Screening');
    // By week too: the week (from its Monday) holding the visit's day counts both.
    const weekday = new Date(`${slot.date}T00:00:00Z`).getUTCDay();
    const monday = addDaysToIsoDate(slot.date, -((weekday + 6) % 7));
    expect(data.demandByWeek.find((week) => week.weekStart === monday)!.entries).toBeGreaterThanOrEqual(2);
    expect(data.entries.find((entry) => entry.id === first)!.offers.map((o) => o.status)).toEqual(['expired']);
    expect(data.entries.find((entry) => entry.id === second)!.offers.map((o) => o.status)).toEqual(['open']);
    expect(data.demand.find((day) => day.date === slot.date)!.entries).toBeGreaterThanOrEqual(2);

    // A status filter that is not one is refused.
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/waitlist?status=bogus', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    await t.db.update(waitlistEntries).set({ status: 'left' });
  });
});

interface AdminEventRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  location: string | null;
  isActive: boolean;
  packageIds: number[];
  schedule: Record<string, unknown>;
}

describe('a visit inside the lead time', () => {
  it('is not offered: the customer could not book it any more', async () => {
    const booked = await fillSlot();
    const waiting = await joinProven(t, joinBody());
    // Two hours before the visit (the lead time is 24 hours), the clinic cancels it.
    t.setNow(new Date(singaporeDateTime(slot.date, slot.time).getTime() - 2 * 3_600_000));
    try {
      await cancel(booked);
    } finally {
      t.setNow(NOW);
    }
    expect(await openOfferOf(waiting)).toBeNull();
    expect((await slotOf(slot.id)).currentBookings).toBe(0);
    await t.db.update(waitlistEntries).set({ status: 'left' });
  });
});

describe('room added by staff', () => {
  it('is offered to the waitlist when staff raise the visits per slot', async () => {
    // Every slot of the day full: the entry has nothing to be offered until the room is raised.
    await fillSlot();
    for (const timeslotId of daySlotIds.slice(1)) {
      expect((await book(t, bookingRequest({ eventId, packageId: premium, timeslotId }))).statusCode).toBe(201);
    }
    const waiting = await joinProven(t, joinBody());
    expect(await openOfferOf(waiting)).toBeNull();
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/events', headers: admin.headers });
    const event = (listed.json().data as AdminEventRow[]).find((row) => row.id === eventId)!;
    const form = {
      name: event.name,
      slug: event.slug,
      description: event.description,
      location: event.location,
      isActive: event.isActive,
      packageIds: event.packageIds,
      schedule: { ...event.schedule, slotsPerTimeslot: 2 },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}`,
      headers: admin.headers,
      payload: form,
    });
    expect(saved.statusCode).toBe(200);
    const offer = await openOfferOf(waiting);
    expect(daySlotIds).toContain(offer?.timeslotId);
    // Put back: one visit per slot, as the other tests expect.
    await t.db.update(waitlistEntries).set({ status: 'left' });
    const restored = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}`,
      headers: admin.headers,
      payload: { ...form, schedule: { ...event.schedule } },
    });
    expect(restored.statusCode).toBe(200);
  });
});

describe("a person's data", () => {
  it('exports the waitlist entries of a person and erases them with their messages, passing a live offer on', async () => {
    const booked = await fillSlot();
    const body = joinBody();
    const mine = await joinProven(t, body);
    const other = await joinProven(t, joinBody());
    await cancel(booked);
    expect(await openOfferOf(mine)).not.toBeNull();

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/personal-data?email=${encodeURIComponent(body.email)}`,
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json().data as { waitlist: Record<string, unknown>[]; messages: { kind: string }[] };
    expect(data.waitlist).toHaveLength(1);
    expect(data.waitlist[0]).toMatchObject({
      id: mine,
      email: body.email,
      identificationNumber: body.identificationNumber,
    });
    expect(data.waitlist[0]).not.toHaveProperty('leaveTokenHash');
    expect(data.messages.map((message) => message.kind)).toEqual(
      expect.arrayContaining(['waitlist-joined', 'waitlist-offer']),
    );

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erase',
      headers: admin.headers,
      payload: { email: body.email },
    });
    expect(erased.statusCode).toBe(200);
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, mine))).toEqual([]);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.waitlistEntryId, mine))).toEqual([]);
    // The place it was offered went to the next entry.
    expect(await openOfferOf(other)).not.toBeNull();
    await t.db.update(waitlistEntries).set({ status: 'left' });
  });

  it('deletes ended entries once their last day is past the retention, and keeps waiting ones', async () => {
    const ended = (await join(joinBody())).json().data.id as number;
    const waiting = (await join(joinBody())).json().data.id as number;
    await t.db.update(waitlistEntries).set({ status: 'left' }).where(eq(waitlistEntries.id, ended));
    expect(await forgetWaitlistEntriesBefore(t.db, addDaysToIsoDate(todayInSingapore(NOW), -1))).toBe(0);
    expect(await forgetWaitlistEntriesBefore(t.db, slot.date)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, ended))).toEqual([]);
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, waiting))).toHaveLength(1);
    await t.db.update(waitlistEntries).set({ status: 'left' });
  });
});
