import type {
  ClientTokenResponse,
  ConfirmationResult,
  PaymentOutcome,
  processPaymentRequestSchema,
  recordPaymentRequestSchema,
} from '@domain/payment-schemas';
import type { z } from 'zod';
import { apiGet, apiPost } from '@/lib/api';

// The card payment calls (spec 001 §7). Types come from the server's schemas in
// src/domain/payment-schemas.ts, imported as types only so that zod stays out of this page's bundle.

export type ProcessPaymentRequest = z.input<typeof processPaymentRequestSchema>;
export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;

/** GET /api/payments/client-token: the token sits beside `success`, not under `data`. */
export async function fetchClientToken(): Promise<ClientTokenResponse> {
  return (await apiGet<unknown>('/api/payments/client-token')) as unknown as ClientTokenResponse;
}

/**
 * POST /api/payments/process. `amount` is the balance the page showed: the server compares it with
 * its own figure and charges its own (a 409 with `data.amountDue` when they differ).
 */
export async function processCardPayment(request: ProcessPaymentRequest): Promise<PaymentOutcome> {
  return (await apiPost<PaymentOutcome>('/api/payments/process', request)).data;
}

/** POST /api/registrations/{id}/payment: reports the payment; the server checks its own records. */
export async function recordPayment(
  registrationId: string,
  request: RecordPaymentRequest,
): Promise<ConfirmationResult> {
  return (
    await apiPost<ConfirmationResult>(`/api/registrations/${encodeURIComponent(registrationId)}/payment`, request)
  ).data;
}
