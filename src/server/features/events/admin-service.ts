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
import { countRegistrationsByEvent, countRegistrationsByPackage, findTimeslotIdsWithBookings } from '../bookings';
import { getEventSchedules, listManualSlots, saveEventSchedule } from '../timeslots';
import { offerEventVisits } from '../waitlist-offers';
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
// with its audit-log entry (who, what, when, before and after). Booking counts come from bookings.

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

// ---- events ------------------------------------------------------------------

async function toAdminEvents(db: Executor, records: EventRecord[], now: Date): Promise<AdminEvent[]> {
  const ids = records.map((record) => record.id);
  const [schedules, bookings] = await Promise.all([
    getEventSchedules(db, ids, now),
    countRegistrationsByEvent(db, ids),
  ]);
  return records.map((record) => {
    const { slotsPerTimeslot, numSlots, bufferHours, maxAttendees, configType, manualDates } = schedules.get(
      record.id,
    )!;
    return {
      ...record,
      schedule: { configType, numSlots, bufferHours, slotsPerTimeslot, maxAttendees, manualDates },
      bookingCount: bookings.get(record.id) ?? 0,
    };
  });
}

/** What the audit log keeps of an event: everything the form edits. */
const eventSnapshot = ({ bookingCount: _, ...event }: AdminEvent) => event;

async function loadAdminEvent(db: Executor, id: number, now: Date, forUpdate = false): Promise<AdminEvent> {
  const [event] = await toAdminEvents(db, [await requireEventRecord(db, id, forUpdate)], now);
  return event!;
}

export async function listAdminEvents(ctx: Ctx): Promise<AdminEvent[]> {
  return toAdminEvents(ctx.db, await listEventRecords(ctx.db), ctx.now());
}

/**
 * An event with its packages and schedule, in one transaction: an active event with packages and an
 * auto schedule is offered on `/` at once (its slots are planned when listed, stored when looked up).
 */
export async function createAdminEvent(ctx: Ctx, form: EventForm, actor: string): Promise<AdminEvent> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const id = await insertEventRecord(tx, form, now);
    await setEventPackages(tx, id, form.packageIds);
    await saveEventSchedule(tx, { eventId: id, schedule: form.schedule, now, keepSlotIds: new Set() });
    const after = await loadAdminEvent(tx, id, now);
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

export async function updateAdminEvent(ctx: Ctx, id: number, form: EventForm, actor: string): Promise<AdminEvent> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await loadAdminEvent(tx, id, now, true);
      await updateEventRecord(tx, id, form);
      await setEventPackages(tx, id, form.packageIds);
      const manual = await listManualSlots(tx, [id], todayInSingapore(now));
      const booked = await findTimeslotIdsWithBookings(
        tx,
        manual.map((slot) => slot.id),
      );
      await saveEventSchedule(tx, { eventId: id, schedule: form.schedule, now, keepSlotIds: booked });
      // Slots added or room raised: the waitlist is offered the new room first (DESIGN §8.6).
      await offerEventVisits(tx, { eventId: id, now, offerMinutes: ctx.config.WAITLIST_OFFER_MINUTES });
      const after = await loadAdminEvent(tx, id, now);
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
export async function deleteAdminEvent(ctx: Ctx, id: number, actor: string): Promise<void> {
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await loadAdminEvent(tx, id, now, true);
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

async function toAdminPackages(db: Executor, records: PackageRecord[]): Promise<AdminPackage[]> {
  const bookings = await countRegistrationsByPackage(
    db,
    records.map((record) => record.id),
  );
  return records.map((record) => ({ ...record, bookingCount: bookings.get(record.id) ?? 0 }));
}

const packageSnapshot = ({ bookingCount: _, ...pkg }: AdminPackage) => pkg;

async function loadAdminPackage(db: Executor, id: number, forUpdate = false): Promise<AdminPackage> {
  const [pkg] = await toAdminPackages(db, [await requirePackageRecord(db, id, forUpdate)]);
  return pkg!;
}

export async function listAdminPackages(ctx: Ctx): Promise<AdminPackage[]> {
  return toAdminPackages(ctx.db, await listPackageRecords(ctx.db));
}

export async function getAdminPackage(ctx: Ctx, id: number): Promise<AdminPackage> {
  return loadAdminPackage(ctx.db, id);
}

export async function createAdminPackage(ctx: Ctx, form: PackageForm, actor: string): Promise<AdminPackage> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const id = await insertPackageRecord(tx, form);
    const after = await loadAdminPackage(tx, id);
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
  id: number,
  form: PackageForm,
  actor: string,
): Promise<AdminPackage> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await loadAdminPackage(tx, id, true);
    await updatePackageRecord(tx, id, form);
    const after = await loadAdminPackage(tx, id);
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

export async function deleteAdminPackage(ctx: Ctx, id: number, actor: string): Promise<void> {
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await loadAdminPackage(tx, id, true);
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
