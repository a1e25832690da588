import { NURSE_ASSIGNED_MESSAGE, NURSE_UNASSIGNED_MESSAGE } from '@domain/nurse/messages';
import type { AssignedNurse } from '@domain/nurse/schemas';
import type { AdminRegistrationDetails, AdminRegistrationStatus } from '@domain/orders/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api';
import { toast } from '@/lib/toast';
import { dashboardTodayQueryKey } from '../dashboard/api';
import { ERROR_TITLE } from '../messages';
import { runSheetQueryKey } from '../run-sheet/api';
import { registrationDetailsQueryOptions, registrationsQueryKey } from './api';

// Who makes a visit (DESIGN §8.12): staff reassign it from the order details or the run sheet.

const nursePath = (id: string) => `/api/admin/registrations/${encodeURIComponent(id)}/nurse`;

/** PUT /api/admin/registrations/{id}/nurse: another nurse for the visit, or none (null); the answer is who has it now. */
export async function assignNurse(id: string, staffId: number | null): Promise<AssignedNurse> {
  return (await apiPut<{ nurse: AssignedNurse }>(nursePath(id), { staffId })).data.nurse;
}

export const assignNurseFailed = (message: string) => `Failed to assign the nurse: ${message}`;

/** The visits whose nurse staff can still change: not yet made, nor cancelled. */
const OPEN_STATUSES: readonly AdminRegistrationStatus[] = ['pending_payment', 'paid', 'confirmed'];
export const canReassign = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * The reassignment, with its toast ("Nurse assigned" / "Visit unassigned"); then the order's details, the
 * orders, the run sheets and the dashboard's day read again, since each shows the visit's nurse.
 */
export function useAssignNurse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, staffId }: { registrationId: string; staffId: number | null }) =>
      assignNurse(registrationId, staffId),
    onSuccess: async (nurse, { registrationId }) => {
      toast.success(nurse ? NURSE_ASSIGNED_MESSAGE : NURSE_UNASSIGNED_MESSAGE, {
        description: nurse ? nurse.displayName : undefined,
      });
      const detailsKey = registrationDetailsQueryOptions(registrationId).queryKey;
      queryClient.setQueryData<AdminRegistrationDetails>(detailsKey, (details) =>
        details ? { ...details, nurse } : details,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: detailsKey }),
        queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: runSheetQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardTodayQueryKey }),
      ]);
    },
    onError: (error) => {
      toast.error(ERROR_TITLE, { description: assignNurseFailed(error.message) });
    },
  });
}
