// Texts of the cancel appointment page, quoted from spec 000 §2, §5 and §8 word for word where it gives
// them. src/domain/messages.ts holds most of them for the server too; they are written out here rather
// than imported because that module is part of the home page's bundle, and every text imported from it
// stays there. messages.test.ts keeps both copies equal.

// Spec 000 §2, §5 and §8.
export const ALREADY_CANCELLED_TITLE = 'Appointment Already Cancelled';
export const APPOINTMENT_CANCELLED_TOAST = 'Appointment cancelled';
export const CANCEL_CONFIRM_REQUIRED_MESSAGE = 'You must confirm that you want to cancel this appointment.';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel appointment. Please try again later.';
/** Look-up failures other than a 404 (which gets REGISTRATION_NOT_FOUND_MESSAGE). */
export const LOOKUP_FAILED_MESSAGE = 'Failed to lookup registration. Please try again later.';
export const REGISTRATION_NOT_FOUND_MESSAGE =
  'Registration not found. Please check your reference number and try again.';

// The server's texts (not in the spec).
export const ALREADY_CANCELLED_DESCRIPTION =
  'This appointment has already been cancelled and cannot be cancelled again.';
export const NOT_CANCELLABLE_MESSAGE = 'This appointment can no longer be cancelled.';
export const APPOINTMENT_RESCHEDULED_TOAST = 'Appointment rescheduled';
export const REFUND_PENDING_MESSAGE =
  'Your appointment is cancelled. We could not refund your card automatically; our staff will refund it and contact you.';
export const REFUNDED_MESSAGE = 'Your appointment is cancelled and your payment has been refunded.';

export const CANCEL_PAGE_TITLE = 'Cancel Appointment';
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
