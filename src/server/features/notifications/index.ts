export { checkConfigValue, countEmailConfigs, listEmailConfigs } from './configs';
export { findOptedOut, isOptedOut, optIn, optOut } from './opt-outs';
export { queueDueReminders, REMINDER_JOB_INTERVAL_MS, REMINDER_TIME, reminderDedupeKey } from './reminders';
export { compileTemplate, renderTemplate, TemplateError } from './templates';
export { type EmailWorkerOptions, sendDueMessages } from './worker';
