import type {
  AdminTimeslotSearch,
  AdminTimeslotSearchResponse,
  TimeslotAvailabilityResult,
} from '@domain/timeslots/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPut } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { withQuery } from '../query-string';
import { FETCH_TIMESLOTS_FAILED_MESSAGE, TIMESLOT_UPDATED_MESSAGE } from './messages';
import { dayLabel } from './timeslot-search';

const SEARCH_PATH = '/api/admin/timeslots/postal-code';
export const adminTimeslotSearchQueryKey = [SEARCH_PATH] as const;

/**
 * GET /api/admin/timeslots/postal-code with an event and a postal code or a date (spec 001 §7). A
 * failure carries the server's message, or 'Failed to fetch timeslots' (spec 001 §8).
 */
export async function searchAdminTimeslots(query: AdminTimeslotSearch): Promise<AdminTimeslotSearchResponse> {
  try {
    const envelope = await apiGet<AdminTimeslotSearchResponse['data']>(withQuery(SEARCH_PATH, { ...query }));
    return envelope as AdminTimeslotSearchResponse;
  } catch (error) {
    if (error instanceof ApiError && error.body?.message) throw error;
    throw new Error(FETCH_TIMESLOTS_FAILED_MESSAGE, { cause: error });
  }
}

/** The search the form last asked for; nothing until then. Spec 001 §8: retried once. */
export const useAdminTimeslotSearch = (query: AdminTimeslotSearch | null) =>
  useQuery({
    queryKey: [SEARCH_PATH, query] as const,
    queryFn: () => searchAdminTimeslots(query!),
    enabled: query !== null,
    retry: 1,
  });

/** PUT /api/admin/timeslots/{id}/availability: the Available/Blocked switch of one slot. */
export function useSetTimeslotAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isAvailable }: { id: number; isAvailable: boolean }) =>
      (await apiPut<TimeslotAvailabilityResult>(`/api/admin/timeslots/${id}/availability`, { isAvailable })).data,
    onSuccess: async (slot) => {
      toast.success(TIMESLOT_UPDATED_MESSAGE, {
        description: `${slot.label} on ${dayLabel(slot.date)} is ${slot.isAvailable ? 'available' : 'blocked'}.`,
      });
      await queryClient.invalidateQueries({ queryKey: adminTimeslotSearchQueryKey });
    },
    // Spec 001 §8: 'Failed to update timeslot: {message}'.
    onError: (error) => toastChangeFailed('update', 'timeslot', error),
  });
}
