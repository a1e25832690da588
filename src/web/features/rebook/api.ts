import type { RescheduleResult } from '@domain/bookings/responses';
import { REBOOK_TOKEN_HEADER, type RebookView } from '@domain/nurse/moved-days';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, retryLostConnection } from '@/lib/api';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';

// The calls of the rebook link (DESIGN §8.12): the visit that cannot go ahead and the visits it can move
// to, and the move itself, both with the link's token in X-Rebook-Token (never in an API call's address).

const rebookUrl = (reference: string) => `/api/registrations/${encodeURIComponent(reference)}/rebook`;

const tokenHeaders = (token: string) => ({ headers: { [REBOOK_TOKEN_HEADER]: token } });

export const rebookViewQueryOptions = (reference: string, token: string) =>
  queryOptions({
    queryKey: ['/api/registrations/rebook', reference, token],
    queryFn: async (): Promise<RebookView> =>
      (await apiGet<RebookView>(rebookUrl(reference), tokenHeaders(token))).data,
    retry: retryLostConnection,
    // Slots fill up while people book: a page opened again asks again.
    staleTime: 0,
  });

/** Moves the booking to the chosen slot. */
export async function rebookVisit(reference: string, token: string, timeslotId: number): Promise<RescheduleResult> {
  return (await apiPost<RescheduleResult>(rebookUrl(reference), { timeslotId }, tokenHeaders(token))).data;
}

/**
 * The move; after it (or a refusal, when a slot was taken) the view and the booking's look-up are read
 * again, so the page's slots and "Manage your booking" show what the server now holds.
 */
export function useRebookVisit(reference: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeslotId: number) => rebookVisit(reference, token, timeslotId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: rebookViewQueryOptions(reference, token).queryKey });
      void queryClient.invalidateQueries({ queryKey: registrationLookupQueryOptions(reference).queryKey });
    },
  });
}
