export { checkConfigValue, listEmailConfigs } from './configs';
export {
  CLAIM_LEASE_MS,
  claimDueEmails,
  listOutbox,
  MAX_ATTEMPTS,
  messageIdOf,
  queueEmail,
  RETRY_DELAYS_MS,
} from './outbox';
export { queueDueReminders, REMINDER_JOB_INTERVAL_MS, REMINDER_TIME, reminderDedupeKey } from './reminders';
export { compileTemplate, renderTemplate, TemplateError } from './templates';
export { EMAIL_WORKER_INTERVAL_MS, type EmailWorkerOptions, sendDueEmails } from './worker';
