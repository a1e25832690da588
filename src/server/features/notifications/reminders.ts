import { addDaysToIsoDate, singaporeDateTime, todayInSingapore } from '@domain/shared/dates';
import type { Database } from '../../db/client';
import { findBookingsOnDate, requireBooking } from '../bookings';
import { findQueuedKeys, queueMessages } from '../outbox';

/** Reminders go out at 10:00 Singapore time the day before the visit (DESIGN §4 Emails). */
export const REMINDER_TIME = '10:00';
/** How often each instance looks for reminders to queue. */
export const REMINDER_JOB_INTERVAL_MS = 60_000;

/** Statuses of a booking that still has its visit ahead: the ones reminded. */
const REMINDED_STATUSES = new Set(['paid', 'confirmed', 'pending_payment']);

export const reminderDedupeKey = (registrationId: string, visitDate: string) =>
  `reminder:${registrationId}:${visitDate}`;

/**
 * Queues the reminder of every live booking whose visit is tomorrow, once 10:00 has come today (in
 * Singapore). Runs every minute on every instance: the dedupe key (booking and visit date) makes it
 * one reminder per visit however often and wherever it runs; a visit moved to another date is
 * reminded again for its new date. A booking made after 10:00 the day before gets none: its
 * confirmation, just sent, says the same. Its text goes where texts may (`textCountryCodes`:
 * SMS_ALLOWED_COUNTRY_CODES). Returns how many reminders it queued.
 */
export async function queueDueReminders(db: Database, now: Date, textCountryCodes: readonly string[]): Promise<number> {
  const today = todayInSingapore(now);
  const remindAt = singaporeDateTime(today, REMINDER_TIME);
  if (now.getTime() < remindAt.getTime()) return 0;
  const visitDate = addDaysToIsoDate(today, 1);

  const bookings = (await findBookingsOnDate(db, visitDate)).filter((booking) => REMINDED_STATUSES.has(booking.status));
  if (bookings.length === 0) return 0;
  const keys = bookings.map((booking) => reminderDedupeKey(booking.id, visitDate));
  const done = await findQueuedKeys(db, keys);

  let count = 0;
  for (const booking of bookings) {
    const dedupeKey = reminderDedupeKey(booking.id, visitDate);
    if (done.has(dedupeKey)) continue;
    const added = await db.transaction(async (tx) => {
      const row = await requireBooking(tx, booking.id);
      if (row.createdAt.getTime() >= remindAt.getTime() || !REMINDED_STATUSES.has(row.status)) return false;
      await queueMessages(tx, {
        kind: 'reminder',
        registrationId: booking.id,
        toAddress: row.email,
        now,
        dedupeKey,
        textCountryCodes,
      });
      return true;
    });
    if (added) count += 1;
  }
  return count;
}
