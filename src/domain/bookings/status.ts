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
 * A booking's status in customers' words, on every booking page (docs/glossary.md: a hold that ran out
 * is "Released"; staff's orders say "Expired").
 */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Released',
  no_show: 'No show',
};
