import {
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_REQUIRED_MESSAGE,
  POSTAL_CODE_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
} from '@domain/bookings/messages';
import { INVALID_DATE_MESSAGE } from '@domain/shared/form-messages';
import { POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE, TIMESLOT_NOT_FOUND_MESSAGE } from '@domain/timeslots/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../db/factories';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import { timeslots } from '../../db/schema/timeslots';
import { signInAdmin } from '../../testing/admin';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { observedRosterInsurer } from '../../testing/insurer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { takeSlotCapacity } from './service';

// NOW is Saturday 21 Nov 2026, 10:00 in Singapore: with 24 hours' notice, Monday 23 Nov is the first
// day offered, with the north region's 09:00 and 11:00 and the central region's 08:00 and 10:00.
const MONDAY = '2026-11-23';

/** The insurer is asked between the booking's read-only checks and its transaction: a hook there. */
const { insurer, state: insurerState } = observedRosterInsurer();

let t: TestApp;
let headers: Record<string, string>;
let eventId: number;
let premium: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, insurer });
  headers = (await signInAdmin(t)).headers;
  eventId = (await homeEvent(t)).id;
  premium = (await packageIds(t)).premium;
});
afterAll(() => t.close());

const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/timeslots/postal-code?${query}`, headers });
const setAvailability = (id: number, isAvailable: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/timeslots/${id}/availability`, headers, payload: { isAvailable } });

type Day = {
  date: { label: string };
  timeslot: {
    id: number;
    time: string;
    label: string;
    region: string | null;
    isAvailable: boolean;
    currentAttendees: number;
    maxAttendees: number;
    currentBookings: number;
    maxBookings: number;
  }[];
};

