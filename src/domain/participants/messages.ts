// Texts of the older booking flow and the participants page that the web and the server both use.
// Apart from messages.ts so that they stay out of the home page's bundle. Their words are the English
// `messages` catalogue's (participants.*).
import { MESSAGES } from '@domain/shared/texts';

const TEXT = MESSAGES.participants;

// The older booking flow, the participants page and the cancel page (spec 000 §2, §5 and §8 where
// it gives the text; the server's own refusals where it does not).

/** Spec 000 §5, older registration form. */
export const VALID_PHONE_REQUIRED_MESSAGE = TEXT.validPhoneRequired;
export const ACCEPT_TERMS_MESSAGE = TEXT.acceptTerms;
/** Spec 000 §2 and §8, older flow. */
export const EVENT_DETAILS_LOAD_ERROR_TITLE = TEXT.eventDetailsLoadErrorTitle;
export const TRY_AGAIN_OR_CONTACT_SUPPORT_MESSAGE = TEXT.tryAgainOrContactSupport;
export const REGISTRATION_FAILED_TITLE = TEXT.registrationFailedTitle;

/** Spec 000 §2 and §8, participants page. */
export const MISSING_INFORMATION_TITLE = TEXT.missingInformationTitle;
export const MISSING_INFORMATION_DESCRIPTION = TEXT.missingInformationDescription;
export const PARTICIPANTS_INTRO_TEXT = TEXT.intro;
export const ADD_PARTICIPANT_FAILED_MESSAGE = TEXT.addFailed;
export const UPDATE_PARTICIPANT_FAILED_MESSAGE = TEXT.updateFailed;
export const REMOVE_PARTICIPANT_FAILED_MESSAGE = TEXT.removeFailed;
export const PRIMARY_REMOVAL_TITLE = TEXT.primaryRemovalTitle;
export const PRIMARY_REMOVAL_DESCRIPTION = TEXT.primaryRemovalDescription;
/** The whole text as the participants API answers it (409): `${PRIMARY_REMOVAL_TITLE}: ${PRIMARY_REMOVAL_DESCRIPTION}`. */
export const PRIMARY_REMOVAL_MESSAGE = TEXT.primaryRemoval;
export const PARTICIPANT_ADDED_MESSAGE = TEXT.added;
export const PARTICIPANT_UPDATED_MESSAGE = TEXT.updated;
export const PARTICIPANT_REMOVED_MESSAGE = TEXT.removed;
export const PRIMARY_CONTACT_CHANGED_MESSAGE = TEXT.primaryContactChanged;
/** Spec 000 §5, participant form of the participants page. */
export const PARTICIPANT_DATE_OF_BIRTH_REQUIRED_MESSAGE = TEXT.dateOfBirthRequired;
/** Spec 000 §3: member badges of the participants table. */
export const AIA_MEMBER_BADGE = TEXT.aiaMemberBadge;
export const VITALITY_MEMBER_BADGE = TEXT.vitalityMemberBadge;
export const MEMBER_BADGE = TEXT.memberBadge;

/** Not in the spec: refusals of the participants API. */
export const PARTICIPANT_NOT_FOUND_MESSAGE = TEXT.notFound;
export const PRIMARY_CONTACT_DETAILS_MESSAGE = TEXT.primaryContactDetails;
export const PRIMARY_REQUIRED_MESSAGE = TEXT.primaryRequired;
export const LAST_PERSON_MESSAGE = TEXT.lastPerson;
export const PARTICIPANT_SLOT_FULL_MESSAGE = TEXT.slotFull;
export const PARTICIPANTS_LOCKED_MESSAGE = TEXT.locked;
/**
 * The primary participant's ID number, date of birth or Vitality number changed (or another person
 * became primary) and the insurer could not be asked about the new one (503): the booking keeps its
 * persons and its price rather than a member price nobody verified.
 */
export const MEMBER_RECHECK_UNAVAILABLE_MESSAGE = TEXT.memberRecheckUnavailable;
/** 409: another change of the primary participant was saved while this one was being verified. */
export const PRIMARY_CHANGED_MEANWHILE_MESSAGE = TEXT.primaryChangedMeanwhile;
