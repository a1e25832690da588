export {
  fastingDedupeKey,
  PREPARATION_JOB_INTERVAL_MS,
  prepareReminderDedupeKey,
  queueDueFastingNotices,
  queueDuePrepareReminders,
} from './preparation-messages';
export {
  findBookingsWithPendingForms,
  findPreVisitSummaries,
  forgetAnswersOfBookings,
  forgetAnswersOfMembers,
} from './service';
