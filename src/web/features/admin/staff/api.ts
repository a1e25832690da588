import { STAFF_CREATED_MESSAGE } from '@domain/staff/messages';
import type { StaffCreateRequest, StaffMember } from '@domain/staff/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api';
import { toast } from '@/lib/toast';

const STAFF_PATH = '/api/admin/staff';
export const staffQueryKey = [STAFF_PATH] as const;

/** GET /api/admin/staff: every staff account with its role, by display name. */
export async function getStaff(): Promise<StaffMember[]> {
  return (await apiGet<StaffMember[]>(STAFF_PATH)).data;
}

export const staffQueryOptions = () => queryOptions({ queryKey: staffQueryKey, queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());

/** The accounts a visit or a duty can be given to: the nurses, by name. */
export function nursesOf(staff: readonly StaffMember[] | undefined): StaffMember[] {
  return (staff ?? [])
    .filter((member) => member.role === 'nurse')
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.id - b.id);
}

/** The nurses of GET /api/admin/staff, for the roster and the visits' nurse. */
export function useNurses() {
  const staff = useStaff();
  return { ...staff, nurses: nursesOf(staff.data) };
}

/** POST /api/admin/staff: the new account (409 when the username is taken). Refusals are the form's to show. */
export async function createStaff(request: StaffCreateRequest): Promise<StaffMember> {
  return (await apiPost<StaffMember>(STAFF_PATH, request)).data;
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: async () => {
      toast.success(STAFF_CREATED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
  });
}
