import type { AdminEvent, EventForm } from '@domain/events/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsQueryKey } from '@/features/events';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { EVENT_CREATED, EVENT_DELETED, EVENT_UPDATED } from '../messages';

const EVENTS_PATH = '/api/admin/events';
export const adminEventsQueryKey = [EVENTS_PATH] as const;
// Packages list the events that offer them: a change to an event changes that list too.
const ADMIN_PACKAGES_QUERY_KEY = ['/api/admin/packages'] as const;

/** GET /api/admin/events. */
export async function getAdminEvents(): Promise<AdminEvent[]> {
  return (await apiGet<AdminEvent[]>(EVENTS_PATH)).data;
}

export const adminEventsQueryOptions = () => queryOptions({ queryKey: adminEventsQueryKey, queryFn: getAdminEvents });

export const useAdminEvents = () => useQuery(adminEventsQueryOptions());

/** After a change: the admin lists, and the customer's event list the next time it shows. */
function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminEventsQueryKey }),
      queryClient.invalidateQueries({ queryKey: ADMIN_PACKAGES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
    ]);
}

export function useCreateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async (form: EventForm) => (await apiPost<AdminEvent>(EVENTS_PATH, form)).data,
    onSuccess: async () => {
      toast.success(EVENT_CREATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('create', 'event', error),
  });
}

export function useUpdateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number; form: EventForm }) =>
      (await apiPut<AdminEvent>(`${EVENTS_PATH}/${id}`, form)).data,
    onSuccess: async () => {
      toast.success(EVENT_UPDATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('update', 'event', error),
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiDelete<unknown>(`${EVENTS_PATH}/${id}`);
    },
    onSuccess: async () => {
      toast.success(EVENT_DELETED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('delete', 'event', error),
  });
}
