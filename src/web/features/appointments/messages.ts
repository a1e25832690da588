// Texts of the cancel appointment page, quoted from spec 000 §2, §5 and §8 word for word where it gives
// them. The texts the server answers too come from the domain.

export {
  ALREADY_CANCELLED_DESCRIPTION,
  ALREADY_CANCELLED_TITLE,
  APPOINTMENT_CANCELLED_MESSAGE as APPOINTMENT_CANCELLED_TOAST,
  APPOINTMENT_RESCHEDULED_MESSAGE as APPOINTMENT_RESCHEDULED_TOAST,
  CANCEL_FAILED_MESSAGE,
  LOOKUP_FAILED_MESSAGE,
  NOT_CANCELLABLE_MESSAGE,
  REFUND_PENDING_MESSAGE,
  REFUNDED_MESSAGE,
} from '@domain/bookings/appointment-messages';
export {
  CANCEL_CONFIRM_REQUIRED_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
} from '@domain/bookings/messages';

/** The cancel page (spec 000 §2) also changes the date and time: its heading says both. */
export const APPOINTMENT_PAGE_TITLE = 'Reschedule or Cancel Appointment';
/** Spec 000 §2: 'placeholder like HS2505-0607-1234'. */
export const REFERENCE_PLACEHOLDER = 'HS2505-0607-1234';
export const LOOK_UP_LABEL = 'Look Up Appointment';
export const CANCEL_BUTTON_LABEL = 'Cancel Appointment';
export const CANCEL_ANOTHER_LABEL = 'Cancel Another Appointment';

// Not in the spec: rescheduling, and the cut-off for both changes.
export const RESCHEDULE_LABEL = 'Reschedule Appointment';
export const RESCHEDULE_CONFIRM_LABEL = 'Confirm New Time';
export const RESCHEDULE_FAILED_MESSAGE = 'Failed to reschedule appointment. Please try again later.';
export const NO_OTHER_SLOTS_MESSAGE =
  'There are no other free times in your area right now. Please check again later or contact the clinic.';