describe('the timeslot search', () => {
  it('finds the slots of a postal code by date, stored so they can be blocked, with their counts', async () => {
    // An event of its own, so no other test has booked its Monday slots.
    const event = await createEvent(t.db, {}, { packageIds: [premium], config: { configType: 'auto' } });
    const res = await search(`eventId=${event.id}&postalCode=238801`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, region: 'central', searchType: 'postalCode' });
    const dates = Object.keys(body.data);
    expect(dates[0]).toBe(MONDAY);
    expect(dates).toEqual([...dates].sort());
    const monday = body.data[MONDAY] as Day;
    expect(monday.date.label).toBe('Mon, 23 Nov 2026');
    expect(monday.timeslot.map((slot) => [slot.time, slot.label, slot.region])).toEqual([
      ['08:00', '8:00 AM', 'central'],
      ['10:00', '10:00 AM', 'central'],
    ]);
    expect(monday.timeslot[0]).toMatchObject({
      isAvailable: true,
      currentAttendees: 0,
      maxAttendees: 20,
      currentBookings: 0,
      maxBookings: 1,
    });
    expect(monday.timeslot[0]!.id).toBeGreaterThan(0);
  });

  it('searches by date across every region when a date is given, also with a postal code', async () => {
    const res = await search(`eventId=${eventId}&postalCode=238801&date=${MONDAY}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ region: null, searchType: 'date' });
    expect(Object.keys(body.data)).toEqual([MONDAY]);
    expect((body.data[MONDAY] as Day).timeslot.map((slot) => `${slot.time} ${slot.region}`)).toEqual([
      '08:00 central',
      '09:00 north',
      '10:00 central',
      '11:00 north',
    ]);
  });

  it('answers an empty result for a postal code in no region and a date with no slots', async () => {
    const none = await search(`eventId=${eventId}&postalCode=999999`);
    expect(none.json()).toMatchObject({ success: true, data: {}, region: null });
    const sunday = await search(`eventId=${eventId}&date=2026-11-22`);
    expect(sunday.json()).toMatchObject({ success: true, data: {}, searchType: 'date' });
  });

  it.each([
    [`postalCode=238801`, EVENT_REQUIRED_MESSAGE],
    [`eventId=&postalCode=238801`, EVENT_REQUIRED_MESSAGE],
    [`eventId=1`, POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE],
    [`eventId=1&postalCode=&date=`, POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE],
    [`eventId=1&postalCode=23880`, POSTAL_CODE_MESSAGE],
    [`eventId=1&postalCode=abcdef`, POSTAL_CODE_MESSAGE],
    [`eventId=1&date=2026-02-30`, INVALID_DATE_MESSAGE],
    [`eventId=x&date=2026-11-23`, EVENT_REQUIRED_MESSAGE],
  ])('refuses %s with the spec message', async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { message: string }) => error.message)).toContain(message);
  });

  it('answers 404 for an unknown event, and shows an inactive one', async () => {
    const unknown = await search('eventId=99999&postalCode=238801');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_NOT_FOUND_MESSAGE);
    const inactive = await createEvent(
      t.db,
      { isActive: false },
      { packageIds: [premium], config: { configType: 'auto' } },
    );
    const res = await search(`eventId=${inactive.id}&postalCode=560123`);
    expect(res.statusCode).toBe(200);
    expect(res.json().region).toBe('north');
    expect(Object.keys(res.json().data).length).toBeGreaterThan(0);
  });
});

describe('blocking a slot', () => {
  async function mondaySlot(time: string, region = 'central') {
    const body = (await search(`eventId=${eventId}&date=${MONDAY}`)).json();
    return (body.data[MONDAY] as Day).timeslot.find((slot) => slot.time === time && slot.region === region)!;
  }

  it('takes no booking while blocked, and books again once unblocked', async () => {
    const slot = await mondaySlot('08:00');
    const blocked = await setAvailability(slot.id, false);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      success: true,
      message: 'Timeslot updated',
      data: { id: slot.id, isAvailable: false, date: MONDAY, eventId, region: 'central' },
    });
    expect((await mondaySlot('08:00')).isAvailable).toBe(false);
    // The customer look-up no longer offers it.
    const offered = await offeredSlots(t, eventId);
    expect(offered.map((s) => s.id)).not.toContain(slot.id);

    const refused = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SLOT_UNAVAILABLE_MESSAGE);

    expect((await setAvailability(slot.id, true)).json().data.isAvailable).toBe(true);
    const booked = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }));
    expect(booked.statusCode).toBe(201);
    expect(await mondaySlot('08:00')).toMatchObject({ currentBookings: 1, currentAttendees: 1, isAvailable: true });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'timeslot'), eq(auditLog.entityId, String(slot.id))));
    expect(entries.map((entry) => entry.action)).toEqual(['block', 'unblock']);
    expect(entries[0]!.changes).toMatchObject({ before: { isAvailable: true }, after: { isAvailable: false } });
  });

  it('refuses a booking already under way when the slot is blocked before its transaction', async () => {
    const slot = await mondaySlot('10:00');
    // The booking has passed its read-only checks and is asking the insurer when staff block the slot.
    insurerState.beforeNextVerify = async () => {
      expect((await setAvailability(slot.id, false)).statusCode).toBe(200);
    };
    const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }));
    expect(insurerState.beforeNextVerify).toBeNull();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SLOT_UNAVAILABLE_MESSAGE);
    const [stored] = await t.db.select().from(timeslots).where(eq(timeslots.id, slot.id));
    expect(stored).toMatchObject({ isAvailable: false, currentBookings: 0, currentAttendees: 0 });
    expect(await t.db.select().from(registrations).where(eq(registrations.timeslotId, slot.id))).toEqual([]);
    await setAvailability(slot.id, true);
  });

  it('has the capacity UPDATE itself refuse a blocked slot, whatever was read before', async () => {
    const slot = await mondaySlot('11:00', 'north');
    await setAvailability(slot.id, false);
    const taken = await t.db.transaction((tx) =>
      takeSlotCapacity(tx, { timeslotId: slot.id, persons: 1, slotsPerTimeslot: 1 }),
    );
    expect(taken).toBe(false);
    await setAvailability(slot.id, true);
    const takenNow = await t.db.transaction((tx) =>
      takeSlotCapacity(tx, { timeslotId: slot.id, persons: 1, slotsPerTimeslot: 1 }),
    );
    expect(takenNow).toBe(true);
  });

  it('answers 404 for an unknown slot and 400 for a body that is not a switch', async () => {
    const unknown = await setAvailability(999999, false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TIMESLOT_NOT_FOUND_MESSAGE);
    const slot = await mondaySlot('09:00', 'north');
    for (const value of ['no', 0, null, undefined]) {
      expect((await setAvailability(slot.id, value)).statusCode).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/timeslots/abc/availability',
          headers,
          payload: { isAvailable: true },
        })
      ).statusCode,
    ).toBe(400);
  });
});
