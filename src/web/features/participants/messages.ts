// Texts of the participants page, quoted from spec 000 §2 and §8 word for word. src/domain/messages.ts
// holds the same texts for the server; they are written out here rather than imported because that
// module is part of the home page's bundle, and every text imported from it stays there too.
// messages.test.ts keeps both copies equal.

export const MISSING_INFORMATION_TITLE = 'Missing information';
export const MISSING_INFORMATION_MESSAGE =
  'Package or event information is missing. Please go back and select a package.';
export const PARTICIPANTS_PANEL_TEXT =
  'Add all participants who will be attending the health screening. The primary participant will be the main point of contact.';

export const PARTICIPANT_ADDED_TITLE = 'Participant Added';
export const PARTICIPANT_UPDATED_TITLE = 'Participant Updated';
export const PARTICIPANT_REMOVED_TITLE = 'Participant Removed';
export const PRIMARY_CHANGED_TITLE = 'Primary Contact Changed';
export const ADD_FAILED_TITLE = 'Failed to add participant';
export const UPDATE_FAILED_TITLE = 'Failed to update participant';
export const REMOVE_FAILED_TITLE = 'Failed to remove participant';
export const CANNOT_REMOVE_PRIMARY_TITLE = 'Cannot Remove Primary Participant';
export const CANNOT_REMOVE_PRIMARY_MESSAGE = 'Please assign another participant as primary first.';

export const BACK_TO_PACKAGES_LABEL = 'Back to Packages';
export const CONTINUE_LABEL = 'Continue';

/** Spec 000 §2 and §8: the event could not be loaded, or does not exist. */
export const EVENT_DETAILS_ERROR_TITLE = 'Error loading event details';
export const EVENT_DETAILS_ERROR_MESSAGE = 'Please try again later or contact support.';
export const EVENT_NOT_FOUND_MESSAGE = "The event you're looking for doesn't exist or has been removed.";

// Not in the spec (the server's texts, see above).
export const PRIMARY_CONTACT_DETAILS_MESSAGE = 'The primary contact needs an email address and a mobile number';
export const DUPLICATE_ID_MESSAGE = 'Each person in a booking needs a different identification number';
