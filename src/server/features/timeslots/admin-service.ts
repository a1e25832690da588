import type { BookingOnDate, HolidayChangeResult, HolidayForm } from '@domain/timeslots/holiday-schemas';
import type { AdminTimeslotSearch, TimeslotAvailabilityResult } from '@domain/timeslots/schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { type Actor, recordAudit, recordChange } from '../audit-log';
import { findAdminSlot, searchAdminSlots, setSlotAvailability } from './admin-slots';
import type { FreedVisits } from './freed-visits';
import {
  deleteHoliday as deleteHolidayRow,
  insertHoliday,
  requireHoliday,
  updateHoliday as updateHolidayRow,
} from './holidays';

/**
 * What the Postal Codes and holidays pages need of the layers above the slots, handed in by the admin
 * area: events (over timeslots) answer whether an event exists, bookings list who is booked on a date,
 * and the waitlist is offered an unblocked slot's room.
 */
export interface TimeslotAdminNeeds {
  events: {
    /** Throws the 404 for an event id that names no event (active or not). */
    requireEvent(db: Executor, eventId: number): Promise<unknown>;
  };
  bookings: {
    /** The live bookings on a date, for staff to contact when a holiday falls on it. */
    findOnDate(db: Executor, date: string): Promise<BookingOnDate[]>;
  };
  freedVisits: Pick<FreedVisits, 'offerFreedVisits'>;
}

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'> & TimeslotAdminNeeds;

/** GET /api/admin/timeslots/postal-code: any event, active or not (404 for an unknown one). */
export async function searchEventSlots(ctx: Ctx, query: AdminTimeslotSearch) {
  await ctx.events.requireEvent(ctx.db, query.eventId);
  return searchAdminSlots(ctx, query);
}

/** PUT /api/admin/timeslots/{id}/availability, with its audit-log entry in the same transaction. */
export async function changeSlotAvailability(
  ctx: Ctx,
  { id, isAvailable, actor }: { id: number; isAvailable: boolean; actor: Actor },
): Promise<TimeslotAvailabilityResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findAdminSlot(tx, id);
    await setSlotAvailability(tx, id, isAvailable);
    // An unblocked slot's free visits go to the waitlist first (DESIGN §8.6).
    if (isAvailable && !before.isAvailable) {
      await ctx.freedVisits.offerFreedVisits(tx, {
        timeslotId: id,
        now,
        offerMinutes: ctx.config.WAITLIST_OFFER_MINUTES,
      });
    }
    const after = await findAdminSlot(tx, id);
    await recordAudit(tx, {
      actor,
      action: isAvailable ? 'unblock' : 'block',
      entity: 'timeslot',
      entityId: id,
      changes: { before, after },
      now,
    });
    return after;
  });
}

// ---- public holidays ---------------------------------------------------------

/**
 * A new holiday stops offering free slots on its date at once (the timeslots feature skips holiday
 * dates when it plans, lists and books). The bookings already on that date are kept and listed in
 * the answer for staff to contact.
 */
export async function createHoliday(
  ctx: Ctx,
  { form, actor }: { form: HolidayForm; actor: string },
): Promise<HolidayChangeResult> {
  const now = ctx.now();
  const holiday = await ctx.db.transaction(async (tx) => {
    const created = await insertHoliday(tx, form, now);
    await recordChange(tx, {
      actor,
      entity: 'public_holiday',
      entityId: created.id,
      before: null,
      after: { name: created.name, date: created.date },
      now,
    });
    return created;
  });
  return { holiday, bookingsOnDate: await ctx.bookings.findOnDate(ctx.db, holiday.date) };
}

export async function updateHoliday(
  ctx: Ctx,
  { id, form, actor }: { id: number; form: HolidayForm; actor: string },
): Promise<HolidayChangeResult> {
  const now = ctx.now();
  const holiday = await ctx.db.transaction(async (tx) => {
    const before = await requireHoliday(tx, id);
    const after = await updateHolidayRow(tx, id, form, now);
    await recordChange(tx, {
      actor,
      entity: 'public_holiday',
      entityId: id,
      before: { name: before.name, date: before.date },
      after: { name: after.name, date: after.date },
      now,
    });
    return after;
  });
  return { holiday, bookingsOnDate: await ctx.bookings.findOnDate(ctx.db, holiday.date) };
}

export async function deleteHoliday(ctx: Ctx, { id, actor }: { id: number; actor: string }): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await requireHoliday(tx, id);
    await deleteHolidayRow(tx, id);
    await recordChange(tx, {
      actor,
      entity: 'public_holiday',
      entityId: id,
      before: { name: before.name, date: before.date },
      after: null,
      now,
    });
  });
}
