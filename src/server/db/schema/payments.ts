import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { registrations } from './bookings';
import { createdAt, money } from './columns';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    // Unique: a gateway result is stored once, so a replayed result cannot pay twice.
    transactionId: text('transaction_id').notNull().unique(),
    gateway: text('gateway').notNull(),
    method: text('method'),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('SGD'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
    // A payment in doubt being asked of the gateway: until then no other instance asks again (DESIGN §8.2).
    checkingUntil: timestamp('checking_until', { withTimezone: true }),
    // The refund given back for a `refunded` row: the gateway's refund id, when, and its word for how
    // ('refund', or 'void' before settlement).
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundMethod: text('refund_method'),
    // The last refund that could not be made (refused, unanswered, no gateway): the reason, for staff.
    refundFailureReason: text('refund_failure_reason'),
    refundFailedAt: timestamp('refund_failed_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_registration_idx').on(t.registrationId),
    // Staff's insights sum the money taken over a range of days, from the index alone.
    index('payments_created_at_idx').on(t.createdAt, t.status, t.amount),
    // The reconciliation job looks only at payments whose outcome is open.
    index('payments_open_idx').on(t.createdAt).where(sql`${t.status} in ('processing', 'unknown')`),
    // Rule 8: one payment under way or made per booking. The row is claimed before the gateway is
    // called, so a second concurrent payment of the same booking is refused instead of charged.
    uniqueIndex('payments_one_live_per_registration')
      .on(t.registrationId)
      .where(sql`${t.status} in ('processing', 'settled', 'unknown')`),
  ],
);
/**
 * The simulated gateway's own records (test mode): what it charged or declined, by its transaction id
 * and the order id it was given, as a real gateway keeps them. In the database, so every instance and a
 * restarted one give the same answers (DESIGN §3 Scale). Brand, first six and last four only.
 */
export const simulatedGatewayTransactions = pgTable(
  'simulated_gateway_transactions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardBin: text('card_bin').notNull(),
    cardLast4: text('card_last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('simulated_gateway_transactions_order_idx').on(t.orderId)],
);
/**
 * PayNow requests (DESIGN §8.4): one QR code a booking can be paid with until `expires_at`. The simulated
 * provider (test mode) makes the SGQR string itself; Stripe (live) makes a PaymentIntent, whose id is
 * `provider_id`. At most one pending request per booking: a second ask while one is live answers it.
 */
export const paynowRequests = pgTable(
  'paynow_requests',
  {
    id: serial('id').primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    /** 'simulated' | 'stripe' */
    provider: text('provider').notNull(),
    /** The provider's id of the request: Stripe's PaymentIntent id, or the simulated request's own id. */
    providerId: text('provider_id').notNull().unique(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    qrPayload: text('qr_payload').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded' */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('paynow_requests_registration_idx').on(t.registrationId),
    uniqueIndex('paynow_requests_one_pending_per_registration')
      .on(t.registrationId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
/** Stripe webhook events already handled, by event id: a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
