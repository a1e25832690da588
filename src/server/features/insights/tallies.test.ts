import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, Transaction } from '../../db/client';
import { bookingTallies, participants, registrations } from '../../db/schema/bookings';
import { signInAdmin } from '../../testing/admin';
import {
  type BookingSetup,
  bookingSetup,
  type CreatedBooking,
  householdMember,
  NOW,
  type PackageIds,
  testNric,
} from '../../testing/bookings';
import { openSecondInstance, raceDescribe } from '../../testing/race-database';
import { tallyDrift, tallyRows } from '../../testing/tallies';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expireUnpaidHolds } from '../bookings';
import { freedVisitOffers } from '../waitlist-offers';
import { rollUpBookingTallies } from './tallies';

// The tallies insights count from (decision 017): triggers keep them equal to a count of the bookings
// and household members through every kind of write, and folding them changes no sum.

const describeRace = await raceDescribe();

let t: TestApp;
let setup: BookingSetup;
let pkg: PackageIds;
let personSerial = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  setup = await bookingSetup(t);
  pkg = setup.pkg;
});
afterAll(() => t.close());

/** The tallies' sums for one slot as `status/packageId` → [bookings, persons], keys that sum to nothing left out. */
async function talliedIn(timeslotId: number) {
  const rows = await t.db
    .select({
      status: bookingTallies.status,
      packageId: bookingTallies.packageId,
      bookings: sql<number>`sum(${bookingTallies.bookings})::int`,
      persons: sql<number>`sum(${bookingTallies.persons})::int`,
    })
    .from(bookingTallies)
    .where(eq(bookingTallies.timeslotId, timeslotId))
    .groupBy(bookingTallies.status, bookingTallies.packageId)
    .having(sql`sum(${bookingTallies.bookings}) <> 0 or sum(${bookingTallies.persons}) <> 0`);
  return Object.fromEntries(rows.map((row) => [`${row.status}/${row.packageId}`, [row.bookings, row.persons]]));
}

const withToken = (booking: CreatedBooking) => ({ 'x-booking-token': booking.bookingToken });

function householdRow(registrationId: string, packageId: number) {
  personSerial += 1;
  return {
    registrationId,
    firstName: 'Tally',
    lastName: 'Member',
    gender: 'female',
    identificationNumber: testNric(8_900_000 + personSerial),
    packageId,
    packagePrice: '100.00',
    originalPrice: '100.00',
  };
}

