import type { CancelAppointmentResult, RescheduleOptions, RescheduleResult } from '@domain/bookings/responses';
import type { RescheduleRequestInput } from '@domain/bookings/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsQueryKey } from '@/features/events';
import { apiGet, apiPost } from '@/lib/api';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';

// The calls of the cancel page (spec 000 §7), addressed by the booking's random id that the look-up by
// reference answers (DESIGN §5 rule 7).

export async function cancelAppointment(registrationId: string): Promise<CancelAppointmentResult> {
  return (await apiPost<CancelAppointmentResult>(`/api/registrations/${encodeURIComponent(registrationId)}/cancel`))
    .data;
}

export const rescheduleOptionsQueryOptions = (registrationId: string) =>
  queryOptions({
    queryKey: ['/api/registrations/reschedule-options', registrationId],
    queryFn: async () =>
      (await apiGet<RescheduleOptions>(`/api/registrations/${encodeURIComponent(registrationId)}/reschedule-options`))
        .data,
    // Slots fill up while people book: ask again each time the choice opens.
    staleTime: 0,
  });

export async function rescheduleAppointment(
  registrationId: string,
  request: RescheduleRequestInput,
): Promise<RescheduleResult> {
  return (
    await apiPost<RescheduleResult>(`/api/registrations/${encodeURIComponent(registrationId)}/reschedule`, request)
  ).data;
}

/** After a change the look-up (status, time), the slots offered and the events' availability are stale. */
function useRefreshAfterChange(referenceNumber: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: registrationLookupQueryOptions(referenceNumber).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['/api/registrations/reschedule-options'] });
    void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
  };
}

export function useCancelAppointment(referenceNumber: string) {
  const refresh = useRefreshAfterChange(referenceNumber);
  return useMutation({ mutationFn: cancelAppointment, onSettled: refresh });
}

export function useRescheduleAppointment(registrationId: string, referenceNumber: string) {
  const refresh = useRefreshAfterChange(referenceNumber);
  return useMutation({
    mutationFn: (timeslotId: number) => rescheduleAppointment(registrationId, { timeslotId }),
    onSettled: refresh,
  });
}
