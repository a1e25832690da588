import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeslots } from '../../db/schema/timeslots';
import { homeEvent, NOW, offeredSlots } from '../../testing/bookings';
import { slotCounters } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { takeSlotPersons } from './booking-slots';
import { takeSlotCapacity } from './service';

// The conditional UPDATEs that take a slot's room, called directly: a booking's read-only check
// (slotHasRoomFor in book.ts) refuses a full slot before its transaction, so through HTTP a missing
// room clause in the UPDATE would never be reached by one request at a time.

let t: TestApp;
let slotIds: number[];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  slotIds = (await offeredSlots(t, (await homeEvent(t)).id)).map((slot) => slot.id);
});
afterAll(() => t.close());

let nextSlot = 0;
/** A slot of its own for each test, holding `currentAttendees` persons of `maxAttendees`. */
async function slotHolding(currentAttendees: number, maxAttendees: number) {
  const timeslotId = slotIds[nextSlot++];
  if (timeslotId === undefined) throw new Error('No free slot left for this test');
  await t.db.update(timeslots).set({ currentAttendees, maxAttendees }).where(eq(timeslots.id, timeslotId));
  return timeslotId;
}

const inTransaction = <T>(work: Parameters<typeof t.db.transaction<T>>[0]) => t.db.transaction(work);

describe('takeSlotCapacity (a new booking)', () => {
  // Many home visits allowed, so only the persons limit binds.
  const slotsPerTimeslot = 20;

  it('gives a booking the last places of a slot exactly, and refuses one person more', async () => {
    const timeslotId = await slotHolding(2, 5);
    const tooMany = await inTransaction((tx) => takeSlotCapacity(tx, { timeslotId, persons: 4, slotsPerTimeslot }));
    expect(tooMany).toBe(false);
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 2, currentBookings: 0 });

    const exactly = await inTransaction((tx) => takeSlotCapacity(tx, { timeslotId, persons: 3, slotsPerTimeslot }));
    expect(exactly).toBe(true);
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 5, currentBookings: 1 });

    const onceFull = await inTransaction((tx) => takeSlotCapacity(tx, { timeslotId, persons: 1, slotsPerTimeslot }));
    expect(onceFull).toBe(false);
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 5, currentBookings: 1 });
  });
});

describe('takeSlotPersons (persons added to a booking)', () => {
  it('gives the last places of a slot exactly, and refuses one person more', async () => {
    const timeslotId = await slotHolding(3, 5);
    expect(await inTransaction((tx) => takeSlotPersons(tx, { timeslotId, persons: 3 }))).toBe(false);
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(3);

    expect(await inTransaction((tx) => takeSlotPersons(tx, { timeslotId, persons: 2 }))).toBe(true);
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(5);

    expect(await inTransaction((tx) => takeSlotPersons(tx, { timeslotId, persons: 1 }))).toBe(false);
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(5);
  });
});
