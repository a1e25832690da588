import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';
import { toCents } from '@domain/shared/money';
import { amount, timestamp } from '@domain/shared/schema-parts';
import { z } from 'zod';

// One payment state per order for staff, decided on the server from the booking's amounts and its
// payment rows: the orders list, the order details and the CSV say the same thing. The booking's own
// status (cancelled, completed, ...) is shown beside it, never mixed into it.

export const PAYMENT_STATES = [
  'unpaid',
  'balance_due',
  'paid',
  'partner_prepaid',
  'pay_on_the_day',
  'nothing_to_pay',
  'payment_in_doubt',
  'refund_pending',
  'refunded',
  'partly_refunded',
] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  balance_due: 'Balance due',
  paid: 'Paid',
  partner_prepaid: 'Partner prepaid',
  pay_on_the_day: 'Pay on the day',
  nothing_to_pay: 'Nothing to pay',
  payment_in_doubt: 'Payment in doubt',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
};

/** What staff should read from each state at a glance: money in, money owed, money to look at. */
export const PAYMENT_STATE_TONES: Record<PaymentState, 'success' | 'warning' | 'danger' | 'neutral'> = {
  unpaid: 'warning',
  balance_due: 'warning',
  paid: 'success',
  partner_prepaid: 'success',
  pay_on_the_day: 'neutral',
  nothing_to_pay: 'success',
  payment_in_doubt: 'danger',
  refund_pending: 'danger',
  refunded: 'neutral',
  partly_refunded: 'neutral',
};

/** The payment rows of one booking, summed by outcome (cents). */
export interface PaymentRowTotals {
  /** Charged and kept. */
  settled: number;
  /** Charged, then given back by the gateway. */
  refunded: number;
  /** Charged and owed back: the gateway refused or did not answer the refund. */
  refundPending: number;
  /** Rows whose outcome is not recorded yet (processing, or unknown). */
  openCount: number;
}

export const NO_PAYMENT_ROWS: PaymentRowTotals = { settled: 0, refunded: 0, refundPending: 0, openCount: 0 };

export interface PaymentFacts {
  /** The booking's status (DESIGN §4 Statuses). */
  status: string;
  totalAmount: string;
  /** What the partner said was prepaid there, deducted at booking. */
  partnerPaid: string;
  rows: PaymentRowTotals;
}

/**
 * The one payment state of a booking. In order: an open payment decides nothing yet (in doubt); money
 * owed back comes before anything else; money given back is refunded, partly when some was kept (the
 * partner's prepaid amount, which cancelling does not return); then what was paid and how. A second
 * charge given back while the first covers the total leaves the booking paid (PayNow and card both
 * succeeded).
 */
export function paymentStateOf(facts: PaymentFacts): PaymentState {
  const { rows, status } = facts;
  const total = toCents(facts.totalAmount);
  const partner = toCents(facts.partnerPaid);
  if (rows.openCount > 0) return 'payment_in_doubt';
  if (rows.refundPending > 0) return 'refund_pending';
  if (rows.refunded > 0) {
    const kept = rows.settled + partner;
    if (rows.settled > 0 && kept >= total) return 'paid';
    return kept > 0 ? 'partly_refunded' : 'refunded';
  }
  if (rows.settled > 0) return 'paid';
  if (partner > 0) {
    const live = status === 'pending_payment';
    return partner < total && live ? 'balance_due' : 'partner_prepaid';
  }
  if (total === 0) return 'nothing_to_pay';
  // Paid without a payment row: a booking paid before payments were recorded one by one.
  if (status === 'paid') return 'paid';
  // The older flow books `confirmed`; only such a booking (or a paid one) can be completed.
  if (status === 'confirmed' || status === 'completed') return 'pay_on_the_day';
  return 'unpaid';
}

/**
 * One line of an order's payment history: money taken (a card or PayNow charge, the partner's
 * prepayment) and money given back or owed back, in the order it happened.
 */
export const PAYMENT_HISTORY_KINDS = ['charge', 'refund', 'refund_pending', 'partner_prepaid', 'partner_kept'] as const;
export const paymentHistoryEntrySchema = z.object({
  kind: z.enum(PAYMENT_HISTORY_KINDS),
  amount,
  /** 'Visa ending 1111', 'paynow', the partner's name; null when not recorded. */
  method: z.string().nullable(),
  /** When it happened; null when the records do not say. */
  at: timestamp.nullable(),
  /** The gateway's transaction or refund id, or the partner booking code; null when none. */
  reference: z.string().nullable(),
  /** A refund refused by the gateway: its reason, for staff. */
  note: z.string().nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;

export const PAYMENT_HISTORY_LABELS: Record<PaymentHistoryEntry['kind'], string> = {
  charge: 'Charged',
  refund: 'Refunded',
  refund_pending: 'Refund pending',
  partner_prepaid: `Prepaid at ${PARTNER_DISPLAY_NAME}`,
  partner_kept: `${PARTNER_DISPLAY_NAME} prepayment kept`,
};

/** Said beside a cancelled partner booking's prepayment: what cancelling does, and does not do. */
export const PARTNER_KEPT_NOTE = `Cancelling does not return the amount prepaid at ${PARTNER_DISPLAY_NAME}; the partner code can book a visit again.`;

/** The state's label, for the CSV and the badges. */
export const paymentStateLabel = (state: PaymentState) => PAYMENT_STATE_LABELS[state];

/** Payment rows of one status (their summed amount and how many) added into the totals. */
export function addPaymentRow(
  totals: PaymentRowTotals,
  row: { status: string; amount: string; n?: number },
): PaymentRowTotals {
  const cents = toCents(row.amount);
  switch (row.status) {
    case 'settled':
      return { ...totals, settled: totals.settled + cents };
    case 'refunded':
      return { ...totals, refunded: totals.refunded + cents };
    case 'refund_pending':
      return { ...totals, refundPending: totals.refundPending + cents };
    case 'processing':
    case 'unknown':
      return { ...totals, openCount: totals.openCount + (row.n ?? 1) };
    default:
      // Declined and failed attempts took no money.
      return totals;
  }
}
