import { amount, timestamp } from '@domain/shared/schema-parts';
import { z } from 'zod';

// The card payments of one booking in the order details, and the staff actions on a payment in doubt
// (DESIGN §8.2): GET /api/admin/registrations/{id}/payments, POST …/payments/{paymentId}/check and
// POST …/payments/{paymentId}/mark-failed.

/** A booking's UUID and a payment's number; anything else names nothing and gets the route's 404. */
export const adminPaymentParamsSchema = z.object({ id: z.string(), paymentId: z.string() });
export type AdminPaymentParams = z.infer<typeof adminPaymentParamsSchema>;

export const cardPaymentStatusSchema = z.enum([
  'processing',
  'unknown',
  'settled',
  'failed',
  'declined',
  'refunded',
  'refund_pending',
]);
export type CardPaymentStatus = z.infer<typeof cardPaymentStatusSchema>;

/** One card payment attempt of a booking. */
export const adminCardPaymentSchema = z.object({
  id: z.number().int(),
  status: cardPaymentStatusSchema,
  amount,
  /** 'simulated' (test mode) or 'braintree'. */
  gateway: z.string(),
  /** 'Visa ending 1111'; null when unknown. */
  card: z.string().nullable(),
  /** The gateway's transaction id; null while the outcome is open or when nothing was charged. */
  transactionId: z.string().nullable(),
  createdAt: timestamp,
  /**
   * The outcome is unknown (the gateway did not answer), or the payment is still `processing` twice the
   * gateway's time-out after it started: staff may check it with the gateway or mark it as failed.
   */
  inDoubt: z.boolean(),
});
export type AdminCardPayment = z.infer<typeof adminCardPaymentSchema>;

export const adminCardPaymentListSchema = z.array(adminCardPaymentSchema);

/**
 * What "Check with gateway" found: `paid` (the gateway charged it: the booking is paid), `failed` (no
 * charge: the booking can be paid again) or `unchanged` (no charge seen yet while it is too early to
 * say none was made, or the payment was settled meanwhile).
 */
export const paymentCheckOutcomeSchema = z.enum(['paid', 'failed', 'unchanged']);
export type PaymentCheckOutcome = z.infer<typeof paymentCheckOutcomeSchema>;

export const adminPaymentCheckResultSchema = z.object({
  outcome: paymentCheckOutcomeSchema,
  payment: adminCardPaymentSchema,
  /** The booking's status after the check. */
  registrationStatus: z.string(),
});
export type AdminPaymentCheckResult = z.infer<typeof adminPaymentCheckResultSchema>;

export const adminPaymentMarkFailedResultSchema = z.object({
  payment: adminCardPaymentSchema,
  registrationStatus: z.string(),
});
export type AdminPaymentMarkFailedResult = z.infer<typeof adminPaymentMarkFailedResultSchema>;
