import type { PartnerBookingView, partnerReferralSchema } from '@domain/payments/schemas';
import type { z } from 'zod';
import { apiGet, apiPost } from '@/lib/api';

// The partner entry's calls (spec 001 §7). The shapes the server answers are inferred from its
// response schemas in src/domain/payment-schemas.ts.

export type PartnerReferral = z.infer<typeof partnerReferralSchema>;

/** GET /api/wc/{code}: the partner's booking behind the code. */
export async function fetchPartnerBooking(code: string): Promise<PartnerBookingView> {
  return (await apiGet<PartnerBookingView>(`/api/wc/${encodeURIComponent(code)}`)).data;
}

/** POST /api/wc/create-registration: records the referral; its id is kept as the stored referenceId. */
export async function createPartnerReferral(bookingCode: string): Promise<PartnerReferral> {
  return (await apiPost<PartnerReferral>('/api/wc/create-registration', { bookingCode })).data;
}
