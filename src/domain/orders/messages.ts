export const STATUS_CHANGE_MESSAGE = 'Status must be completed, no_show or cancelled';

// Texts of the Orders tab that the web's admin pages and the server both use.
export const ADMIN_REGISTRATION_NOT_FOUND_MESSAGE = 'Registration not found';
export const REGISTRATION_CLOSED_MESSAGE = 'This booking was cancelled or has expired, so it cannot be changed.';
export const registrationAlreadyMessage = (status: string) => `This booking is already ${status.replace('_', '-')}.`;
export const VISIT_NOT_YET_MESSAGE = 'A visit can be marked completed or no-show only once its time has come.';
export const UNPAID_NOT_COMPLETED_MESSAGE = 'An unpaid booking cannot be marked completed.';
export const VISIT_OUTCOME_NOT_CANCELLABLE_MESSAGE = 'A visit marked completed or no-show cannot be cancelled.';
export const refundDueMessage = (amount: string) =>
  `Registration cancelled. S$${amount} was paid by card; the refund could not be made and is recorded as pending.`;
export const refundedMessage = (amount: string) =>
  `Registration cancelled. S$${amount} was refunded to the card it was paid with.`;
export const REGISTRATION_UPDATED_MESSAGE = 'Registration updated';
/** Not in the spec: revealing an ID number in the order details (DESIGN §8.3). */
export const REVEAL_PARTICIPANT_ID_MESSAGE = 'participantId must be a household member id, or null for the main person';
export const REVEAL_PARTICIPANT_NOT_FOUND_MESSAGE = 'This person is not part of this booking';
export const BOOKING_DATA_ERASED_MESSAGE = "This booking's personal data has been erased.";
export const PERSON_DATA_ERASED_MESSAGE = "This person's personal data has been erased.";
export const CHANGED_WHILE_SAVING_MESSAGE =
  'Someone booked while this change was being saved. Please reload and try again.';
