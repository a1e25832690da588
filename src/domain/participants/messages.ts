// Texts of the older booking flow and the participants page that the web and the server both use.
// Apart from messages.ts so that they stay out of the home page's bundle.

// The older booking flow, the participants page and the cancel page (spec 000 §2, §5 and §8 where
// it gives the text; the server's own refusals where it does not).

/** Spec 000 §5, older registration form. */
export const VALID_PHONE_REQUIRED_MESSAGE = 'Valid phone number is required';
export const ACCEPT_TERMS_MESSAGE = 'You must accept the terms and conditions';
/** Spec 000 §2 and §8, older flow. */
export const EVENT_DETAILS_LOAD_ERROR_TITLE = 'Error loading event details';
export const TRY_AGAIN_OR_CONTACT_SUPPORT_MESSAGE = 'Please try again later or contact support.';
export const REGISTRATION_FAILED_TITLE = 'Registration failed';

/** Spec 000 §2 and §8, participants page. */
export const MISSING_INFORMATION_TITLE = 'Missing information';
export const MISSING_INFORMATION_DESCRIPTION =
  'Package or event information is missing. Please go back and select a package.';
export const PARTICIPANTS_INTRO_TEXT =
  'Add all participants who will be attending the health screening. The primary participant will be the main point of contact.';
export const ADD_PARTICIPANT_FAILED_MESSAGE = 'Failed to add participant';
export const UPDATE_PARTICIPANT_FAILED_MESSAGE = 'Failed to update participant';
export const REMOVE_PARTICIPANT_FAILED_MESSAGE = 'Failed to remove participant';
export const PRIMARY_REMOVAL_TITLE = 'Cannot Remove Primary Participant';
export const PRIMARY_REMOVAL_DESCRIPTION = 'Please assign another participant as primary first.';
/** The whole text as the participants API answers it (409). */
export const PRIMARY_REMOVAL_MESSAGE = `${PRIMARY_REMOVAL_TITLE}: ${PRIMARY_REMOVAL_DESCRIPTION}`;
export const PARTICIPANT_ADDED_MESSAGE = 'Participant Added';
export const PARTICIPANT_UPDATED_MESSAGE = 'Participant Updated';
export const PARTICIPANT_REMOVED_MESSAGE = 'Participant Removed';
export const PRIMARY_CONTACT_CHANGED_MESSAGE = 'Primary Contact Changed';
/** Spec 000 §5, participant form of the participants page. */
export const PARTICIPANT_DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Date of birth is required';
/** Spec 000 §3: member badges of the participants table. */
export const AIA_MEMBER_BADGE = 'AIA Member';
export const VITALITY_MEMBER_BADGE = 'Vitality Member';
export const MEMBER_BADGE = 'Member';

/** Not in the spec: refusals of the participants API. */
export const PARTICIPANT_NOT_FOUND_MESSAGE = 'Participant not found';
export const PRIMARY_CONTACT_DETAILS_MESSAGE = 'The primary contact needs an email address and a mobile number';
export const PRIMARY_REQUIRED_MESSAGE =
  'A booking always has a primary contact. Make another participant primary instead.';
export const LAST_PERSON_MESSAGE =
  'A booking needs at least one person. To call off the visit, cancel the appointment instead.';
export const PARTICIPANT_SLOT_FULL_MESSAGE =
  'There is no room for another person in this timeslot. Please contact the clinic to book the visit at another time.';
export const PARTICIPANTS_LOCKED_MESSAGE =
  'Participants can be changed only while the booking is unpaid. Please contact the clinic to change a paid booking.';
/**
 * The primary participant's ID number, date of birth or Vitality number changed (or another person
 * became primary) and the insurer could not be asked about the new one (503): the booking keeps its
 * persons and its price rather than a member price nobody verified.
 */
export const MEMBER_RECHECK_UNAVAILABLE_MESSAGE =
  'Membership could not be verified for the new primary participant just now, so nothing was changed. Please try again in a few minutes.';
/** 409: another change of the primary participant was saved while this one was being verified. */
export const PRIMARY_CHANGED_MEANWHILE_MESSAGE =
  'The primary participant of this booking was changed at the same time. Please reload the page and try again.';
