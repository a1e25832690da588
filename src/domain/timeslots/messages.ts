import { fillMessage, MESSAGES } from '@domain/shared/texts';
import { regionLabel } from '@domain/timeslots/regions';

// Texts of the Postal Codes tab and /admin/postal-timeslots (spec 001 §2 and §8 where it gives them).
// The ones the customers' test page of planned slots shows too are the English `messages` catalogue's.

/** Spec 001 §2: 'Postal Code: X - Region: name'; 'Not served' where no region visits the code. */
export const postalCodeHeading = (postalCode: string, region: string | null) =>
  fillMessage(MESSAGES.timeslots.postalCodeHeading, {
    postalCode,
    region: region ? regionLabel(region) : MESSAGES.timeslots.notServed,
  });

/** Spec 001 §5, timeslot search (POSTAL_CODE_MESSAGE and EVENT_REQUIRED_MESSAGE are the same words). */
export const POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE = 'Please enter a postal code or select a date';
export const NO_POSTAL_CODE_TIMESLOTS_MESSAGE = MESSAGES.timeslots.noPostalCodeTimeslots;
export const NO_DATE_TIMESLOTS_MESSAGE = MESSAGES.timeslots.noDateTimeslots;
export const DATE_SEARCH_NOTE =
  'Showing all timeslots for the selected date. Toggle availability to block or unblock specific slots.';
export const TIMESLOTS_LOAD_ERROR_TITLE = MESSAGES.timeslots.loadErrorTitle;
/** Spec 001 §8, timeslots. */
export const FETCH_TIMESLOTS_FAILED_MESSAGE = 'Failed to fetch timeslots';
export const UPDATE_TIMESLOT_FAILED_MESSAGE = 'Failed to update timeslot';
export const TIMESLOT_UPDATED_MESSAGE = 'Timeslot updated';
/** Not in the spec: timeslots, payment mode and the run sheet. */
export const TIMESLOT_NOT_FOUND_MESSAGE = 'Timeslot not found';
export const AVAILABILITY_REQUIRED_MESSAGE = 'isAvailable must be true or false';
export const DATE_SELECT_REQUIRED_MESSAGE = 'Please select a date';
