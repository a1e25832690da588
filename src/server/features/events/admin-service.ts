import { EVENT_HAS_BOOKINGS_MESSAGE, PACKAGE_HAS_BOOKINGS_MESSAGE } from '@domain/events/messages';
import type { AdminPackage, PackageForm } from '@domain/events/package-schemas';
import type { AdminEvent, EventForm } from '@domain/events/schemas';
import { CHANGED_WHILE_SAVING_MESSAGE } from '@domain/orders/messages';
import { todayInSingapore } from '@domain/shared/dates';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { conflict } from '../../errors';
import { recordChange } from '../audit-log';
import { type FreedVisits, getEventSchedules, listManualSlots, saveEventSchedule } from '../timeslots';
import {
  deleteEventRecord,
  deletePackageRecord,
  type EventRecord,
  insertEventRecord,
  insertPackageRecord,
  listEventRecords,
  listPackageRecords,
  type PackageRecord,
  requireEventRecord,
  requirePackageRecord,
  setEventPackages,
  updateEventRecord,
  updatePackageRecord,
} from './event-records';

// Staff changes to the catalogue (spec 001: the Events and Packages tabs): each in one transaction
// with its audit-log entry (who, what, when, before and after).

/**
 * What the Events and Packages tabs need of the capabilities built on the catalogue, handed in by the
 * admin area: bookings' counts (shown, and a delete refused while any booking names the record) and
 * the waitlist's offers of room a new schedule adds.
 */
export interface EventAdminNeeds {
  bookings: EventBookings;
  freedVisits: Pick<FreedVisits, 'offerEventVisits'>;
}

/** Bookings' read functions the tabs use. */
export interface EventBookings {
  /** Bookings of any status per event id. */
  countByEvent(db: Executor, eventIds: number[]): Promise<Map<number, number>>;
  /** Bookings of any status per package id, as the main package or a person's. */
  countByPackage(db: Executor, packageIds: number[]): Promise<Map<number, number>>;
  /** Of these slots, the ones a booking holds: a saved schedule keeps them. */
  bookedSlotIds(db: Executor, timeslotIds: number[]): Promise<Set<number>>;
}

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'> & EventAdminNeeds;

// ---- events ------------------------------------------------------------------

async function toAdminEvents(
  bookings: EventBookings,
  db: Executor,
  records: EventRecord[],
  now: Date,
): Promise<AdminEvent[]> {
  const ids = records.map((record) => record.id);
  const [schedules, counts] = await Promise.all([getEventSchedules(db, ids, now), bookings.countByEvent(db, ids)]);
  return records.map((record) => {
    const { slotsPerTimeslot, numSlots, bufferHours, maxAttendees, configType, manualDates } = schedules.get(
      record.id,
    )!;
    return {
      ...record,
      schedule: { configType, numSlots, bufferHours, slotsPerTimeslot, maxAttendees, manualDates },
      bookingCount: counts.get(record.id) ?? 0,
    };
  });
}

/** What the audit log keeps of an event: everything the form edits. */
const eventSnapshot = ({ bookingCount: _, ...event }: AdminEvent) => event;

async function loadAdminEvent(
  bookings: EventBookings,
  db: Executor,
  id: number,
  now: Date,
  forUpdate = false,
): Promise<AdminEvent> {
  const [event] = await toAdminEvents(bookings, db, [await requireEventRecord(db, id, forUpdate)], now);
  return event!;
}

export async function listAdminEvents(ctx: Ctx): Promise<AdminEvent[]> {
  return toAdminEvents(ctx.bookings, ctx.db, await listEventRecords(ctx.db), ctx.now());
}

/**
 * An event with its packages and schedule, in one transaction: an active event with packages and an
 * auto schedule is offered on `/` at once (its slots are planned when listed, stored when looked up).
 */
export async function createAdminEvent(
  ctx: Ctx,
  { form, actor }: { form: EventForm; actor: string },
): Promise<AdminEvent> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const id = await insertEventRecord(tx, form, now);
    await setEventPackages(tx, id, form.packageIds);
    await saveEventSchedule(tx, { eventId: id, schedule: form.schedule, now, keepSlotIds: new Set() });
    const after = await loadAdminEvent(ctx.bookings, tx, id, now);
    await recordChange(tx, {
      actor,
      entity: 'event',
      entityId: id,
      before: null,
      after: eventSnapshot(after),
      now,
    });
    return after;
  });
}

