// What other features may use from the participants feature: the list 'Continue' keeps for the older
// flow's next step, the call that adds its persons to the booking made there, and a booked household's
// persons with their changes ("Manage your booking"; only pages loaded on demand import it). The pages
// load on demand through routes.ts.

export { addParticipant, participantsQueryOptions } from './api';
export { BookedHousehold, type BookedHouseholdProps } from './booked-household';
export { clearDraftParticipants, type DraftParticipant, readDraftParticipants } from './storage';
