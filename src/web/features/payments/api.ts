import type { PayNowRequestData, PayNowSimulationData } from '@domain/payments/paynow-schemas';
import type {
  ClientTokenResponse,
  ConfirmationResult,
  PaymentOutcome,
  processPaymentRequestSchema,
  recordPaymentRequestSchema,
} from '@domain/payments/schemas';
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

/** POST /api/payments/paynow: the booking's PayNow QR code for the server's amount due (the live one while it lasts). */
export async function requestPayNow(registrationId: string): Promise<PayNowRequestData> {
  return (await apiPost<PayNowRequestData>('/api/payments/paynow', { registrationId })).data;
}

/** POST /api/payments/paynow/simulate (test mode only): the simulated bank pays the live code. */
export async function simulatePayNow(registrationId: string): Promise<PayNowSimulationData> {
  return (await apiPost<PayNowSimulationData>('/api/payments/paynow/simulate', { registrationId })).data;
}
