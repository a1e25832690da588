// Texts of the older booking flow, quoted from spec 000 §2 and §8 word for word where it gives them.
// The texts the server answers too come from the domain.

import { REGISTRATION_FAILED_TITLE } from '@domain/participants/messages';

export {
  ADD_PARTICIPANT_FAILED_MESSAGE as ADD_PARTICIPANT_FAILED_TITLE,
  EVENT_DETAILS_LOAD_ERROR_TITLE as EVENT_DETAILS_ERROR_TITLE,
  TRY_AGAIN_OR_CONTACT_SUPPORT_MESSAGE as EVENT_DETAILS_ERROR_MESSAGE,
} from '@domain/participants/messages';
export { BOOKING_CONFIRMED_MESSAGE as BOOKING_CONFIRMED_TITLE } from '@domain/payments/messages';
export { EVENT_NOT_FOUND_MESSAGE, EVENT_NOT_FOUND_TITLE } from '@/features/booking-shared';
export { REGISTRATION_FAILED_TITLE };
/** Spec 000 §8, no timeslots. */
export const NO_TIMESLOTS_TITLE = 'No timeslots available';
export const NO_TIMESLOTS_MESSAGE =
  "We couldn't find any available timeslots for your postal code. Please try a different postal code or contact our support team.";

export const CONTINUE_TO_PARTICIPANTS_LABEL = 'Continue to Participants';
export const CONFIRM_BOOKING_LABEL = 'Confirm Booking';

/** Spec 000 §8: 'Registration failed' with the server message, or 'Registration failed: status statusText'. */
export const registrationFailedStatus = (status: number, statusText: string) =>
  `${REGISTRATION_FAILED_TITLE}: ${status} ${statusText}`.trimEnd();

/** Spec 000 §2, step 4. */
export const EMAIL_CONFIRMATION_TITLE = 'Email Confirmation';
export const emailConfirmationMessage = (email: string) =>
  `A confirmation email with these details and a calendar entry for the visit is on its way to ${email}. Keep your reference number: you need it to change or cancel the appointment.`;
export const PRINT_DETAILS_LABEL = 'Print Details';
export const RETURN_TO_HOMEPAGE_LABEL = 'Return to Homepage';
export const REFERENCE_COPIED_MESSAGE = 'Reference number copied';

/** The older flow's four steps (spec 000 §2: the event page is step 2, /registration 3, /confirmation 4). */
export const LEGACY_STEPS = ['Select Event', 'Choose Package', 'Personal Details', 'Confirmation'] as const;

/** The chosen planned slot could not be stored (taken off the schedule meanwhile): not a spec text. */
export const SLOT_UNAVAILABLE_TITLE = 'This time is no longer available';
