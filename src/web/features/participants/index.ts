// What other features may use from the participants feature: the list 'Continue' keeps for the older
// flow's next step, and the call that adds its persons to the booking made there. The pages load on
// demand through routes.ts.

export { addParticipant } from './api';
export { clearDraftParticipants, type DraftParticipant, readDraftParticipants } from './storage';
