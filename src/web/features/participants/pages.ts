// Everything of the participants feature that loads on demand, in one chunk: the page, the pages behind
// the links the spec names by event id, and what the older flow's next step reads and calls.

export { addParticipant } from './api';
export { ParticipantsPage } from './participants-page';
export { BookingPackagesRedirect, ParticipantsRedirect } from './redirect-pages';
export { clearDraftParticipants, readDraftParticipants } from './storage';
