import { fillMessage, MESSAGES } from '@domain/shared/texts';

// Texts of the cancel and reschedule pages that the web and the server both use, and how customers
// reach the clinic when they cannot change a booking themselves. Their words are the English
// `messages` catalogue's (appointment.*).

const TEXT = MESSAGES.appointment;

/** Spec 000 §2 and §8, cancel page. */
export const LOOKUP_FAILED_MESSAGE = TEXT.lookupFailed;
export const CANCEL_FAILED_MESSAGE = TEXT.cancelFailed;
export const ALREADY_CANCELLED_TITLE = TEXT.alreadyCancelledTitle;
export const ALREADY_CANCELLED_DESCRIPTION = TEXT.alreadyCancelledDescription;
/** The whole text as the cancel call answers it (409): `${ALREADY_CANCELLED_TITLE}: ${ALREADY_CANCELLED_DESCRIPTION}`. */
export const ALREADY_CANCELLED_MESSAGE = TEXT.alreadyCancelled;
export const APPOINTMENT_CANCELLED_MESSAGE = TEXT.cancelled;
/** Not in the spec: refusals of the cancel and reschedule calls. */
export const NOT_CANCELLABLE_MESSAGE = TEXT.notCancellable;
export const NOT_RESCHEDULABLE_MESSAGE = TEXT.notReschedulable;
export const SAME_TIMESLOT_MESSAGE = TEXT.sameTimeslot;
export const APPOINTMENT_RESCHEDULED_MESSAGE = TEXT.rescheduled;
/** A refund the gateway refused or could not take: the booking is cancelled and staff pay the money back. */
export const REFUND_PENDING_MESSAGE = TEXT.refundPending;
export const REFUNDED_MESSAGE = TEXT.refunded;
/** How long a refund takes to show (the cancellation email says the same). */
export const REFUND_TIMING_TEXT = TEXT.refundTiming;

/**
 * Not in the spec: how customers reach the clinic when they cannot change a booking themselves
 * (inside the cut-off, a paid booking's participants). Placeholders until the operator supplies its
 * own: change them here, nowhere else (the messages take them as {{phone}} and {{email}}).
 */
export const CLINIC_CONTACT = { phone: '+65 6000 0000', email: 'hello@example.com' } as const;
export const CLINIC_CONTACT_TEXT = fillMessage(TEXT.clinicContact, CLINIC_CONTACT);

/**
 * Before cancelling: what cancelling gives back (the look-up's refundOnCancel) and when. An amount
 * prepaid at the partner service is not refunded by this site: the clinic answers for it.
 */
export function refundBeforeCancelMessage(
  booking: { refundOnCancel: string | null; partnerPaid: string },
  formatAmount: (amount: string) => string,
): string {
  const partnerPaid = Number(booking.partnerPaid) > 0;
  if (!partnerPaid) {
    return booking.refundOnCancel === null
      ? TEXT.nothingPaid
      : fillMessage(TEXT.refundOnCancel, { amount: formatAmount(booking.refundOnCancel) });
  }
  const partnerAmount = formatAmount(booking.partnerPaid);
  return booking.refundOnCancel === null
    ? fillMessage(TEXT.nothingPaidHereWithPartner, { ...CLINIC_CONTACT, partnerAmount })
    : fillMessage(TEXT.refundOnCancelWithPartner, {
        ...CLINIC_CONTACT,
        amount: formatAmount(booking.refundOnCancel),
        partnerAmount,
      });
}

/** Within CHANGE_CUTOFF_HOURS of the visit: no self-service cancel, reschedule or participant change. */
export const changeCutoffMessage = (hours: number) => fillMessage(TEXT.changeCutoff, { ...CLINIC_CONTACT, hours });
