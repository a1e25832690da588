import { staffStatusLabel } from '@domain/bookings/status';
import { type AdminRegistrationStatus, REGISTRATION_STATUSES } from '@domain/orders/schemas';
import { singaporeDateTime } from '@domain/shared/dates';

/**
 * The status filter (spec 001 §2: All Statuses, Paid, Pending payment), followed by the other
 * statuses a booking can have. The empty value is 'All Statuses'.
 */
export const STATUS_FILTER_OPTIONS: readonly { value: AdminRegistrationStatus | ''; label: string }[] = [
  { value: '', label: 'All Statuses' },
  { value: 'paid', label: staffStatusLabel('paid') },
  { value: 'pending_payment', label: staffStatusLabel('pending_payment') },
  ...REGISTRATION_STATUSES.filter((status) => status !== 'paid' && status !== 'pending_payment').map((status) => ({
    value: status,
    label: staffStatusLabel(status),
  })),
];

/**
 * Whether the booking's status says more than its payment state does: pending payment and paid are
 * what the payment state already shows.
 */
export const statusAddsToPayment = (status: AdminRegistrationStatus): boolean =>
  status !== 'paid' && status !== 'pending_payment';

export type StatusChange = 'completed' | 'no_show' | 'cancelled';

/**
 * The changes staff can make to a booking in this status (PATCH /api/admin/registrations/{id}): once
 * the visit's time has come, completed (only when paid, or to be paid on the day) or no-show; and a
 * cancellation of an open booking. A cancelled, expired, completed or no-show booking is closed. The
 * server checks again and its refusal is shown as it words it.
 */
export function statusChanges(
  status: AdminRegistrationStatus,
  visit: { date: string; time: string },
  now: Date = new Date(),
): StatusChange[] {
  const visitStarted = hasVisitStarted(visit, now);
  switch (status) {
    case 'paid':
    case 'confirmed':
      return visitStarted ? ['completed', 'no_show', 'cancelled'] : ['cancelled'];
    case 'pending_payment':
      return visitStarted ? ['no_show', 'cancelled'] : ['cancelled'];
    default:
      return [];
  }
}

/** Whether a visit ('yyyy-MM-dd', 'HH:mm' Singapore time) has begun; unreadable: treated as begun, the server decides. */
function hasVisitStarted(visit: { date: string; time: string }, now: Date): boolean {
  try {
    return singaporeDateTime(visit.date, visit.time.slice(0, 5)).getTime() <= now.getTime();
  } catch {
    return true;
  }
}

/** The button and the confirmation of each change. */
export const STATUS_CHANGE_TEXT: Record<StatusChange, { button: string; title: string; question: string }> = {
  completed: {
    button: 'Mark Completed',
    title: 'Mark visit completed',
    question: 'Mark this visit as completed? This cannot be undone.',
  },
  no_show: {
    button: 'Mark No-show',
    title: 'Mark visit no-show',
    question: 'Mark this visit as a no-show (nobody was home)? This cannot be undone.',
  },
  cancelled: {
    button: 'Cancel Registration',
    title: 'Cancel registration',
    question:
      'Cancel this registration? Its home visit is released and a discount code it used is given back. This cannot be undone.',
  },
};
