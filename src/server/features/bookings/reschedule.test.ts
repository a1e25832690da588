import {
  changeCutoffMessage,
  NOT_RESCHEDULABLE_MESSAGE,
  SAME_TIMESLOT_MESSAGE,
} from '@domain/bookings/appointment-messages';
import { SLOT_FULL_MESSAGE, TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { RescheduleOptions } from '@domain/bookings/responses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../db/factories';
import { auditLog } from '../../db/schema/audit-log';
import {
  type BookingSetup,
  book,
  bookingRequest,
  bookingSetup,
  householdMember,
  NOW,
  offeredSlots,
  storedRegistration,
} from '../../testing/bookings';
import { raceDescribe } from '../../testing/race-database';
import { type SlotQueue, slotCountersAndBookings } from '../../testing/slots';
import { tallyDrift } from '../../testing/tallies';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The races (a reschedule against a booking, two opposite reschedules) run on PostgreSQL.
const describeRace = await raceDescribe();
const NORTH_POSTAL_CODE = '560123';

let t: TestApp;
let eventId: number;
let premium: number;
/** Free central slots, handed out one per use. */
let free: SlotQueue;
let createBooking: BookingSetup['createBooking'];
/** The earliest slot, Monday 23 Nov 08:00, kept for the payment deadline test. */
let earliest: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({
    eventId,
    slots: free,
    createBooking,
    pkg: { premium },
  } = await bookingSetup(t));
  earliest = free.next();
});
afterAll(() => t.close());

const reschedule = (id: string, timeslotId: unknown, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: `/api/registrations/${id}/reschedule`, payload: { timeslotId } });

