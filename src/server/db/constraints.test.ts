import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './client';
import { createEvent, createPromoDiscount } from './factories';
import { discountIdentifiers, discounts } from './schema/discounts';
import { eventDates, timeslots } from './schema/timeslots';

// Rule 2 does not rest on the application alone: the database refuses counters out of range, whatever
// code writes them.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** The name of the check constraint that refused the statement (drivers wrap the error differently). */
async function refusedBy(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const causes: unknown[] = [error, (error as { cause?: unknown }).cause];
    for (const cause of causes) {
      const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
      if (code === '23514') return constraint ?? 'check';
    }
    throw error;
  }
  return undefined;
}

async function createSlot(values: { maxAttendees: number; currentAttendees?: number }) {
  const event = await createEvent(handle.db);
  const [date] = await handle.db.insert(eventDates).values({ eventId: event.id, date: '2030-01-07' }).returning();
  const [slot] = await handle.db
    .insert(timeslots)
    .values({ eventDateId: date!.id, time: '09:00', ...values })
    .returning();
  return slot!;
}

describe('database constraints on counters', () => {
  it('refuses more attendees in a slot than it holds', async () => {
    const slot = await createSlot({ maxAttendees: 5, currentAttendees: 5 });
    expect(
      await refusedBy(
        handle.db
          .update(timeslots)
          .set({ currentAttendees: sql`${timeslots.currentAttendees} + 1` })
          .where(eq(timeslots.id, slot.id)),
      ),
    ).toBe('timeslots_current_attendees_check');
    expect(await refusedBy(handle.db.update(timeslots).set({ maxAttendees: 4 }).where(eq(timeslots.id, slot.id)))).toBe(
      'timeslots_current_attendees_check',
    );
    const [after] = await handle.db.select().from(timeslots).where(eq(timeslots.id, slot.id));
    expect(after).toMatchObject({ maxAttendees: 5, currentAttendees: 5 });
  });

  it('refuses negative slot counters', async () => {
    const slot = await createSlot({ maxAttendees: 5 });
    expect(
      await refusedBy(handle.db.update(timeslots).set({ currentAttendees: -1 }).where(eq(timeslots.id, slot.id))),
    ).toBe('timeslots_current_attendees_check');
    expect(
      await refusedBy(handle.db.update(timeslots).set({ currentBookings: -1 }).where(eq(timeslots.id, slot.id))),
    ).toBe('timeslots_current_bookings_check');
  });

  it("refuses redemptions past a code's own limit and below zero", async () => {
    const { codes } = await createPromoDiscount(handle.db, ['LIMIT2DB'], {}, { maxRedemptions: 2, usedCount: 2 });
    const code = codes[0]!;
    expect(
      await refusedBy(
        handle.db
          .update(discountIdentifiers)
          .set({ usedCount: sql`${discountIdentifiers.usedCount} + 1` })
          .where(eq(discountIdentifiers.id, code.id)),
      ),
    ).toBe('discount_identifiers_used_count_check');
    expect(
      await refusedBy(
        handle.db.update(discountIdentifiers).set({ usedCount: -1 }).where(eq(discountIdentifiers.id, code.id)),
      ),
    ).toBe('discount_identifiers_used_count_check');
  });

  it("refuses redemptions past a discount's limit, and leaves an unlimited one alone", async () => {
    const { discount } = await createPromoDiscount(handle.db, [], {
      limitRedemption: true,
      maxRedemptions: 3,
      redemptionCount: 3,
    });
    expect(
      await refusedBy(
        handle.db
          .update(discounts)
          .set({ redemptionCount: sql`${discounts.redemptionCount} + 1` })
          .where(eq(discounts.id, discount.id)),
      ),
    ).toBe('discounts_redemption_count_check');
    expect(
      await refusedBy(handle.db.update(discounts).set({ binRedemptionCount: -1 }).where(eq(discounts.id, discount.id))),
    ).toBe('discounts_bin_redemption_count_check');

    // 0 = unlimited (the admin form's convention), and a limit that is switched off does not count.
    const unlimited = await createPromoDiscount(handle.db, ['NOLIMITDB'], { limitRedemption: true, maxRedemptions: 0 });
    await handle.db.update(discounts).set({ redemptionCount: 50 }).where(eq(discounts.id, unlimited.discount.id));
    await handle.db
      .update(discountIdentifiers)
      .set({ usedCount: 50 })
      .where(eq(discountIdentifiers.id, unlimited.codes[0]!.id));
    const switchedOff = await createPromoDiscount(handle.db, [], { limitRedemption: false, maxRedemptions: 1 });
    await handle.db.update(discounts).set({ redemptionCount: 5 }).where(eq(discounts.id, switchedOff.discount.id));
  });
});
