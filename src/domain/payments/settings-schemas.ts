import { ENABLED_REQUIRED_MESSAGE } from '@domain/payments/settings-messages';
import { z } from 'zod';

// The Payments tab (spec 001 §2, §7): test mode and the card provider.

// ---- payments ------------------------------------------------------------------

/** GET and POST /api/admin/payments/test-mode answer the spec's own shape (spec 001 §7), not `data`. */
export const paymentTestModeResponseSchema = z.object({
  success: z.literal(true),
  testMode: z.boolean(),
  message: z.string(),
});
export type PaymentTestModeResponse = z.infer<typeof paymentTestModeResponseSchema>;

/** POST /api/admin/payments/test-mode. Switching live mode on without credentials is a 400. */
export const paymentTestModeRequestSchema = z.object({
  enabled: z.boolean({ error: ENABLED_REQUIRED_MESSAGE }),
});
export type PaymentTestModeRequest = z.infer<typeof paymentTestModeRequestSchema>;

/** GET /api/admin/payments/provider: the read-only card provider section of the Payments tab. */
export const paymentProviderSchema = z.object({
  /** 'Braintree'. */
  provider: z.string(),
  /** BRAINTREE_ENVIRONMENT. */
  environment: z.enum(['sandbox', 'production']),
  /** The merchant id masked to its last 4 characters ('••••••1234'); null when not configured. */
  merchantId: z.string().nullable(),
  /** BRAINTREE_MERCHANT_ACCOUNT_ID; null: the merchant's default account. */
  merchantAccountName: z.string().nullable(),
  /** Whether live mode can be switched on (all three Braintree keys are set). */
  hasCredentials: z.boolean(),
  testMode: z.boolean(),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;