describe('GET /api/registrations/:id/reschedule-options', () => {
  it('lists the other slots of the booking’s event and region, with room for all its persons', async () => {
    const { id, timeslotId } = await createBooking({ participants: [householdMember(premium)] });
    const taken = free.peek();
    const res = await t.app.inject({ method: 'GET', url: `/api/registrations/${id}/reschedule-options` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const options = res.json().data as RescheduleOptions;
    expect(options).toMatchObject({ currentTimeslotId: timeslotId, region: 'central', personCount: 2 });
    const slots = Object.values(options.timeslots).flatMap((day) => day.timeslot);
    expect(slots.map((slot) => slot.id)).not.toContain(timeslotId);
    expect(slots.find((slot) => slot.id === taken)).toMatchObject({ isAvailable: true });
    const centralIds = new Set((await offeredSlots(t, eventId)).map((slot) => slot.id));
    for (const slot of slots) expect(centralIds.has(slot.id) || !slot.isAvailable).toBe(true);
  });

  it('answers an unknown booking with 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/registrations/00000000-0000-4000-8000-000000000000/reschedule-options',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/registrations/:id/reschedule', () => {
  it('moves the visit and its persons to the new slot in one step', async () => {
    const {
      id,
      reference_number: reference,
      timeslotId,
    } = await createBooking({ participants: [householdMember(premium)] });
    const target = free.next();
    const res = await reschedule(id, target);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Appointment rescheduled');
    expect(res.json().data).toMatchObject({
      id,
      referenceNumber: reference,
      status: 'pending_payment',
      timeslotId: target,
    });
    expect(await slotCountersAndBookings(t, timeslotId)).toEqual({
      currentBookings: 0,
      currentAttendees: 0,
      bookings: 0,
      persons: 0,
    });
    expect(await slotCountersAndBookings(t, target)).toEqual({
      currentBookings: 1,
      currentAttendees: 2,
      bookings: 1,
      persons: 2,
    });
    const lookup = (await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` })).json().data;
    expect(lookup).toMatchObject({
      timeslotDate: res.json().data.timeslotDate,
      timeslotTime: res.json().data.timeslotTime,
      changeCutoffAt: res.json().data.changeCutoffAt,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'reschedule')));
    expect(audit[0]).toMatchObject({ actor: 'customer' });
    expect(audit[0]!.changes).toMatchObject({ before: { timeslotId }, after: { timeslotId: target } });
  });

  it('moves an unpaid booking’s payment deadline to the new visit’s lead time when that is sooner', async () => {
    const { id } = await createBooking();
    // Booked now with a 24-hour hold: due Sunday 10:00 in Singapore.
    expect((await storedRegistration(t, id)).paymentDueAt).toEqual(new Date('2026-11-22T02:00:00Z'));
    expect((await reschedule(id, earliest)).statusCode).toBe(200);
    // Monday 23 Nov 08:00 less the 24-hour lead time: Sunday 08:00 in Singapore.
    expect((await storedRegistration(t, id)).paymentDueAt).toEqual(new Date('2026-11-22T00:00:00Z'));
  });

  it('refuses the same slot, a full slot, another region’s slot and bad input', async () => {
    const { id, timeslotId } = await createBooking();
    const same = await reschedule(id, timeslotId);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(SAME_TIMESLOT_MESSAGE);

    const { timeslotId: full } = await createBooking();
    const fullRes = await reschedule(id, full);
    expect(fullRes.statusCode).toBe(409);
    expect(fullRes.json().message).toBe(SLOT_FULL_MESSAGE);

    const [north] = await offeredSlots(t, eventId, NORTH_POSTAL_CODE);
    const other = await reschedule(id, north!.id);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(TIMESLOT_REQUIRED_MESSAGE);

    for (const bad of ['x', -1, null, 99_999_999]) {
      expect([400, 404]).toContain((await reschedule(id, bad)).statusCode);
    }
    expect(await slotCountersAndBookings(t, timeslotId)).toMatchObject({ currentBookings: 1, bookings: 1 });
  });

  it('refuses a cancelled booking and, inside the cut-off, gives the clinic’s contact', async () => {
    const { id, reference_number: reference } = await createBooking();
    const target = free.peek();
    const lookup = (await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` })).json().data;
    t.setNow(new Date(Date.parse(lookup.changeCutoffAt) + 1));
    try {
      const late = await reschedule(id, target);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(changeCutoffMessage(24));
    } finally {
      t.setNow(NOW);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${id}/cancel` })).statusCode).toBe(200);
    const cancelled = await reschedule(id, target);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(NOT_RESCHEDULABLE_MESSAGE);
  });
});

describeRace('POST /api/registrations/:id/reschedule, racing', () => {
  let race: TestApp;
  let setup: BookingSetup;
  beforeAll(async () => {
    race = await createTestApp({ now: NOW, race: true });
    setup = await bookingSetup(race);
  });
  afterAll(() => race?.close());

  it('lets exactly one of a reschedule and a booking racing for a slot’s last place win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, timeslotId: from } = await setup.createBooking();
      const target = setup.slots.next();
      const [moved, booked] = await Promise.all([
        reschedule(id, target, race),
        book(race, bookingRequest({ eventId: setup.eventId, packageId: setup.pkg.premium, timeslotId: target })),
      ]);
      const winners = [moved.statusCode === 200, booked.statusCode === 201].filter(Boolean);
      expect(winners).toHaveLength(1);
      expect([409]).toContain(moved.statusCode === 200 ? booked.statusCode : moved.statusCode);
      for (const slot of [from, target]) {
        const state = await slotCountersAndBookings(race, slot);
        expect(state.currentBookings).toBe(state.bookings);
        expect(state.currentAttendees).toBe(state.persons);
      }
      expect((await slotCountersAndBookings(race, target)).bookings).toBe(1);
    }
  });

  it('moves two bookings between the same two slots in opposite directions at once', async () => {
    const roomy = await createEvent(
      race.db,
      {},
      { packageIds: [setup.pkg.premium], config: { configType: 'auto', slotsPerTimeslot: 10 } },
    );
    const [a, b] = (await offeredSlots(race, roomy.id)).map((slot) => slot.id);
    const first = await setup.createBooking({ eventId: roomy.id, timeslotId: a });
    const second = await setup.createBooking({ eventId: roomy.id, timeslotId: b });
    const responses = await Promise.all([reschedule(first.id, b, race), reschedule(second.id, a, race)]);
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200]);
    for (const slot of [a!, b!]) {
      expect(await slotCountersAndBookings(race, slot)).toEqual({
        currentBookings: 1,
        currentAttendees: 1,
        bookings: 1,
        persons: 1,
      });
    }
    // Insights count each booking in the slot it ended in (decision 017).
    expect(await tallyDrift(race.db)).toEqual([]);
  });
});
