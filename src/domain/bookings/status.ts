import type { AdminRegistrationStatus } from '@domain/orders/schemas';

// The statuses of a booking and of a payment that the rules test against (DESIGN §4 Statuses): one
// list each, for the server's queries and the pages alike.

/** A booking in one of these holds its slot's places and its code's redemptions. */
export const LIVE_BOOKING_STATUSES = ['pending_payment', 'paid', 'confirmed'] as const;

/** After these nothing about a booking changes: it holds nothing and has no receipt. */
export const CLOSED_BOOKING_STATUSES = ['cancelled', 'expired'] as const;

/** A payment row in one of these means a card is being, or may have been, charged. */
export const OPEN_PAYMENT_STATUSES = ['processing', 'unknown'] as const;

export const isClosedBookingStatus = (status: string): boolean =>
  (CLOSED_BOOKING_STATUSES as readonly string[]).includes(status);

/**
 * A booking's status in words, the customer's and the staff's side by side. They differ where
 * docs/glossary.md says so: a hold that ran out is "Released" on the booking pages and "Expired" in the
 * staff's orders, dashboard, insights and privacy tabs.
 */
export const BOOKING_STATUS_LABELS: Readonly<Record<AdminRegistrationStatus, { customer: string; staff: string }>> =
  Object.freeze({
    pending_payment: { customer: 'Pending payment', staff: 'Pending payment' },
    paid: { customer: 'Paid', staff: 'Paid' },
    confirmed: { customer: 'Confirmed', staff: 'Confirmed' },
    completed: { customer: 'Completed', staff: 'Completed' },
    no_show: { customer: 'No show', staff: 'No show' },
    cancelled: { customer: 'Cancelled', staff: 'Cancelled' },
    expired: { customer: 'Released', staff: 'Expired' },
  });

const isBookingStatus = (status: string): status is AdminRegistrationStatus =>
  Object.hasOwn(BOOKING_STATUS_LABELS, status);

/** The status on every booking page and Manage your booking; null for one this build does not know. */
export const customerStatusLabel = (status: string): string | null =>
  isBookingStatus(status) ? BOOKING_STATUS_LABELS[status].customer : null;

/** The status in a staff badge, filter, chart or sentence: 'Pending payment', 'Expired'. */
export const staffStatusLabel = (status: AdminRegistrationStatus): string => BOOKING_STATUS_LABELS[status].staff;