describe('booking tallies', () => {
  it('count a booking and its household through the booking, change, cancel and expiry flows', async () => {
    const booking = await setup.createBooking({ participants: [householdMember(pkg.comprehensive)] });
    const { status } = booking;
    expect(await talliedIn(booking.timeslotId)).toEqual({
      [`${status}/${pkg.premium}`]: [1, 1],
      [`${status}/${pkg.comprehensive}`]: [0, 1],
    });

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/participants',
      payload: { registrationId: booking.id, ...householdMember(pkg.superior, 'Siti') },
      headers: withToken(booking),
    });
    expect(added.statusCode).toBe(201);
    const addedId = added.json().data.participant.id as number;
    expect((await talliedIn(booking.timeslotId))[`${status}/${pkg.superior}`]).toEqual([0, 1]);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/participants/${addedId}`,
      payload: { registrationId: booking.id, packageId: pkg.prestige },
      headers: withToken(booking),
    });
    expect(changed.statusCode).toBe(200);
    expect(await talliedIn(booking.timeslotId)).toEqual({
      [`${status}/${pkg.premium}`]: [1, 1],
      [`${status}/${pkg.comprehensive}`]: [0, 1],
      [`${status}/${pkg.prestige}`]: [0, 1],
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/participants/${addedId}?registrationId=${booking.id}`,
      headers: withToken(booking),
    });
    expect(removed.statusCode).toBe(200);
    expect(await tallyDrift(t.db)).toEqual([]);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${booking.id}/cancel`,
      headers: withToken(booking),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await talliedIn(booking.timeslotId)).toEqual({
      [`cancelled/${pkg.premium}`]: [1, 1],
      [`cancelled/${pkg.comprehensive}`]: [0, 1],
    });

    // An unpaid hold whose payment time has passed is released by the expiry job.
    const unpaid = await setup.createBooking({ participants: [householdMember(pkg.premium)] });
    await t.db
      .update(registrations)
      .set({ status: 'pending_payment', paymentDueAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(registrations.id, unpaid.id));
    expect(await expireUnpaidHolds(t.db, NOW, freedVisitOffers)).toBeGreaterThan(0);
    expect(await talliedIn(unpaid.timeslotId)).toEqual({ [`expired/${pkg.premium}`]: [1, 2] });
    expect(await tallyDrift(t.db)).toEqual([]);
  });

  it('follow every write to a booking’s slot, status, package or household, and nothing else', async () => {
    const first = await setup.createBooking();
    const second = await setup.createBooking();
    const [member] = await t.db
      .insert(participants)
      .values(householdRow(first.id, pkg.superior))
      .returning({ id: participants.id });

    const rowsBefore = await tallyRows(t.db);
    await t.db.update(registrations).set({ firstName: 'Renamed' }).where(eq(registrations.id, first.id));
    await t.db.update(registrations).set({ status: first.status }).where(eq(registrations.id, first.id));
    await t.db.update(participants).set({ firstName: 'Renamed' }).where(eq(participants.id, member!.id));
    expect(await tallyRows(t.db)).toBe(rowsBefore);

    await t.db.update(registrations).set({ status: 'paid' }).where(eq(registrations.id, first.id));
    await t.db.update(registrations).set({ timeslotId: second.timeslotId }).where(eq(registrations.id, first.id));
    await t.db.update(registrations).set({ packageId: pkg.prestige }).where(eq(registrations.id, first.id));
    expect(await talliedIn(second.timeslotId)).toEqual({
      [`${second.status}/${pkg.premium}`]: [1, 1],
      [`paid/${pkg.prestige}`]: [1, 1],
      [`paid/${pkg.superior}`]: [0, 1],
    });
    expect(await talliedIn(first.timeslotId)).toEqual({});

    await t.db.update(participants).set({ packageId: pkg.comprehensive }).where(eq(participants.id, member!.id));
    await t.db.update(participants).set({ registrationId: second.id }).where(eq(participants.id, member!.id));
    expect(await talliedIn(second.timeslotId)).toEqual({
      [`${second.status}/${pkg.premium}`]: [1, 1],
      [`${second.status}/${pkg.comprehensive}`]: [0, 1],
      [`paid/${pkg.prestige}`]: [1, 1],
    });
    expect(await tallyDrift(t.db)).toEqual([]);

    // A booking removed takes its household with it (the cascade), and both leave the tallies.
    await t.db.insert(participants).values(householdRow(second.id, pkg.superior));
    await t.db.delete(registrations).where(eq(registrations.id, second.id));
    expect(await t.db.select().from(participants).where(eq(participants.registrationId, second.id))).toEqual([]);
    expect(await talliedIn(second.timeslotId)).toEqual({ [`paid/${pkg.prestige}`]: [1, 1] });
    expect(await tallyDrift(t.db)).toEqual([]);
  });

  it('fold each key’s rows into one, drop keys that sum to nothing, and change no sum or answer', async () => {
    const booking = await setup.createBooking({ participants: [householdMember(pkg.comprehensive)] });
    await t.db.update(registrations).set({ status: 'paid' }).where(eq(registrations.id, booking.id));
    await t.db.update(registrations).set({ status: 'completed' }).where(eq(registrations.id, booking.id));
    const admin = await signInAdmin(t);
    const insights = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/insights?from=2026-11-01&to=2027-01-31',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const answerBefore = await insights();
    expect(answerBefore.packages.length).toBeGreaterThan(0);

    const keys = await t.db.execute(sql`
      select count(*)::int as n from (
        select 1 from booking_tallies group by timeslot_id, status, package_id
        having sum(bookings) <> 0 or sum(persons) <> 0) as kept`);
    const keptKeys = (keys as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const rowsBefore = await tallyRows(t.db);
    expect(rowsBefore).toBeGreaterThan(keptKeys);

    const folded = await rollUpBookingTallies(t.db);
    expect(folded).toBeGreaterThan(0);
    expect(await tallyRows(t.db)).toBe(keptKeys);
    expect(await tallyDrift(t.db)).toEqual([]);
    expect(await insights()).toEqual(answerBefore);
    // The booking's earlier statuses summed to nothing: no row is left for them.
    const left = await t.db
      .select()
      .from(bookingTallies)
      .where(and(eq(bookingTallies.timeslotId, booking.timeslotId), eq(bookingTallies.status, 'paid')));
    expect(left).toEqual([]);
    expect(await rollUpBookingTallies(t.db)).toBe(0);

    // Later writes append again, and the next fold takes them in.
    await t.db.update(registrations).set({ status: 'no_show' }).where(eq(registrations.id, booking.id));
    expect(await tallyRows(t.db)).toBeGreaterThan(keptKeys);
    expect(await rollUpBookingTallies(t.db)).toBeGreaterThan(0);
    expect(await tallyDrift(t.db)).toEqual([]);
  });
});

describeRace('booking tallies under concurrent writes', () => {
  let race: TestApp;
  let raceSetup: BookingSetup;
  let other: DatabaseHandle;
  beforeAll(async () => {
    race = await createTestApp({ now: NOW, race: true });
    raceSetup = await bookingSetup(race);
    other = await openSecondInstance(race.db);
  });
  afterAll(async () => {
    await other?.close();
    await race?.close();
  });

  /** Backends of the race database waiting for a lock another one holds. */
  async function blockedBackends(): Promise<number> {
    const result = (await race.db.execute(
      sql`select count(*)::int as blocked from pg_stat_activity where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0`,
    )) as unknown as { rows: { blocked: number }[] };
    return result.rows[0]!.blocked;
  }

  /**
   * Runs `first` in a transaction held open until `second` has reached its trigger and waits there for
   * the first's lock (as it should; or until it is done, should it not wait), then commits it.
   */
  async function overlapping(first: (tx: Transaction) => Promise<void>, second: () => Promise<void>) {
    let started!: () => void;
    const firstHasWritten = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = race.db.transaction(async (tx) => {
      await first(tx);
      started();
      await gate;
    });
    await firstHasWritten;
    const racing = second();
    let secondDone = false;
    racing.then(
      () => {
        secondDone = true;
      },
      () => {
        secondDone = true;
      },
    );
    await vi.waitFor(
      async () => {
        if (!secondDone) expect(await blockedBackends()).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 10 },
    );
    release();
    await Promise.all([held, racing]);
  }

  it('counts a member added while their booking’s status changes under the status it ends with', async () => {
    const booking = await raceSetup.createBooking();
    await overlapping(
      async (tx) => {
        await tx.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, booking.id));
      },
      async () => {
        await other.db.insert(participants).values(householdRow(booking.id, raceSetup.pkg.comprehensive));
      },
    );
    expect(await tallyDrift(race.db)).toEqual([]);

    const second = await raceSetup.createBooking();
    await overlapping(
      async (tx) => {
        await tx.insert(participants).values(householdRow(second.id, raceSetup.pkg.comprehensive));
      },
      async () => {
        await other.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, second.id));
      },
    );
    expect(await tallyDrift(race.db)).toEqual([]);
  });

  it('loses no write made while two instances fold at once', async () => {
    const writes = Array.from({ length: 8 }, async () => {
      const booking = await raceSetup.createBooking({ participants: [householdMember(raceSetup.pkg.superior)] });
      await race.db.update(registrations).set({ status: 'paid' }).where(eq(registrations.id, booking.id));
    });
    const folds = [rollUpBookingTallies(race.db), rollUpBookingTallies(other.db), rollUpBookingTallies(race.db)];
    await Promise.all([...writes, ...folds]);
    expect(await tallyDrift(race.db)).toEqual([]);
    await rollUpBookingTallies(race.db);
    expect(await tallyDrift(race.db)).toEqual([]);
  });
});
