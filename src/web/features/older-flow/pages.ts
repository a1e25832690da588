// The older flow's pages in one chunk, loaded on the first visit to any of them: one dynamic import
// keeps the list of chunks the home page carries for it short.

export { LegacyConfirmationPage } from './confirmation-page';
export { LegacyEventPage } from './legacy-event-page';
export { LegacyRegistrationPage } from './registration-page';
