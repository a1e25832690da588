// The Postal Codes tab and /admin/postal-timeslots (spec 001 §2, §5, §8 word for word). The texts the
// server answers too come from the domain.

export {
  DATE_SEARCH_NOTE,
  FETCH_TIMESLOTS_FAILED_MESSAGE,
  NO_DATE_TIMESLOTS_MESSAGE,
  NO_POSTAL_CODE_TIMESLOTS_MESSAGE,
  TIMESLOT_UPDATED_MESSAGE,
  TIMESLOTS_LOAD_ERROR_TITLE,
} from '@domain/timeslots/messages';

export const POSTAL_TIMESLOTS_TITLE = 'Postal Code Timeslot Management';