export async function updateAdminEvent(
  ctx: Ctx,
  { id, form, actor }: { id: number; form: EventForm; actor: string },
): Promise<AdminEvent> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await loadAdminEvent(ctx.bookings, tx, id, now, true);
      await updateEventRecord(tx, id, form);
      await setEventPackages(tx, id, form.packageIds);
      const manual = await listManualSlots(tx, [id], todayInSingapore(now));
      const booked = await ctx.bookings.bookedSlotIds(
        tx,
        manual.map((slot) => slot.id),
      );
      await saveEventSchedule(tx, { eventId: id, schedule: form.schedule, now, keepSlotIds: booked });
      // Slots added or room raised: the waitlist is offered the new room first (DESIGN §8.6).
      await ctx.freedVisits.offerEventVisits(tx, { eventId: id, now, offerMinutes: ctx.config.WAITLIST_OFFER_MINUTES });
      const after = await loadAdminEvent(ctx.bookings, tx, id, now);
      await recordChange(tx, {
        actor,
        entity: 'event',
        entityId: id,
        before: eventSnapshot(before),
        after: eventSnapshot(after),
        now,
      });
      return after;
    });
  } catch (error) {
    // A slot being removed was booked between the check and the delete.
    if (isForeignKeyViolation(error)) throw conflict(CHANGED_WHILE_SAVING_MESSAGE);
    throw error;
  }
}

/** Refused (409) when any booking names the event: it is set inactive instead, and nothing booked is lost. */
export async function deleteAdminEvent(ctx: Ctx, { id, actor }: { id: number; actor: string }): Promise<void> {
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await loadAdminEvent(ctx.bookings, tx, id, now, true);
      if (before.bookingCount > 0) throw conflict(EVENT_HAS_BOOKINGS_MESSAGE);
      await deleteEventRecord(tx, id);
      await recordChange(tx, {
        actor,
        entity: 'event',
        entityId: id,
        before: eventSnapshot(before),
        after: null,
        now,
      });
    });
  } catch (error) {
    // A booking committed between the count and the delete: the foreign key keeps it, and so do we.
    if (isForeignKeyViolation(error)) throw conflict(EVENT_HAS_BOOKINGS_MESSAGE);
    throw error;
  }
}

// ---- packages ----------------------------------------------------------------

async function toAdminPackages(
  bookings: EventBookings,
  db: Executor,
  records: PackageRecord[],
): Promise<AdminPackage[]> {
  const counts = await bookings.countByPackage(
    db,
    records.map((record) => record.id),
  );
  return records.map((record) => ({ ...record, bookingCount: counts.get(record.id) ?? 0 }));
}

const packageSnapshot = ({ bookingCount: _, ...pkg }: AdminPackage) => pkg;

async function loadAdminPackage(
  bookings: EventBookings,
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<AdminPackage> {
  const [pkg] = await toAdminPackages(bookings, db, [await requirePackageRecord(db, id, forUpdate)]);
  return pkg!;
}

export async function listAdminPackages(ctx: Ctx): Promise<AdminPackage[]> {
  return toAdminPackages(ctx.bookings, ctx.db, await listPackageRecords(ctx.db));
}

export async function getAdminPackage(ctx: Ctx, { id }: { id: number }): Promise<AdminPackage> {
  return loadAdminPackage(ctx.bookings, ctx.db, id);
}

export async function createAdminPackage(
  ctx: Ctx,
  { form, actor }: { form: PackageForm; actor: string },
): Promise<AdminPackage> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const id = await insertPackageRecord(tx, form);
    const after = await loadAdminPackage(ctx.bookings, tx, id);
    await recordChange(tx, {
      actor,
      entity: 'package',
      entityId: id,
      before: null,
      after: packageSnapshot(after),
      now,
    });
    return after;
  });
}

/** Prices change for bookings made from now on; a booking keeps the prices stored with it. */
export async function updateAdminPackage(
  ctx: Ctx,
  { id, form, actor }: { id: number; form: PackageForm; actor: string },
): Promise<AdminPackage> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await loadAdminPackage(ctx.bookings, tx, id, true);
    await updatePackageRecord(tx, id, form);
    const after = await loadAdminPackage(ctx.bookings, tx, id);
    await recordChange(tx, {
      actor,
      entity: 'package',
      entityId: id,
      before: packageSnapshot(before),
      after: packageSnapshot(after),
      now,
    });
    return after;
  });
}

export async function deleteAdminPackage(ctx: Ctx, { id, actor }: { id: number; actor: string }): Promise<void> {
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await loadAdminPackage(ctx.bookings, tx, id, true);
      if (before.bookingCount > 0) throw conflict(PACKAGE_HAS_BOOKINGS_MESSAGE);
      await deletePackageRecord(tx, id);
      await recordChange(tx, {
        actor,
        entity: 'package',
        entityId: id,
        before: packageSnapshot(before),
        after: null,
        now,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(PACKAGE_HAS_BOOKINGS_MESSAGE);
    throw error;
  }
}
