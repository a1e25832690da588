import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { claimDailyRun, finishDailyRun, releaseDailyRun } from '../../db/daily-runs';
import { forgetNetworkHoldsBefore } from '../bookings';
import { forgetMessagesBefore } from '../outbox';
import { forgetWaitlistEntriesBefore } from '../waitlist';
import { eraseBookings, findBookingsPastRetention, lastVisitDatePastRetention } from './booking-erasure';
import { forgetOutboxFilesOf } from './message-files';
import { vacuumErasedRows } from './vacuum';

export const RETENTION_JOB = 'personal-data-retention';
/** The job looks every hour whether today's run is done; it runs once a Singapore day. */
export const RETENTION_CHECK_INTERVAL_MS = 60 * 60_000;
/** Bookings erased per transaction: a short one, so bookings are never held up for long. */
const ERASE_BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;

export interface RetentionRun {
  /** False when today's run was done already, or another instance is doing it. */
  ran: boolean;
  erasedBookings: number;
  deletedMessages: number;
  deletedFiles: number;
  deletedWaitlistEntries: number;
}

/**
 * DESIGN §8.3, once a day on any number of instances: bookings whose visit was more than
 * RETENTION_DAYS_AFTER_VISIT days ago lose every person's personal data (the books stay), and emails
 * made more than MESSAGE_RETENTION_DAYS ago are deleted with their .eml files. Only the instance
 * that claims the day's run does it (claimDailyRun), and erasing skips what is erased already, so a
 * run taken over after a crash, or run again, changes nothing twice.
 */
export async function runRetention(
  db: Database,
  config: Pick<Config, 'RETENTION_DAYS_AFTER_VISIT' | 'MESSAGE_RETENTION_DAYS' | 'DATA_DIR' | 'PUBLIC_BASE_URL'>,
  now: Date,
): Promise<RetentionRun> {
  const claim = await claimDailyRun(db, RETENTION_JOB, now);
  if (!claim) return { ran: false, erasedBookings: 0, deletedMessages: 0, deletedFiles: 0, deletedWaitlistEntries: 0 };
  try {
    const lastVisitDate = lastVisitDatePastRetention(now, config.RETENTION_DAYS_AFTER_VISIT);
    let erasedBookings = 0;
    for (;;) {
      const erased = await db.transaction(async (tx) => {
        const ids = await findBookingsPastRetention(tx, { lastVisitDate, limit: ERASE_BATCH });
        return eraseBookings(tx, { ids, now, actor: 'system', reason: 'retention' });
      });
      erasedBookings += erased.length;
      if (erased.length < ERASE_BATCH) break;
    }
    // Waitlist entries that ended are kept no longer than the bookings' data.
    const deletedWaitlistEntries = await forgetWaitlistEntriesBefore(db, lastVisitDate);
    // The networks holds came from (DESIGN §8.9) say nothing once out of their 24-hour window.
    await forgetNetworkHoldsBefore(db, now);
    const before = new Date(now.getTime() - config.MESSAGE_RETENTION_DAYS * DAY_MS);
    const deleted = await forgetMessagesBefore(db, { before, now });
    const deletedFiles = await forgetOutboxFilesOf(config, { before, messages: deleted });
    if (erasedBookings + deletedWaitlistEntries + deleted.length > 0) await vacuumErasedRows(db);
    await finishDailyRun(db, RETENTION_JOB, claim, now);
    return { ran: true, erasedBookings, deletedMessages: deleted.length, deletedFiles, deletedWaitlistEntries };
  } catch (error) {
    await releaseDailyRun(db, RETENTION_JOB).catch(() => {});
    throw error;
  }
}
