import type { ConfirmationResult, statusChangeRequestSchema } from '@domain/payments/schemas';
import type { z } from 'zod';
import { apiPost, apiRequest } from '@/lib/api';

// The calls by which the confirmation page asks the server to settle a booking (spec 001 §7). Each
// answers the booking's state after the server's own check; none can make a booking paid that the
// server's records do not show as paid (DESIGN §4 Payments).

const registrationUrl = (id: string, rest: string) => `/api/registrations/${encodeURIComponent(id)}${rest}`;

export type StatusChangeRequest = z.input<typeof statusChangeRequestSchema>;

/** PATCH /api/registrations/{id}/status. */
export async function requestStatusChange(id: string, body: StatusChangeRequest): Promise<ConfirmationResult> {
  return (await apiRequest<ConfirmationResult>('PATCH', registrationUrl(id, '/status'), body)).data;
}

/** POST /api/registrations/{id}/confirm-wc-booking: the automatic confirmation of a partner booking. */
export async function confirmPartnerBooking(id: string): Promise<ConfirmationResult> {
  return (await apiPost<ConfirmationResult>(registrationUrl(id, '/confirm-wc-booking'))).data;
}

/** POST /api/wc-confirm/{id}: the 'Confirm Booking' button. */
export async function confirmBookingDirectly(id: string): Promise<ConfirmationResult> {
  return (await apiPost<ConfirmationResult>(`/api/wc-confirm/${encodeURIComponent(id)}`)).data;
}

/** GET /api/registrations/{id}/receipt.pdf: the paid booking's receipt, asked with its token (X-Booking-Token). */
export const receiptPdfHref = (id: string) => registrationUrl(id, '/receipt.pdf');
