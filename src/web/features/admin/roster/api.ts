import { ROSTER_DUTY_ADDED_MESSAGE, ROSTER_DUTY_REMOVED_MESSAGE } from '@domain/roster/messages';
import type { RosterDuty, RosterDutyRequest } from '@domain/roster/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { withQuery } from '../query-string';

const ROSTER_PATH = '/api/admin/roster';
export const rosterQueryKey = [ROSTER_PATH] as const;

/** GET /api/admin/roster?from=&to= (both days included): the duties by date, part of day and name. */
export async function getRoster(range: { from: string; to: string }): Promise<RosterDuty[]> {
  return (await apiGet<RosterDuty[]>(withQuery(ROSTER_PATH, { ...range }))).data;
}

export const rosterQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [ROSTER_PATH, range] as const,
    queryFn: () => getRoster(range),
    // The week on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useRoster = (range: { from: string; to: string }) => useQuery(rosterQueryOptions(range));

/** POST /api/admin/roster: 201 with the duty's id; 409 when the nurse is already on duty then. */
export async function addDuty(duty: RosterDutyRequest): Promise<{ id: number }> {
  return (await apiPost<{ id: number }>(ROSTER_PATH, duty)).data;
}

/** DELETE /api/admin/roster/{id}. */
export async function removeDuty(id: number): Promise<void> {
  await apiDelete<null>(`${ROSTER_PATH}/${id}`);
}

/** The add; its refusals are the form's to show (at a field, or as a toast). */
export function useAddDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDuty,
    onSuccess: async () => {
      toast.success(ROSTER_DUTY_ADDED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: rosterQueryKey });
    },
  });
}

export function useRemoveDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDuty,
    onSuccess: async () => {
      toast.success(ROSTER_DUTY_REMOVED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: rosterQueryKey });
    },
    onError: (error) => toastChangeFailed('delete', 'duty', error),
  });
}
