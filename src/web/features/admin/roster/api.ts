import type { RescheduleRequestCreate } from '@domain/nurse/moved-days';
import { ROSTER_DUTY_ADDED_MESSAGE, ROSTER_DUTY_REMOVED_MESSAGE } from '@domain/roster/messages';
import type { RosterDuty, RosterDutyRequest } from '@domain/roster/schemas';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { dashboardTodayQueryKey } from '../dashboard/api';
import { withQuery } from '../query-string';
import { runSheetQueryKey } from '../run-sheet/api';

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

const RESCHEDULE_REQUESTS_PATH = '/api/admin/reschedule-requests';

/**
 * POST /api/admin/reschedule-requests (DESIGN §8.12, "When a nurse cannot come"): every booking of the
 * region, day and part of day gets an email and a text asking it to pick another visit. The answer is
 * how many were asked; a booking asked before is not asked again. 400 names the fields it refuses.
 */
export async function requestReschedule(request: RescheduleRequestCreate): Promise<{ count: number }> {
  return (await apiPost<{ count: number }>(RESCHEDULE_REQUESTS_PATH, request)).data;
}

/** '3 bookings were asked to pick another visit'; with none, why there may be none. */
export function rescheduleRequestedText(count: number): string {
  if (count === 0) return 'No bookings were asked: none are left at that time, or they were asked already';
  return count === 1
    ? '1 booking was asked to pick another visit'
    : `${count} bookings were asked to pick another visit`;
}

/**
 * After the request: its count as a toast, and what counts moved bookings read again: the dashboard's
 * today panel ("M of N moved bookings have picked another visit") and every run sheet.
 */
export async function afterRescheduleRequested(queryClient: QueryClient, count: number): Promise<void> {
  if (count === 0) toast.info(rescheduleRequestedText(count));
  else toast.success(rescheduleRequestedText(count));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardTodayQueryKey }),
    queryClient.invalidateQueries({ queryKey: runSheetQueryKey }),
  ]);
}

/** The request; its refusals are the dialog's to show (at a field, or as a toast). */
export function useRequestReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReschedule,
    onSuccess: ({ count }) => afterRescheduleRequested(queryClient, count),
  });
}
