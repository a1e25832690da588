import { PARTNER_CODE_FORMAT_MESSAGE, PARTNER_CODE_MISSING_MESSAGE } from '@domain/bookings/messages';
import {
  PAID_STATUS_ONLY_MESSAGE,
  PAYMENT_AMOUNT_MESSAGE,
  PAYMENT_NONCE_MESSAGE,
  REGISTRATION_ID_MESSAGE,
} from '@domain/payments/messages';
import { successEnvelope } from '@domain/shared/envelope';
import { z } from 'zod';

// Requests of the card payment and partner calls (spec 001 §7). The server decides every amount and
// status; what the browser sends here is compared or ignored, never trusted (DESIGN §5 rule 1).

/** Spec 001 §5: partner booking codes are 12 to 16 digits. */
export const PARTNER_CODE_PATTERN = /^\d{12,16}$/;

/** Registrations are addressed by their random UUID (rule 7); anything else names nothing. */
export const registrationIdSchema = z.uuid({ error: REGISTRATION_ID_MESSAGE });
export const registrationParamsSchema = z.object({ id: z.string() });

/** An amount as shown to the customer: a JSON number or a string with at most two decimals. */
const shownAmount = z
  .union([z.number(), z.string().trim()], { error: PAYMENT_AMOUNT_MESSAGE })
  .refine((value) => /^\d{1,7}(\.\d{1,2})?$/.test(String(value)), { error: PAYMENT_AMOUNT_MESSAGE })
  .transform((value) => String(value));

/** POST /api/payments/process. `amount` is the balance the page showed: compared, never charged. */
export const processPaymentRequestSchema = z.object({
  registrationId: z.string({ error: REGISTRATION_ID_MESSAGE }),
  nonce: z.string({ error: PAYMENT_NONCE_MESSAGE }).trim().min(1, { error: PAYMENT_NONCE_MESSAGE }).max(4096),
  deviceData: z.string().max(10_000).nullish(),
  paymentType: z.string().max(50).nullish(),
  // The drop-in's description of the card; the server asks the gateway instead (a BIN discount must
  // not depend on what the browser claims), so this is accepted and ignored.
  paymentDetails: z.unknown().optional(),
  amount: shownAmount,
});
export type ProcessPaymentRequest = z.infer<typeof processPaymentRequestSchema>;

/** POST /api/registrations/{id}/payment: the page reports a payment; the server checks its own records. */
export const recordPaymentRequestSchema = z.object({
  transactionId: z.string().trim().min(1).max(200),
  amount: shownAmount.optional(),
  method: z.string().trim().max(100).nullish(),
});

/** PATCH /api/registrations/{id}/status: the only status a customer's page may ask for is `paid`. */
export const statusChangeRequestSchema = z.object({
  status: z.literal('paid', { error: PAID_STATUS_ONLY_MESSAGE }),
  transactionId: z.string().trim().max(200).nullish(),
});

export const partnerCodeParamsSchema = z.object({ code: z.string() });

/** POST /api/wc/create-registration. */
export const partnerReferralRequestSchema = z.object({
  bookingCode: z
    .string({ error: PARTNER_CODE_MISSING_MESSAGE })
    .trim()
    .min(1, { error: PARTNER_CODE_MISSING_MESSAGE })
    .regex(PARTNER_CODE_PATTERN, { error: PARTNER_CODE_FORMAT_MESSAGE }),
});

export const isPartnerCode = (code: string) => PARTNER_CODE_PATTERN.test(code);

// ---- Responses -------------------------------------------------------------------------------

/** GET /api/payments/client-token (spec 001 §7: the token sits beside `success`). */
export const clientTokenResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  /** True when the token is the simulated gateway's ('test-…'): the page shows the test card form. */
  testMode: z.boolean(),
  message: z.string().optional(),
});
export type ClientTokenResponse = z.infer<typeof clientTokenResponseSchema>;

/** POST /api/payments/process (spec 001 §7: `transactionId` beside `success`). */
export const paymentOutcomeSchema = z.object({
  transactionId: z.string(),
  /** What the card was charged. */
  amount: z.string(),
  status: z.literal('paid'),
  /** Taken off at payment for the card's BIN ('0.00' when none applied). */
  cardDiscountAmount: z.string(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;
export const processPaymentResponseSchema = successEnvelope(paymentOutcomeSchema).extend({
  transactionId: z.string(),
});

/** The record-payment, status and partner-confirm calls: the booking's state after the server's check. */
export const confirmationResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  transactionId: z.string().nullable(),
});
export type ConfirmationResult = z.infer<typeof confirmationResultSchema>;

/** GET /api/wc/{code}: spec 001 §3, partner booking lookup result. */
export const partnerBookingSchema = z.object({
  bookingCode: z.string(),
  name: z.string(),
  email: z.string(),
  nric: z.string(),
  dateOfBirth: z.string(),
  contact: z.string(),
  address: z.object({ postalCode: z.string(), unitNumber: z.string(), street: z.string() }),
  packageInfo: z.object({
    amount: z.string(),
    isPaid: z.boolean(),
    name: z.string(),
    systemPackageName: z.string(),
  }),
  autoSelectPackage: z.boolean(),
});
export type PartnerBookingView = z.infer<typeof partnerBookingSchema>;

/** POST /api/wc/create-registration. */
export const partnerReferralSchema = z.object({ id: z.number().int() });

/** POST /api/wc-confirm/{id}: `{ success, message }` (spec 001 §7), with the booking's state. */
export const directConfirmationResponseSchema = successEnvelope(confirmationResultSchema).extend({
  message: z.string(),
});
