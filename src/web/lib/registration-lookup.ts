import type { RegistrationLookup } from '@domain/bookings/responses';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, retryLostConnection } from './api';

/** What every booking's look-up is kept under: invalidating it refreshes the booking on any page showing it. */
export const registrationLookupQueryKey = ['/api/registrations/lookup'] as const;

/**
 * GET /api/registrations/lookup/{reference}: the booking as it is now (persons, amounts, status). Both
 * flows' confirmation pages, the cancel page and "Manage your booking" read it under one key, so a change
 * made on one refreshes the others. Never stale: payments, holds and cancellations change the status. A
 * miss (404) is final; only a lost connection is asked again.
 */
export const registrationLookupQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: [...registrationLookupQueryKey, reference],
    queryFn: async () =>
      (await apiGet<RegistrationLookup>(`/api/registrations/lookup/${encodeURIComponent(reference)}`)).data,
    staleTime: 0,
    retry: retryLostConnection,
  });
