// The Postal Codes tab and /admin/postal-timeslots (spec 001 §2, §5, §8 word for word).
// src/domain/messages.ts holds these texts for the server too; they are written out here rather than
// imported because that module is part of the home page's bundle, and every text imported from it stays
// there. messages.test.ts keeps both copies equal.

export const DATE_SEARCH_NOTE =
  'Showing all timeslots for the selected date. Toggle availability to block or unblock specific slots.';
export const FETCH_TIMESLOTS_FAILED_MESSAGE = 'Failed to fetch timeslots';
export const NO_DATE_TIMESLOTS_MESSAGE = 'No timeslots found for the selected date.';
export const NO_POSTAL_CODE_TIMESLOTS_MESSAGE = 'No timeslots found for this postal code and event.';
export const TIMESLOT_UPDATED_MESSAGE = 'Timeslot updated';
export const TIMESLOTS_LOAD_ERROR_TITLE = 'Error loading timeslots';

export const POSTAL_TIMESLOTS_TITLE = 'Postal Code Timeslot Management';
