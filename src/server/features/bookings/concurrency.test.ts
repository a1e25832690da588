import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createPromoDiscount } from '../../db/factories';
import { registrationDiscountIdentifiers, registrations } from '../../db/schema/bookings';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { timeslots } from '../../db/schema/timeslots';
import { book, bookingRequest, householdMember, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { raceDescribe } from '../../testing/race-database';
import { slotCountersAndBookings } from '../../testing/slots';
import { tallyDrift } from '../../testing/tallies';
import { createTestApp, type TestApp } from '../../testing/test-app';

// PGlite runs one query at a time and would hide a read-check-write race: these run on PostgreSQL.
const describeRace = await raceDescribe();
const SLOT_FULL = 'This timeslot is fully booked. Please choose another time.';
const LIMIT_REACHED = 'This discount code has reached its redemption limit';

let t: TestApp;
let premium: number;
/** Slots of an event that allows many home visits per slot, so only the limit under test binds. */
let roomySlots: number[];
let eventId: number;

describeRace('parallel bookings', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, race: true });
    premium = (await packageIds(t)).premium;
    const event = await createEvent(
      t.db,
      {},
      { packageIds: [premium], config: { configType: 'auto', slotsPerTimeslot: 100 } },
    );
    eventId = event.id;
    roomySlots = (await offeredSlots(t, eventId)).map((slot) => slot.id);
  });
  afterAll(() => t.close());

  /** Fires `count` bookings at once; each call of `makeRequest` builds a fresh request (its own person). */
  const bookInParallel = (count: number, makeRequest: () => object) =>
    Promise.all(Array.from({ length: count }, () => book(t, makeRequest())));

  describe('concurrent bookings', () => {
    it('never puts more persons into a slot than it holds under 40 parallel bookings', async () => {
      const timeslotId = roomySlots[0]!;
      const capacity = 25;
      await t.db.update(timeslots).set({ maxAttendees: capacity }).where(eq(timeslots.id, timeslotId));
      const sizes = Array.from({ length: 40 }, (_, i) => 1 + (i % 3));
      const responses = await Promise.all(
        sizes.map((persons) =>
          book(
            t,
            bookingRequest({
              eventId,
              packageId: premium,
              timeslotId,
              participants: Array.from({ length: persons - 1 }, () => householdMember(premium)),
            }),
          ),
        ),
      );
      const accepted = responses.filter((res) => res.statusCode === 201);
      const refused = responses.filter((res) => res.statusCode !== 201);
      const acceptedPersons = sizes.filter((_, i) => responses[i]!.statusCode === 201).reduce((a, b) => a + b, 0);
      console.log(
        `persons limit: tried ${sizes.length} bookings (${sizes.reduce((a, b) => a + b, 0)} persons), ` +
          `accepted ${accepted.length} bookings (${acceptedPersons} persons), capacity ${capacity} persons`,
      );
      expect(refused.every((res) => res.statusCode === 409 && res.json().message === SLOT_FULL)).toBe(true);
      expect(acceptedPersons).toBeLessThanOrEqual(capacity);
      // A refused one-person booking means the slot was full at that moment, and it only fills up.
      if (sizes.some((persons, i) => persons === 1 && responses[i]!.statusCode === 409)) {
        expect(acceptedPersons).toBe(capacity);
      }
      const state = await slotCountersAndBookings(t, timeslotId);
      expect(state.currentAttendees).toBe(state.persons);
      expect(state.currentBookings).toBe(state.bookings);
      expect(state.bookings).toBe(accepted.length);
    });

    it('never books more home visits into a slot than the event allows under 40 parallel bookings', async () => {
      const visits = 5;
      const event = await createEvent(
        t.db,
        {},
        { packageIds: [premium], config: { configType: 'auto', slotsPerTimeslot: visits } },
      );
      const [slot] = await offeredSlots(t, event.id);
      const responses = await bookInParallel(40, () =>
        bookingRequest({ eventId: event.id, packageId: premium, timeslotId: slot!.id }),
      );
      const accepted = responses.filter((res) => res.statusCode === 201).length;
      console.log(`visits limit: tried 40 bookings, accepted ${accepted}, capacity ${visits} visits`);
      expect(accepted).toBe(visits);
      expect(responses.filter((res) => res.statusCode === 409)).toHaveLength(40 - visits);
      const state = await slotCountersAndBookings(t, slot!.id);
      expect(state.currentBookings).toBe(visits);
      expect(state.bookings).toBe(visits);
      expect(state.currentAttendees).toBe(state.persons);
    });
  });

  describe('concurrent unpaid holds', () => {
    it('lets one identification number hold at most 3 unpaid bookings under 10 parallel bookings', async () => {
      const timeslotId = roomySlots[3]!;
      const identificationNumber = 'F0000042Q';
      const responses = await bookInParallel(10, () =>
        bookingRequest({ eventId, packageId: premium, timeslotId, identificationNumber }),
      );
      const accepted = responses.filter((res) => res.statusCode === 201).length;
      console.log(`unpaid holds: tried 10 bookings of one ID, accepted ${accepted}, limit 3`);
      expect(accepted).toBe(3);
      expect(
        responses.filter(
          (res) =>
            res.statusCode === 409 &&
            res.json().message ===
              'You already have 3 bookings awaiting payment. Please complete or cancel one before booking again.',
        ),
      ).toHaveLength(7);
      const [held] = await t.db
        .select({ n: count() })
        .from(registrations)
        .where(
          and(
            eq(registrations.identificationNumber, identificationNumber),
            eq(registrations.status, 'pending_payment'),
          ),
        );
      expect(held!.n).toBe(3);
      expect((await slotCountersAndBookings(t, timeslotId)).currentBookings).toBe(3);
    });
  });

  describe('concurrent redemptions', () => {
    it('redeems a single-use code exactly once under 10 parallel bookings', async () => {
      const { codes } = await createPromoDiscount(t.db, ['RACEONCE'], {}, { maxRedemptions: 1 });
      const code = codes[0]!;
      const timeslotId = roomySlots[1]!;
      const responses = await bookInParallel(10, () =>
        bookingRequest({
          eventId,
          packageId: premium,
          timeslotId,
          discountCodeId: code.id,
          discountCode: 'RACEONCE',
        }),
      );
      const accepted = responses.filter((res) => res.statusCode === 201).length;
      console.log(`single-use code: tried 10 redemptions, accepted ${accepted}, limit 1`);
      expect(accepted).toBe(1);
      expect(responses.filter((res) => res.statusCode === 409 && res.json().message === LIMIT_REACHED)).toHaveLength(9);
      const [identifier] = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.id, code.id));
      expect(identifier).toMatchObject({ usedCount: 1, isUsed: true });
      const [discount] = await t.db.select().from(discounts).where(eq(discounts.id, code.discountId));
      expect(discount!.redemptionCount).toBe(1);
      const links = await t.db
        .select()
        .from(registrationDiscountIdentifiers)
        .where(eq(registrationDiscountIdentifiers.discountIdentifierId, code.id));
      expect(links).toHaveLength(1);
      // Refused bookings gave their capacity back with the rollback.
      const state = await slotCountersAndBookings(t, timeslotId);
      expect(state.currentBookings).toBe(1);
    });

    it("never exceeds a discount's own redemption limit under 10 parallel bookings", async () => {
      const limit = 3;
      const { codes, discount } = await createPromoDiscount(t.db, ['RACETHREE'], {
        limitRedemption: true,
        maxRedemptions: limit,
      });
      const timeslotId = roomySlots[2]!;
      const responses = await bookInParallel(10, () =>
        bookingRequest({
          eventId,
          packageId: premium,
          timeslotId,
          discountCodeId: codes[0]!.id,
          discountCode: 'racethree',
        }),
      );
      const accepted = responses.filter((res) => res.statusCode === 201).length;
      console.log(`discount limit: tried 10 redemptions, accepted ${accepted}, limit ${limit}`);
      expect(accepted).toBe(limit);
      const [stored] = await t.db.select().from(discounts).where(eq(discounts.id, discount.id));
      expect(stored!.redemptionCount).toBe(limit);
    });
  });

  // After every race above: insights count exactly the bookings that were made (decision 017).
  it('leaves the insights tallies equal to a count of the bookings and their households', async () => {
    expect(await tallyDrift(t.db)).toEqual([]);
  });
});
