import type { VisitAddress } from '@domain/bookings/visit-address';
import type { ParticipantChangeResult } from '@domain/participants/schemas';
import { PRIMARY_PARTICIPANT_ID } from '@domain/participants/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { participantsQueryOptions } from '@/features/participants';
import { ApiError, apiGet, apiPut } from '@/lib/api';
import { BOOKING_TOKEN_HEADER, bookingTokenHeaders, bookingTokenStorage } from '@/lib/booking-token';
import { registrationLookupQueryKey } from '@/lib/registration-lookup';

// The calls of "Manage your booking" beyond the cancel page's and the participants page's: whether this
// browser's token is the booking's (asked with the visit's address, which only the token shows), and a
// change of the primary contact's email and mobile number alone.

/** The booking's token opens the page: `valid` with the visit's address, or not the booking's token (403). */
export type BookingAccess = { valid: true; address: VisitAddress } | { valid: false };

/**
 * Asks with `token` (the link's, else the one this browser keeps). A link's token that opens the booking
 * is kept in this browser before the page's other calls, which send the kept one; a wrong one never
 * replaces a kept token.
 */
export const bookingAccessQueryOptions = (registrationId: string, token: string | null, fromLink: boolean) =>
  queryOptions({
    queryKey: ['/api/registrations/visit-address', registrationId, token, 'access'],
    queryFn: async (): Promise<BookingAccess> => {
      if (!token) return { valid: false };
      try {
        const answer = await apiGet<VisitAddress>(
          `/api/registrations/${encodeURIComponent(registrationId)}/visit-address`,
          { headers: { [BOOKING_TOKEN_HEADER]: token } },
        );
        if (fromLink) bookingTokenStorage.write(registrationId, token);
        return { valid: true, address: answer.data };
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return { valid: false };
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
  });

/** The primary contact's new email and/or mobile number: the only change a paid booking may make here. */
export interface ContactChange {
  email?: string;
  mobileNumber?: string;
}

export async function changeContactDetails(
  registrationId: string,
  change: ContactChange,
): Promise<ParticipantChangeResult> {
  return (
    await apiPut<ParticipantChangeResult>(
      `/api/participants/${PRIMARY_PARTICIPANT_ID}`,
      { registrationId, ...change },
      { headers: bookingTokenHeaders(registrationId) },
    )
  ).data;
}

export function useChangeContactDetails(registrationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContactChange) => changeContactDetails(registrationId, change),
    onSuccess: (result) => {
      queryClient.setQueryData(participantsQueryOptions(registrationId).queryKey, result.participants);
      void queryClient.invalidateQueries({ queryKey: registrationLookupQueryKey });
    },
  });
}
