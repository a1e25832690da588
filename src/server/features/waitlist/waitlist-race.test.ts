import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import {
  book,
  bookingRequest,
  CENTRAL_POSTAL_CODE,
  homeEvent,
  NOW,
  offeredSlots,
  packageIds,
  testNric,
} from '../../testing/bookings';
import { openSecondInstance, raceDescribe } from '../../testing/race-database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { proveWaitlistEntry } from '../../testing/waitlist';
import { cancelBooking } from '../bookings';
import { refundsFor } from '../payments';
import { expireOffers, freedVisitOffers, offerTokenHash } from '../waitlist-offers';

// The waitlist's races on PostgreSQL (PGlite runs one query at a time and would hide them), with two
// instances' connection pools: a freed visit is offered once however many sweepers pass it on, and an
// offer's booking and its expiry racing have exactly one winner.
const describeRace = await raceDescribe();

const ROUNDS = 6;
let t: TestApp;
let second: DatabaseHandle;
let eventId: number;
let premium: number;
let slots: { id: number; date: string }[];
let person = 0;

async function slotDate(id: number) {
  const [row] = await t.db
    .select({ date: eventDates.date })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(eq(timeslots.id, id));
  return row!.date;
}

async function join(date: string) {
  person += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: {
      eventId,
      packageId: premium,
      persons: 1,
      postalCode: CENTRAL_POSTAL_CODE,
      dateFrom: date,
      dateTo: date,
      timeOfDay: 'any',
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: `ravi+${person}@example.com`,
      mobileNumber: `8${String(3_000_000 + person).padStart(7, '0')}`,
      gender: 'male',
      identificationNumber: testNric(6_300_000 + person),
      dateOfBirth: '1980-01-01',
      address: '3 Orchard Road',
    },
  });
  expect(res.statusCode).toBe(201);
  // Proven, so that it gets offers (DESIGN §8.9).
  return proveWaitlistEntry(t, res.json().data);
}

/** A full slot freed by a cancellation while two entries wait for it: the first is offered it. */
async function freedWithTwoWaiting(slot: { id: number; date: string }) {
  const booked = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }));
  expect(booked.statusCode).toBe(201);
  const first = await join(slot.date);
  const next = await join(slot.date);
  const ctx = t.app.ctx;
  await cancelBooking(ctx, {
    registrationId: booked.json().data.id,
    actor: 'system',
    by: 'staff',
    refunds: refundsFor(ctx),
    freedVisits: freedVisitOffers,
  });
  const [offer] = await t.db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, first), eq(waitlistOffers.status, 'open')));
  expect(offer).toBeDefined();
  return { first, next, offer: offer! };
}

async function offerToken(entryId: number, tokenHash: string) {
  const emails = await t.db
    .select({ secrets: outboxMessages.linkSecrets })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.waitlistEntryId, entryId), eq(outboxMessages.kind, 'waitlist-offer')));
  return emails
    .map((email) => (email.secrets as { offerToken: string }).offerToken)
    .find((token) => offerTokenHash(token) === tokenHash)!;
}

async function slotState(timeslotId: number) {
  const [slot] = await t.db.select().from(timeslots).where(eq(timeslots.id, timeslotId));
  const offers = await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.timeslotId, timeslotId));
  const live = await t.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.timeslotId, timeslotId),
        inArray(registrations.status, ['pending_payment', 'paid', 'confirmed']),
      ),
    );
  return { currentBookings: slot!.currentBookings, offers, live: live.length };
}

describeRace('the waitlist under two instances', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, race: true });
    second = await openSecondInstance(t.db);
    eventId = (await homeEvent(t)).id;
    premium = (await packageIds(t)).premium;
    const offered = await offeredSlots(t, eventId);
    slots = [];
    for (const slot of offered.slice(0, ROUNDS * 2)) slots.push({ id: slot.id, date: await slotDate(slot.id) });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('passes an expired offer on exactly once when two sweepers run at the same time', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const slot = slots[round]!;
      const { first, next, offer } = await freedWithTwoWaiting(slot);
      const later = new Date(offer.expiresAt.getTime() + 1_000);
      const [a, b] = await Promise.all([
        expireOffers(t.db, { now: later, offerMinutes: 30 }),
        expireOffers(second.db, { now: later, offerMinutes: 30 }),
      ]);
      expect(a + b).toBe(1);
      const state = await slotState(slot.id);
      // One place, held for the next entry: one expired offer, one open, the slot still counting it once.
      expect(state.offers.map((row) => `${row.entryId}:${row.status}`).sort()).toEqual(
        [`${first}:expired`, `${next}:open`].sort(),
      );
      expect(state.currentBookings).toBe(1);
      await t.db.update(waitlistEntries).set({ status: 'left' });
    }
  }, 120_000);

  it('has one winner when the offer is booked as it expires', async () => {
    const outcomes = { booked: 0, expired: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const slot = slots[ROUNDS + round]!;
      const { first, next, offer } = await freedWithTwoWaiting(slot);
      const token = await offerToken(first, offer.tokenHash);
      // The customer books in the last moment of the offer while both sweepers see it ended.
      t.setNow(new Date(offer.expiresAt.getTime() - 1 - round));
      const sweepAt = new Date(offer.expiresAt.getTime() + 1);
      const [booking, a, b] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/waitlist/offers/${token}/book`,
          payload: { privacyConsent: true, participants: [] },
        }),
        expireOffers(t.db, { now: sweepAt, offerMinutes: 30 }),
        expireOffers(second.db, { now: sweepAt, offerMinutes: 30 }),
      ]);
      t.setNow(NOW);
      const state = await slotState(slot.id);
      const [ended] = state.offers.filter((row) => row.entryId === first);
      if (booking.statusCode === 201) {
        outcomes.booked += 1;
        expect(a + b).toBe(0);
        expect(ended!.status).toBe('booked');
        expect(state.live).toBe(1);
        expect(state.offers.filter((row) => row.entryId === next)).toHaveLength(0);
      } else {
        outcomes.expired += 1;
        expect(booking.statusCode).toBe(409);
        expect(a + b).toBe(1);
        expect(ended!.status).toBe('expired');
        expect(state.live).toBe(0);
        expect(state.offers.filter((row) => row.entryId === next && row.status === 'open')).toHaveLength(1);
      }
      // Either way the one place is counted once: by the booking, or by the next entry's offer.
      expect(state.currentBookings).toBe(1);
      await t.db.update(waitlistEntries).set({ status: 'left' });
    }
    expect(outcomes.booked + outcomes.expired).toBe(ROUNDS);
  }, 120_000);
});
