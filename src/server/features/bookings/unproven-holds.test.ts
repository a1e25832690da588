import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOW } from '../../testing/bookings';
import { insertBooking, slotsByWeek } from '../../testing/bot-check';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { countUnprovenHolds, holdsLookScripted, unprovenHoldsLookScripted } from './unproven-holds';

describe('unproven holds of the next 7 days (the bot check’s second trigger)', () => {
  let t: TestApp;
  let slots: Awaited<ReturnType<typeof slotsByWeek>>;
  const inHalfAnHour = new Date(NOW.getTime() + 30 * 60_000);
  // A database of its own for each test: the counts are of every booking stored.
  beforeEach(async () => {
    t = await createTestApp({ now: NOW });
    slots = await slotsByWeek(t, NOW);
    expect(slots.thisWeek.length).toBeGreaterThan(0);
    expect(slots.later.length).toBeGreaterThan(0);
  });
  afterEach(() => t.close());

  /** The week of the first test: 5 persons in unproven holds beside 17 live persons. */
  async function storeTheWeek() {
    const { eventId, thisWeek, later } = slots;
    let slot = 0;
    // Stored as they are, so several bookings may share a slot.
    const next = () => thisWeek[slot++ % thisWeek.length]!;
    // Live and counted: paid, and unpaid with a proven contact (no conditional hold).
    await insertBooking(t, { eventId, timeslotId: next(), persons: 5, status: 'paid' });
    await insertBooking(t, { eventId, timeslotId: next(), persons: 3, status: 'pending_payment' });
    await insertBooking(t, { eventId, timeslotId: next(), persons: 2, status: 'confirmed' });
    // Unproven holds: both unpaid statuses, hold still running.
    await insertBooking(t, {
      eventId,
      timeslotId: next(),
      persons: 4,
      status: 'pending_payment',
      holdExpiresAt: inHalfAnHour,
    });
    await insertBooking(t, {
      eventId,
      timeslotId: next(),
      persons: 1,
      status: 'confirmed',
      holdExpiresAt: inHalfAnHour,
    });
    // Not counted at all: closed bookings, and visits after the 7 days.
    await insertBooking(t, {
      eventId,
      timeslotId: next(),
      persons: 6,
      status: 'cancelled',
      holdExpiresAt: inHalfAnHour,
    });
    await insertBooking(t, { eventId, timeslotId: next(), persons: 6, status: 'expired' });
    await insertBooking(t, {
      eventId,
      timeslotId: later[0]!,
      persons: 6,
      status: 'pending_payment',
      holdExpiresAt: inHalfAnHour,
    });
    // Live but no longer an unproven hold: its hold time has passed (the expiry job has not run yet).
    await insertBooking(t, {
      eventId,
      timeslotId: next(),
      persons: 2,
      status: 'pending_payment',
      holdExpiresAt: new Date(NOW.getTime() - 60_000),
    });
  }

  it('counts persons, not bookings: unproven holds beside all live bookings of the week', async () => {
    await storeTheWeek();
    expect(await countUnprovenHolds(t.db, NOW)).toEqual({ unprovenPersons: 5, livePersons: 17 });
    // 5 of 17 is over 20%, but fewer than 10 persons.
    expect(await holdsLookScripted(t.db, NOW)).toBe(false);
  });

  it('switches on over 20% of the persons and from 10 persons on', () => {
    expect(unprovenHoldsLookScripted({ unprovenPersons: 10, livePersons: 50 })).toBe(false);
    expect(unprovenHoldsLookScripted({ unprovenPersons: 10, livePersons: 49 })).toBe(true);
    expect(unprovenHoldsLookScripted({ unprovenPersons: 9, livePersons: 9 })).toBe(false);
    expect(unprovenHoldsLookScripted({ unprovenPersons: 0, livePersons: 0 })).toBe(false);
  });

  it('answers true once enough unproven holds are stored', async () => {
    await storeTheWeek();
    const { eventId, thisWeek } = slots;
    for (let i = 0; i < 5; i++) {
      await insertBooking(t, {
        eventId,
        timeslotId: thisWeek[i % thisWeek.length]!,
        persons: 1,
        status: 'pending_payment',
        holdExpiresAt: inHalfAnHour,
      });
    }
    expect(await countUnprovenHolds(t.db, NOW)).toEqual({ unprovenPersons: 10, livePersons: 22 });
    expect(await holdsLookScripted(t.db, NOW)).toBe(true);
  });
});
