import {
  fastingNotice,
  QUESTIONNAIRE_REMINDER_DAYS_BEFORE,
  QUESTIONNAIRE_REMINDER_TIME,
} from '@domain/questionnaire/preparation';
import { addDaysToIsoDate, singaporeDateTime, todayInSingapore } from '@domain/shared/dates';
import type { Database, Executor } from '../../db/client';
import { findBookingsOnDate, type LockedBooking, requireBooking } from '../bookings';
import { findPackagePreparations } from '../events';
import { findQueuedKeys, queueMessages } from '../outbox';
import { findPreVisitSummaries, packageIdsOfPersons } from './service';

// What a customer is told before the visit (DESIGN §8.11): a pending pre-visit form two days before,
// once; "Start fasting now" at the visit time minus the fast, or at 21:30 the evening before when that
// falls at night. Both run every minute on every instance; their dedupe keys name the visit's date
// (and time), so each goes once per visit wherever it runs, and a moved visit gets its own.

/** How often each instance looks for preparation messages to queue. */
export const PREPARATION_JOB_INTERVAL_MS = 60_000;

/** Statuses of a booking that still has its visit ahead. */
const LIVE_STATUSES = new Set(['paid', 'confirmed', 'pending_payment']);

export const prepareReminderDedupeKey = (registrationId: string, visitDate: string) =>
  `prepare-reminder:${registrationId}:${visitDate}`;
export const fastingDedupeKey = (registrationId: string, visitDate: string, visitTime: string) =>
  `fasting:${registrationId}:${visitDate}T${visitTime}`;

/**
 * Queues the reminder of each live booking whose visit is in two days and has a form not filled in,
 * once 10:00 has come today in Singapore. A booking made after that gets none: its confirmation, just
 * sent, links the forms. Returns how many it queued.
 */
export async function queueDuePrepareReminders(
  db: Database,
  now: Date,
  textCountryCodes: readonly string[],
): Promise<number> {
  const today = todayInSingapore(now);
  const remindAt = singaporeDateTime(today, QUESTIONNAIRE_REMINDER_TIME);
  if (now.getTime() < remindAt.getTime()) return 0;
  const visitDate = addDaysToIsoDate(today, QUESTIONNAIRE_REMINDER_DAYS_BEFORE);
  const bookings = (await findBookingsOnDate(db, visitDate)).filter((booking) => LIVE_STATUSES.has(booking.status));
  if (bookings.length === 0) return 0;
  const done = await findQueuedKeys(
    db,
    bookings.map((booking) => prepareReminderDedupeKey(booking.id, visitDate)),
  );
  const due = bookings.filter((booking) => !done.has(prepareReminderDedupeKey(booking.id, visitDate)));
  const forms = await findPreVisitSummaries(
    db,
    due.map((booking) => booking.id),
  );

  let count = 0;
  for (const booking of due) {
    const pending = (forms.get(booking.id) ?? []).filter((person) => person.consent === 'pending');
    if (pending.length === 0) continue;
    const added = await db.transaction(async (tx) => {
      const row = await requireBooking(tx, booking.id);
      if (row.createdAt.getTime() >= remindAt.getTime() || !LIVE_STATUSES.has(row.status)) return false;
      await queueMessages(tx, {
        kind: 'prepare-reminder',
        registrationId: booking.id,
        toAddress: row.email,
        now,
        dedupeKey: prepareReminderDedupeKey(booking.id, visitDate),
        variables: { names: pending.map((person) => `${person.firstName} ${person.lastName}`.trim()).join(', ') },
        textCountryCodes,
      });
      return true;
    });
    if (added) count += 1;
  }
  return count;
}

/**
 * Queues "Start fasting now" for each live booking whose fasting has begun (visits today and tomorrow:
 * a start moved to the evening is the day before), before its visit begins. The fast is the longest
 * of its persons' packages. Returns how many it queued.
 */
export async function queueDueFastingNotices(
  db: Database,
  now: Date,
  textCountryCodes: readonly string[],
): Promise<number> {
  const today = todayInSingapore(now);
  const bookings = (
    await Promise.all(
      [today, addDaysToIsoDate(today, 1)].map(async (date) =>
        (await findBookingsOnDate(db, date)).map((booking) => ({ ...booking, visitDate: date })),
      ),
    )
  )
    .flat()
    .filter((booking) => LIVE_STATUSES.has(booking.status) && booking.timeslotTime !== '');
  if (bookings.length === 0) return 0;
  const keyOf = (booking: (typeof bookings)[number]) =>
    fastingDedupeKey(booking.id, booking.visitDate, booking.timeslotTime);
  const done = await findQueuedKeys(db, bookings.map(keyOf));

  let count = 0;
  for (const booking of bookings) {
    if (done.has(keyOf(booking))) continue;
    const visitStart = singaporeDateTime(booking.visitDate, booking.timeslotTime);
    if (now.getTime() >= visitStart.getTime()) continue;
    const added = await db.transaction(async (tx) => {
      const row = await requireBooking(tx, booking.id);
      if (!LIVE_STATUSES.has(row.status)) return false;
      const hours = await longestFast(tx, row);
      const notice = fastingNotice(booking.visitDate, booking.timeslotTime, hours);
      if (!notice || now.getTime() < singaporeDateTime(notice.date, notice.time).getTime()) return false;
      await queueMessages(tx, {
        kind: 'fasting',
        registrationId: row.id,
        toAddress: row.email,
        now,
        dedupeKey: keyOf(booking),
        variables: { fastFrom: notice.fastFrom, movedToEvening: String(notice.movedToEvening) },
        textCountryCodes,
      });
      return true;
    });
    if (added) count += 1;
  }
  return count;
}

/** The longest fast any person's package of the booking asks for (0: none). */
async function longestFast(db: Executor, booking: LockedBooking): Promise<number> {
  const preparations = await findPackagePreparations(db, await packageIdsOfPersons(db, booking));
  return Math.max(0, ...[...preparations.values()].map((preparation) => preparation.fastingHours));
}
