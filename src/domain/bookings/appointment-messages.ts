// Texts of the cancel and reschedule pages that the web and the server both use, and how customers
// reach the clinic when they cannot change a booking themselves.

/** Spec 000 §2 and §8, cancel page. */
export const LOOKUP_FAILED_MESSAGE = 'Failed to lookup registration. Please try again later.';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel appointment. Please try again later.';
export const ALREADY_CANCELLED_TITLE = 'Appointment Already Cancelled';
export const ALREADY_CANCELLED_DESCRIPTION =
  'This appointment has already been cancelled and cannot be cancelled again.';
/** The whole text as the cancel call answers it (409). */
export const ALREADY_CANCELLED_MESSAGE = `${ALREADY_CANCELLED_TITLE}: ${ALREADY_CANCELLED_DESCRIPTION}`;
export const APPOINTMENT_CANCELLED_MESSAGE = 'Appointment cancelled';
/** Not in the spec: refusals of the cancel and reschedule calls. */
export const NOT_CANCELLABLE_MESSAGE = 'This appointment can no longer be cancelled.';
export const NOT_RESCHEDULABLE_MESSAGE = 'This appointment can no longer be rescheduled.';
export const SAME_TIMESLOT_MESSAGE = 'Your appointment is already in this timeslot. Please choose another time.';
export const APPOINTMENT_RESCHEDULED_MESSAGE = 'Appointment rescheduled';
/** A refund the gateway refused or could not take: the booking is cancelled and staff pay the money back. */
export const REFUND_PENDING_MESSAGE =
  'Your appointment is cancelled. We could not refund your card automatically; our staff will refund it and contact you.';
export const REFUNDED_MESSAGE = 'Your appointment is cancelled and your payment has been refunded.';
/** How long a refund takes to show (the cancellation email says the same). */
export const REFUND_TIMING_TEXT = 'it may take 5 to 10 working days to appear on your statement';
/**
 * Before cancelling: what cancelling gives back (the look-up's refundOnCancel) and when. An amount
 * prepaid at the partner service is not refunded by this site: the clinic answers for it.
 */
export function refundBeforeCancelMessage(
  booking: { refundOnCancel: string | null; partnerPaid: string },
  formatAmount: (amount: string) => string,
): string {
  const partnerPaid = Number(booking.partnerPaid) > 0;
  const here =
    booking.refundOnCancel === null
      ? partnerPaid
        ? 'Nothing was paid on this site for this booking, so nothing is refunded here.'
        : 'Nothing has been paid for this booking, so if you cancel there is nothing to refund.'
      : `If you cancel, the ${formatAmount(booking.refundOnCancel)} you paid is refunded to the card or account you paid with; ${REFUND_TIMING_TEXT}.`;
  return partnerPaid
    ? `${here} For the ${formatAmount(booking.partnerPaid)} paid through the partner service, please ${CLINIC_CONTACT_TEXT}.`
    : here;
}

/**
 * Not in the spec: how customers reach the clinic when they cannot change a booking themselves
 * (inside the cut-off, a paid booking's participants). Placeholders until the operator supplies its
 * own: change them here, nowhere else.
 */
export const CLINIC_CONTACT = { phone: '+65 6000 0000', email: 'hello@example.com' } as const;
export const CLINIC_CONTACT_TEXT = `call the clinic on ${CLINIC_CONTACT.phone} or email ${CLINIC_CONTACT.email}`;
/** Within CHANGE_CUTOFF_HOURS of the visit: no self-service cancel, reschedule or participant change. */
export const changeCutoffMessage = (hours: number) =>
  `Appointments can be changed or cancelled online up to ${hours} hours before the visit. To change this appointment, please ${CLINIC_CONTACT_TEXT}.`;
