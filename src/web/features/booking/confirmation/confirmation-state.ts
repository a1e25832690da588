import type { RegistrationLookup } from '@domain/bookings/responses';
import { isClosedBookingStatus } from '@domain/bookings/status';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import { toCents } from '@domain/shared/money';
import { bookingText, pageLanguage } from '../booking-texts';
import { PARTNER_PAID_LABEL } from './messages';

// What the confirmation page shows and asks the server, decided from the look-up alone. The server's
// records decide every status (DESIGN §5 rule 1): the page only asks and then shows the answer.

/** Statuses under which the visit is settled: paid by card or partner, done, or the older pay-on-the-day flow. */
export const SETTLED_STATUSES: ReadonlySet<string> = new Set(['paid', 'completed', 'confirmed']);

/** An amount the server sent, in cents; anything unreadable counts as nothing. */
export function centsOf(amount: string | null | undefined): number {
  if (amount === null || amount === undefined || amount.trim() === '') return 0;
  try {
    return toCents(amount);
  } catch {
    return 0;
  }
}

/** The call the page makes by itself on a pending booking (spec 001 §4), or null. */
export type AutoConfirmRequest =
  /** PATCH /api/registrations/{id}/status: the partner prepaid everything. */
  | { kind: 'status'; body: { status: 'paid'; transactionId: string } }
  /** POST /api/registrations/{id}/confirm-wc-booking: a booking that came from the partner. */
  | { kind: 'partner-confirm' };

type AutoConfirmFields = Pick<RegistrationLookup, 'status' | 'amountDue' | 'partnerPaid' | 'isFromPartner'>;

/**
 * Spec 001 §4, in order: nothing left to pay after a partner prepayment asks for 'paid' with the
 * note 'Paid via WhiteCoat'; otherwise a pending booking from the partner (its origin, a partner
 * payment, or nothing left to pay) asks for the partner confirmation. The server grants either only
 * when its own records show nothing is left to pay.
 */
export function autoConfirmRequestFor(booking: AutoConfirmFields): AutoConfirmRequest | null {
  if (booking.status !== 'pending_payment') return null;
  const balance = centsOf(booking.amountDue);
  const partnerPaid = centsOf(booking.partnerPaid);
  if (balance <= 0 && partnerPaid > 0) {
    return { kind: 'status', body: { status: 'paid', transactionId: PARTNER_PAID_LABEL } };
  }
  if (booking.isFromPartner || partnerPaid > 0 || balance <= 0) return { kind: 'partner-confirm' };
  return null;
}

export type ConfirmationTone = 'pending' | 'settled' | 'closed' | 'other';

export interface ConfirmationView {
  /** In the page's language. */
  title: string;
  tone: ConfirmationTone;
  isPending: boolean;
  /** What is left to pay, as the server computed it ('0.00' once the booking is closed). */
  balanceDue: string;
  hasBalance: boolean;
  /** Spec 001 §2: only with nothing left to pay, still pending_payment and not yet paid. */
  canConfirm: boolean;
  /** Spec 001 §2: a balance is due or the link asked for it (showPayment=true), while pending. */
  showPaymentForm: boolean;
  /** 'Mon, 23 Nov 2026, 9:00 AM' (in the page's language) while pending with a payment deadline; else null. */
  paymentDueLabel: string | null;
}

type ViewFields = Pick<RegistrationLookup, 'status' | 'amountDue' | 'transactionId' | 'paymentDueAt'>;

export function confirmationViewOf(
  booking: ViewFields,
  options: { showPayment: boolean; paymentClosed: boolean },
): ConfirmationView {
  const isPending = booking.status === 'pending_payment';
  const isClosed = isClosedBookingStatus(booking.status);
  const tone: ConfirmationTone = isPending
    ? 'pending'
    : SETTLED_STATUSES.has(booking.status)
      ? 'settled'
      : isClosed
        ? 'closed'
        : 'other';
  // Glossary: a hold that ran out is 'released' for customers (staff's 'Expired').
  const title = {
    pending: bookingText('confirmation.titles.received'),
    settled: bookingText('confirmation.titles.confirmed'),
    closed:
      booking.status === 'expired'
        ? bookingText('confirmation.titles.released')
        : bookingText('confirmation.titles.cancelled'),
    other: bookingText('confirmation.titles.details'),
  }[tone];
  const balance = isClosed ? 0 : centsOf(booking.amountDue);
  return {
    title,
    tone,
    isPending,
    balanceDue: isClosed ? '0.00' : booking.amountDue,
    hasBalance: isPending && balance > 0,
    canConfirm: isPending && balance <= 0 && !booking.transactionId,
    showPaymentForm: isPending && (balance > 0 || options.showPayment) && !options.paymentClosed,
    paymentDueLabel:
      isPending && booking.paymentDueAt ? formatSingaporeDateTime(booking.paymentDueAt, 'long', pageLanguage()) : null,
  };
}
