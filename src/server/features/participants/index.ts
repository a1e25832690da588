// The participants page's calls (spec 000 §7): a booking's persons, read and changed.
export { addParticipant, removeParticipant, updateParticipant } from './household';
export { listParticipants } from './persons-read';
