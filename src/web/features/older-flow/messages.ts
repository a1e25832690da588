// Messages of the older booking flow that the server answers too: they come from the domain and are
// shown through useMessageText(). The page's own texts are the `older` catalogue's
// (src/locales/<language>/older.json), quoted from spec 000 §2 and §8 word for word where it gives them.

import { REGISTRATION_FAILED_TITLE } from '@domain/participants/messages';

export {
  ADD_PARTICIPANT_FAILED_MESSAGE as ADD_PARTICIPANT_FAILED_TITLE,
  EVENT_DETAILS_LOAD_ERROR_TITLE as EVENT_DETAILS_ERROR_TITLE,
  TRY_AGAIN_OR_CONTACT_SUPPORT_MESSAGE as EVENT_DETAILS_ERROR_MESSAGE,
} from '@domain/participants/messages';
export { BOOKING_CONFIRMED_MESSAGE as BOOKING_CONFIRMED_TITLE } from '@domain/payments/messages';
export { REGISTRATION_FAILED_TITLE };

/**
 * Spec 000 §8: 'Registration failed' with the server message, or 'Registration failed: status statusText'
 * (`title` is that message in the page's language).
 */
export const registrationFailedStatus = (
  status: number,
  statusText: string,
  title: string = REGISTRATION_FAILED_TITLE,
) => `${title}: ${status} ${statusText}`.trimEnd();

/** The older flow's four steps (spec 000 §2: the event page is step 2, /registration 3, /confirmation 4): keys of `older:stepper.steps`. */
export const LEGACY_STEPS = ['selectEvent', 'choosePackage', 'personalDetails', 'confirmation'] as const;
