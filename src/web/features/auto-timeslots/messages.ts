// Texts of the test page (spec 001 §2). src/domain/messages.ts holds them for the server too; they are
// written out here rather than imported because that module is part of the home page's bundle, and every
// text imported from it stays there. messages.test.ts keeps both copies equal.
export const NO_POSTAL_CODE_TIMESLOTS_MESSAGE = 'No timeslots found for this postal code and event.';
export const NO_DATE_TIMESLOTS_MESSAGE = 'No timeslots found for the selected date.';
export const TIMESLOTS_LOAD_ERROR_TITLE = 'Error loading timeslots';
