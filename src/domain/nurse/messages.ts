// Texts of the nurse's view (DESIGN §8.12): staff only, English.

export const CLIENT_EVENT_ID_MESSAGE = 'clientEventId must be 8 to 64 letters, digits, - or _';
export const EVENT_TYPE_MESSAGE = 'Type must be on_my_way, arrived or done';
export const EVENT_TIME_MESSAGE = 'at must be a date and time with its offset (ISO 8601)';
export const OUTCOME_REQUIRED_MESSAGE = 'Give an outcome for each person';
export const OUTCOME_RESULT_MESSAGE = 'Result must be screened, partly, refused or not_home';
export const OUTCOME_NOTE_MESSAGE = 'Say what was not done';
export const OUTCOME_PERSONS_MESSAGE = 'Give one outcome for each person of the visit';
export const NOT_YOUR_VISIT_MESSAGE = 'This visit is not yours';
export const NURSE_ROLE_REQUIRED_MESSAGE = 'The nurse view is for nurses';
export const VISIT_NOT_FOUND_MESSAGE = 'Visit not found';
export const VISIT_CLOSED_MESSAGE = 'This visit is cancelled';
export const NURSE_NOT_FOUND_MESSAGE = 'Nurse not found';
export const NURSE_ASSIGNED_MESSAGE = 'Nurse assigned';
export const NURSE_UNASSIGNED_MESSAGE = 'Visit unassigned';
export const CLIENT_EVENT_ID_REUSED_MESSAGE = 'This clientEventId was already used for another press';
export const RESCHEDULE_REQUESTED_MESSAGE = 'The bookings of that time were asked to pick another visit';
// The rebook link's refusals: a customer reads them, so the page shows them from its catalogue; these are the API's words.
export const REBOOK_LINK_INVALID_MESSAGE = 'This link is not valid. Please use the link in your latest email or text.';
export const REBOOK_SLOT_MOVED_MESSAGE = 'Please choose a visit outside the time that cannot go ahead';
