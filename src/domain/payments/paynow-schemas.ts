import { REGISTRATION_ID_MESSAGE } from '@domain/payments/messages';
import { successEnvelope } from '@domain/shared/envelope';
import { z } from 'zod';

// POST /api/payments/paynow and /api/payments/paynow/simulate (DESIGN §8.4).

export const payNowRequestSchema = z.object({
  registrationId: z.string({ error: REGISTRATION_ID_MESSAGE }).max(100, { error: REGISTRATION_ID_MESSAGE }),
});
export type PayNowRequestInput = z.infer<typeof payNowRequestSchema>;

/** A PayNow request the page shows: the SGQR string, its PNG, the amount due, the reference and the end. */
export const payNowRequestDataSchema = z.object({
  qrPayload: z.string(),
  /** data:image/png;base64,… */
  qrImage: z.string(),
  /** The server's amount due, SGD with two decimals. */
  amount: z.string(),
  /** The booking reference: the bill reference in the banking app. */
  reference: z.string(),
  /** ISO instant after which the code can no longer be paid. */
  expiresAt: z.string(),
  /**
   * Who the code pays, for paying by hand in a banking app (PayNow to a UEN, the reference as the
   * bill reference): the UEN and its registered company name. Null when the code is the provider's
   * (Stripe's, in live mode), which only its QR code can pay.
   */
  payee: z.object({ uen: z.string(), name: z.string() }).nullable(),
});
export type PayNowRequestData = z.infer<typeof payNowRequestDataSchema>;
export const payNowResponseSchema = successEnvelope(payNowRequestDataSchema);

/** What a simulated PayNow payment came to: kept ('paid'), given back ('refunded'), or seen before. */
export const payNowSimulationDataSchema = z.object({
  outcome: z.enum(['paid', 'refunded', 'duplicate']),
  /** The booking's status afterwards. */
  status: z.string(),
  transactionId: z.string(),
});
export type PayNowSimulationData = z.infer<typeof payNowSimulationDataSchema>;
export const payNowSimulationResponseSchema = successEnvelope(payNowSimulationDataSchema);
