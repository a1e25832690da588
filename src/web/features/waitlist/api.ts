import type {
  OfferBookingInput,
  OfferBookingResult,
  WaitlistJoinInput,
  WaitlistJoinResult,
  WaitlistNewCodeResult,
  WaitlistOffer,
  WaitlistVerifyResult,
} from '@domain/waitlist/rules';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiDelete, apiGet, apiPost } from '@/lib/api';

// The waitlist's public calls (DESIGN §8.6). Joining is a public POST like the booking: through the same
// client helper, so the bot check's challenge is answered the same way.

export const WAITLIST_PATH = '/api/waitlist';
export const WAITLIST_TOKEN_HEADER = 'X-Waitlist-Token';

/** POST /api/waitlist with an Idempotency-Key: a repeated press after a lost answer joins once. */
export async function joinWaitlist(request: WaitlistJoinInput, idempotencyKey: string): Promise<WaitlistJoinResult> {
  return (await apiPost<WaitlistJoinResult>(WAITLIST_PATH, request, { headers: { 'Idempotency-Key': idempotencyKey } }))
    .data;
}

/** DELETE /api/waitlist/{id} with the email's token in X-Waitlist-Token. */
export async function leaveWaitlist(id: number, token: string): Promise<{ id: number; status: 'left' }> {
  return (
    await apiDelete<{ id: number; status: 'left' }>(`${WAITLIST_PATH}/${id}`, {
      headers: { [WAITLIST_TOKEN_HEADER]: token },
    })
  ).data;
}

/** POST /api/waitlist/{id}/verify: the code texted to the entry's mobile proves it (DESIGN §8.9). */
export async function verifyWaitlistCode(id: number, token: string, code: string): Promise<WaitlistVerifyResult> {
  return (
    await apiPost<WaitlistVerifyResult>(
      `${WAITLIST_PATH}/${id}/verify`,
      { code },
      {
        headers: { [WAITLIST_TOKEN_HEADER]: token },
      },
    )
  ).data;
}

/** POST /api/waitlist/{id}/verify/resend: a new code by text, replacing the one before. */
export async function sendNewWaitlistCode(id: number, token: string): Promise<WaitlistNewCodeResult> {
  return (
    await apiPost<WaitlistNewCodeResult>(`${WAITLIST_PATH}/${id}/verify/resend`, undefined, {
      headers: { [WAITLIST_TOKEN_HEADER]: token },
    })
  ).data;
}

export const useVerifyWaitlistCode = (id: number, token: string) =>
  useMutation({ mutationFn: (code: string) => verifyWaitlistCode(id, token, code) });

export const useSendNewWaitlistCode = (id: number, token: string) =>
  useMutation({ mutationFn: () => sendNewWaitlistCode(id, token) });

const offerPath = (token: string) => `${WAITLIST_PATH}/offers/${encodeURIComponent(token)}`;

/** GET /api/waitlist/offers/{token}. */
export async function getOffer(token: string): Promise<WaitlistOffer> {
  return (await apiGet<WaitlistOffer>(offerPath(token))).data;
}

/** POST /api/waitlist/offers/{token}/book: the held visit booked; the customer pays on the confirmation page. */
export async function bookOffer(token: string, request: OfferBookingInput): Promise<OfferBookingResult> {
  return (await apiPost<OfferBookingResult>(`${offerPath(token)}/book`, request)).data;
}

/** POST /api/waitlist/offers/{token}/decline: the visit goes to the next in the queue. */
export async function declineOffer(token: string): Promise<{ status: 'declined' }> {
  return (await apiPost<{ status: 'declined' }>(`${offerPath(token)}/decline`)).data;
}

export const offerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [`${WAITLIST_PATH}/offers`, token] as const,
    queryFn: () => getOffer(token),
    // The offer ends on its own: always read it fresh.
    staleTime: 0,
    retry: false,
  });

export const useOffer = (token: string) => useQuery(offerQueryOptions(token));

export const useBookOffer = (token: string) =>
  useMutation({ mutationFn: (request: OfferBookingInput) => bookOffer(token, request) });

export const useDeclineOffer = (token: string) => useMutation({ mutationFn: () => declineOffer(token) });

export const useLeaveWaitlist = () =>
  useMutation({ mutationFn: ({ id, token }: { id: number; token: string }) => leaveWaitlist(id, token) });

/** A 404 (or a token the server refuses to read, 400): no such offer. */
export const isOfferNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The server's field errors of a 400, by field name ('dateTo', 'participants.0.firstName'). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.body?.errors ?? []) {
    if (issue.path && !errors[issue.path]) errors[issue.path] = issue.message;
  }
  return errors;
}
