// The cancel appointment page's own texts are the catalogue's (manage:appointment, cancel, cancelled,
// reschedule), quoted from spec 000 §2, §5 and §8 word for word in English where it gives them. The texts
// the server answers too come from the domain, shown through useMessageText.

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

/** Spec 000 §2: 'placeholder like HS2505-0607-1234' (a reference number, the same in every language). */
export const REFERENCE_PLACEHOLDER = 'HS2505-0607-1234';
