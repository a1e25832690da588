import type { HolidayChangeResult, HolidayForm, PublicHoliday } from '@domain/timeslots/holiday-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsQueryKey } from '@/features/events';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { HOLIDAY_CREATED, HOLIDAY_DELETED, HOLIDAY_UPDATED } from '../messages';

const HOLIDAYS_PATH = '/api/admin/public-holidays';
export const holidaysQueryKey = [HOLIDAYS_PATH] as const;

/** GET /api/admin/public-holidays. */
export async function getHolidays(): Promise<PublicHoliday[]> {
  return (await apiGet<PublicHoliday[]>(HOLIDAYS_PATH)).data;
}

export const holidaysQueryOptions = () => queryOptions({ queryKey: holidaysQueryKey, queryFn: getHolidays });

export const useHolidays = () => useQuery(holidaysQueryOptions());

/** Spec 001 §2 Holidays: by date, earliest first. */
export function sortHolidays(holidays: readonly PublicHoliday[]): PublicHoliday[] {
  return [...holidays].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

function useRefreshHolidays() {
  const queryClient = useQueryClient();
  // A holiday closes its date to bookings: the customers' slot look-ups read again next time.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
      queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
    ]);
}

/** POST /api/admin/public-holidays; the answer lists the bookings already on that date. */
export function useCreateHoliday() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: async (form: HolidayForm) => (await apiPost<HolidayChangeResult>(HOLIDAYS_PATH, form)).data,
    onSuccess: async () => {
      toast.success(HOLIDAY_CREATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('create', 'holiday', error),
  });
}

export function useUpdateHoliday() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number; form: HolidayForm }) =>
      (await apiPut<HolidayChangeResult>(`${HOLIDAYS_PATH}/${id}`, form)).data,
    onSuccess: async () => {
      toast.success(HOLIDAY_UPDATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('update', 'holiday', error),
  });
}

export function useDeleteHoliday() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiDelete<unknown>(`${HOLIDAYS_PATH}/${id}`);
    },
    onSuccess: async () => {
      toast.success(HOLIDAY_DELETED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('delete', 'holiday', error),
  });
}
