// The test page for auto-generated timeslots (spec 001 §2, /test/auto-timeslots). Loaded on demand with
// the admin area's piece (features/admin/admin-pages.ts): a piece of its own would split the code the
// home page loads into more files (see the note there).
export { AutoTimeslotsPage } from './auto-timeslots-page';
