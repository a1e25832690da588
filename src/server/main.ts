import { createMailer } from './adapters/mailer';
import { describeAdapters, simulatorWarning } from './adapters/summary';
import { createTextSender } from './adapters/texts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openConfiguredDatabase } from './db/open';
import { bootstrapAdmin, seedDemoData, seedReferenceData } from './db/seed';
import { expireUnpaidHolds } from './features/bookings';
import { rollUpBookingTallies, TALLY_ROLL_UP_INTERVAL_MS } from './features/insights';
import { forgetStaleVerifications } from './features/members';
import { queueDueReminders, REMINDER_JOB_INTERVAL_MS, sendDueMessages } from './features/notifications';
import {
  isPaymentTestMode,
  overruledTestModeWarning,
  RECONCILE_INTERVAL_MS,
  reconcilePaymentsInDoubt,
} from './features/payments';
import { RETENTION_CHECK_INTERVAL_MS, RETENTION_JOB, runRetention } from './features/privacy';
import {
  PREPARATION_JOB_INTERVAL_MS,
  queueDueFastingNotices,
  queueDuePrepareReminders,
} from './features/questionnaire';
import { warnIfNextYearHasNoHolidays } from './features/timeslots';
import { expireOffers, freedVisitOffers } from './features/waitlist-offers';
import { forgetExpiredKeys } from './http/idempotency';
import { startRecurringJobs } from './jobs';
import { shutdownDeadlineMs } from './shutdown';

/** How often each instance looks for unpaid bookings whose hold has run out. */
const EXPIRY_SWEEP_INTERVAL_MS = 60_000;
/** How often expired idempotency keys and stale verifications are removed. */
const CLEAN_UP_INTERVAL_MS = 5 * 60_000;

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  let closing = false;
  let jobs: ReturnType<typeof startRecurringJobs> | undefined;
  const shutdown = async (signal: string) => {
    // A second Ctrl-C or SIGTERM means "now": the operator is not waiting for the drain.
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get a bounded time to finish, longer than a card payment may wait for the
    // gateway; a hung one must not keep the process alive.
    setTimeout(() => {
      app.log.error('shutdown deadline passed: exiting');
      process.exit(1);
    }, shutdownDeadlineMs(app.ctx.payments)).unref();
    // New requests are refused at once while the running jobs finish.
    await Promise.all([jobs?.stop(), app.close().catch(() => {})]);
    await database.close().catch(() => {});
    database.release();
    process.exit(0);
  };

  await database.migrate();
  // Pretty logs for a person at a terminal, JSON lines for everything else (files, collectors, tests).
  const app = await buildApp({ config, db: database.db, prettyLogs: process.stdout.isTTY === true });
  await seedReferenceData(database.db);
  if (config.SEED_DEMO && (await seedDemoData(database.db, config))) app.log.info('seeded demo data');
  await bootstrapAdmin(database.db, config, app.log);
  // Auto-scheduled visits skip only the holidays the table holds; the seed covers the gazetted years.
  await warnIfNextYearHasNoHolidays({ db: database.db, now: new Date(), log: app.log });

  const mailer = createMailer(config);
  const texts = createTextSender(config);
  // Every start says which outside systems are real and which are simulated (DESIGN §8.2).
  const adapters = describeAdapters(config, { paymentTestMode: await isPaymentTestMode(database.db, config) });
  for (const { system, real, detail } of adapters) app.log.info({ system, real }, `${system}: ${detail}`);
  const warning = simulatorWarning(config);
  if (warning) app.log.warn({ allowSimulators: config.ALLOW_SIMULATORS }, warning);
  const testModeWarning = await overruledTestModeWarning(database.db, config);
  if (testModeWarning) app.log.warn({ allowSimulators: config.ALLOW_SIMULATORS }, testModeWarning);

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  jobs = startRecurringJobs(
    [
      {
        name: 'expire-unpaid-holds',
        intervalMs: EXPIRY_SWEEP_INTERVAL_MS,
        run: async (now) => {
          const released = await expireUnpaidHolds(database.db, now, freedVisitOffers, config.WAITLIST_OFFER_MINUTES);
          // Released places are offered at once by this instance, like any other change made here.
          if (released > 0) app.readCache.invalidate();
          return released;
        },
      },
      // The outbox: every instance sends what is due (claimed with SKIP LOCKED, so each message once),
      // emails and texts alike.
      {
        name: 'send-messages',
        intervalMs: config.EMAIL_WORKER_INTERVAL_MS,
        run: () => sendDueMessages({ db: database.db, mailer, texts, config, log: app.log }),
      },
      // Waitlist offers not taken in time pass on to the next entry (DESIGN §8.6); entries past their days end.
      {
        name: 'expire-waitlist-offers',
        intervalMs: EXPIRY_SWEEP_INTERVAL_MS,
        run: (now) => expireOffers(database.db, { now, offerMinutes: config.WAITLIST_OFFER_MINUTES }),
      },
      // Reminders at 10:00 Singapore time the day before the visit, one per visit (dedupe key).
      {
        name: 'queue-reminders',
        intervalMs: REMINDER_JOB_INTERVAL_MS,
        run: (now) => queueDueReminders(database.db, now, config.SMS_ALLOWED_COUNTRY_CODES),
      },
      // Ready for the visit (DESIGN §8.11): a pending pre-visit form two days before, and "Start fasting now".
      {
        name: 'queue-preparation-messages',
        intervalMs: PREPARATION_JOB_INTERVAL_MS,
        run: async (now) =>
          (await queueDuePrepareReminders(database.db, now, config.SMS_ALLOWED_COUNTRY_CODES)) +
          (await queueDueFastingNotices(database.db, now, config.SMS_ALLOWED_COUNTRY_CODES)),
      },
      // Payments in doubt (no answer from the gateway, or cut off by a stop) asked of the gateway and settled.
      {
        name: 'reconcile-payments',
        intervalMs: RECONCILE_INTERVAL_MS,
        run: () => reconcilePaymentsInDoubt(app.ctx, { log: app.log }),
      },
      // Answers kept for retries past their day, verifications past reuse and attempt counts past their
      // hour: removed here rather than by the requests that write them, which stay short.
      {
        name: 'forget-expired-keys',
        intervalMs: CLEAN_UP_INTERVAL_MS,
        run: async (now) =>
          (await forgetExpiredKeys(database.db, now)) + (await forgetStaleVerifications(database.db, now)),
      },
      // Insights' tallies: each key's rows of changes folded into one, so a year reads a few rows per slot.
      {
        name: 'roll-up-booking-tallies',
        intervalMs: TALLY_ROLL_UP_INTERVAL_MS,
        run: () => rollUpBookingTallies(database.db),
      },
      // DESIGN §8.3: personal data past retention erased, old emails deleted; once a Singapore day.
      {
        name: RETENTION_JOB,
        intervalMs: RETENTION_CHECK_INTERVAL_MS,
        run: async (now) => {
          const run = await runRetention(database.db, config, now);
          return run.erasedBookings + run.deletedMessages + run.deletedFiles + run.deletedWaitlistEntries;
        },
      },
    ],
    app.log,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
