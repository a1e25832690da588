import {
  CHANGED_WHILE_SAVING_MESSAGE,
  EVENT_HAS_BOOKINGS_MESSAGE,
  PACKAGE_HAS_BOOKINGS_MESSAGE,
} from '../../../domain/admin-messages';
import type {
  AdminEvent,
  AdminPackage,
  AdminRegistrationStatusResult,
  EventForm,
  HolidayChangeResult,
  HolidayForm,
  PackageForm,
} from '../../../domain/admin-schemas';
import { todayInSingapore } from '../../../domain/dates';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { conflict } from '../../errors';
import { recordChange } from '../audit-log';
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
} from '../events';
import {
  cancelRegistration,
  claimRefunds,
  countRegistrationsByEvent,
  countRegistrationsByPackage,
  findAdminRegistration,
  findBookingsOnDate,
  findTimeslotIdsWithBookings,
  refundClaims,
  setVisitOutcome,
} from '../registrations';
import {
  deleteHoliday as deleteHolidayRow,
  getEventSchedules,
  insertHoliday,
  listManualSlots,
  requireHoliday,
  saveEventSchedule,
  updateHoliday as updateHolidayRow,
} from '../timeslots';

// The admin area's changes: each composes the features that own the rows (events, timeslots,
// registrations) in one transaction with its audit-log entry (who, what, when, before and after).

type Ctx = Pick<AppContext, 'db' | 'now'>;

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

// ---- orders ------------------------------------------------------------------

/**
 * PATCH /api/admin/registrations/{id}: `cancelled` gives the capacity and code back (once), `completed`
 * and `no_show` record the visit's outcome. Answers the booking as it is now.
 */
export async function changeRegistrationStatus(
  ctx: Pick<AppContext, 'db' | 'now' | 'payments'>,
  options: { registrationId: string; status: 'completed' | 'no_show' | 'cancelled'; actor: string },
): Promise<AdminRegistrationStatusResult> {
  const now = ctx.now();
  const { registrationId, status, actor } = options;
  const changed = await ctx.db.transaction(async (tx) => {
    if (status !== 'cancelled') {
      await setVisitOutcome(tx, { registrationId, status, actor, now });
      return { refundDue: null, refunds: [] };
    }
    const { refundDue } = await cancelRegistration(tx, { registrationId, actor, now });
    // The money owed is claimed with the cancellation; the gateway is asked after the commit.
    return { refundDue, refunds: await claimRefunds(tx, registrationId) };
  });
  const refund = await refundClaims(ctx, changed.refunds, actor);
  return { registration: await findAdminRegistration(ctx.db, registrationId), refundDue: changed.refundDue, refund };
}

// ---- public holidays ---------------------------------------------------------

/**
 * A new holiday stops offering free slots on its date at once (the timeslots feature skips holiday
 * dates when it plans, lists and books). The bookings already on that date are kept and listed in
 * the answer for staff to contact.
 */
export async function createHoliday(ctx: Ctx, form: HolidayForm, actor: string): Promise<HolidayChangeResult> {
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
  return { holiday, bookingsOnDate: await findBookingsOnDate(ctx.db, holiday.date) };
}

export async function updateHoliday(
  ctx: Ctx,
  id: number,
  form: HolidayForm,
  actor: string,
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
  return { holiday, bookingsOnDate: await findBookingsOnDate(ctx.db, holiday.date) };
}

export async function deleteHoliday(ctx: Ctx, id: number, actor: string): Promise<void> {
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
