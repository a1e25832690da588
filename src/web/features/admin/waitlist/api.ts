import type { AdminWaitlist } from '@domain/waitlist/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { searchAdminTimeslots } from '../postal-codes/api';
import { withQuery } from '../query-string';

const WAITLIST_PATH = '/api/admin/waitlist';

export type WaitlistStatusFilter = 'all' | AdminWaitlist['entries'][number]['status'];

/** GET /api/admin/waitlist?status=: the entries with their offers, and demand by region and day. */
export async function getAdminWaitlist(status: WaitlistStatusFilter): Promise<AdminWaitlist> {
  return (await apiGet<AdminWaitlist>(withQuery(WAITLIST_PATH, { status }))).data;
}

export const useAdminWaitlist = (status: WaitlistStatusFilter) =>
  useQuery({
    queryKey: [WAITLIST_PATH, status] as const,
    queryFn: () => getAdminWaitlist(status),
    // Offers come and go within minutes: read again whenever the page is opened.
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** The slots of the entry's postal code (the timeslot search staff already use), only while the dialog is open. */
export const useEntrySlots = (entry: { eventId: number; postalCode: string } | null) =>
  useQuery({
    queryKey: ['/api/admin/timeslots/postal-code', 'waitlist', entry?.eventId, entry?.postalCode] as const,
    queryFn: async () => (await searchAdminTimeslots({ eventId: entry!.eventId, postalCode: entry!.postalCode })).data,
    enabled: entry !== null,
    staleTime: 0,
  });

/** POST /api/admin/waitlist/{id}/offer: a visit offered by hand; the list is read again after it. */
export function useOfferVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, timeslotId }: { id: number; timeslotId: number }) =>
      (await apiPost<unknown>(`${WAITLIST_PATH}/${id}/offer`, { timeslotId })).data,
    onSuccess: async () => {
      toast.success('Visit offered', { description: 'The customer has been emailed a link to book it.' });
      await queryClient.invalidateQueries({ queryKey: [WAITLIST_PATH] });
    },
    onError: (error) => toastChangeFailed('create', 'offer', error),
  });
}
