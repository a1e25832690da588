import type {
  ParticipantChangeResult,
  ParticipantCreateRequestInput,
  ParticipantList,
  ParticipantUpdateRequestInput,
} from '@domain/participants/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { bookingTokenHeaders } from '@/lib/booking-token';
import { registrationLookupQueryKey } from '@/lib/registration-lookup';

// The participants calls of a booking that exists (spec 000 §7), addressed by the booking's random id
// (DESIGN §5 rule 7): a participant id is sent only together with its own booking's id. Every call sends
// the booking's token when this browser has it (DESIGN §8.2): changes need it, the list shows the email
// whole with it.

const participantsKey = (registrationId: string) => ['/api/participants/registration', registrationId] as const;

export const participantsQueryOptions = (registrationId: string) =>
  queryOptions({
    queryKey: participantsKey(registrationId),
    queryFn: async () =>
      (
        await apiGet<ParticipantList>(`/api/participants/registration/${encodeURIComponent(registrationId)}`, {
          headers: bookingTokenHeaders(registrationId),
        })
      ).data,
    // Another tab or the clinic may change the booking: never show a stale list.
    staleTime: 0,
  });

export async function addParticipant(request: ParticipantCreateRequestInput): Promise<ParticipantChangeResult> {
  return (
    await apiPost<ParticipantChangeResult>('/api/participants', request, {
      headers: bookingTokenHeaders(request.registrationId),
    })
  ).data;
}

export async function updateParticipant(
  participantId: number,
  request: ParticipantUpdateRequestInput,
): Promise<ParticipantChangeResult> {
  return (
    await apiPut<ParticipantChangeResult>(`/api/participants/${participantId}`, request, {
      headers: bookingTokenHeaders(request.registrationId),
    })
  ).data;
}

export async function removeParticipant(
  registrationId: string,
  participantId: number,
): Promise<ParticipantChangeResult> {
  const query = new URLSearchParams({ registrationId });
  return (
    await apiDelete<ParticipantChangeResult>(`/api/participants/${participantId}?${query}`, {
      headers: bookingTokenHeaders(registrationId),
    })
  ).data;
}

type ParticipantChange =
  | { kind: 'add'; request: ParticipantCreateRequestInput }
  | { kind: 'update'; participantId: number; request: ParticipantUpdateRequestInput }
  | { kind: 'remove'; participantId: number };

/**
 * One mutation for the page's changes: each answers the whole list, which replaces the cached one, so
 * the table shows what the server stored (and priced) without a second request. The booking's look-up
 * (its persons and amounts) is refreshed too.
 */
export function useParticipantChange(registrationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ParticipantChange): Promise<ParticipantChangeResult> => {
      switch (change.kind) {
        case 'add':
          return addParticipant(change.request);
        case 'update':
          return updateParticipant(change.participantId, change.request);
        case 'remove':
          return removeParticipant(registrationId, change.participantId);
      }
    },
    onSuccess: (result) => {
      queryClient.setQueryData(participantsKey(registrationId), result.participants);
      void queryClient.invalidateQueries({ queryKey: registrationLookupQueryKey });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: participantsKey(registrationId) });
    },
  });
}
