import type { AdminPackage, PackageForm } from '@domain/events/package-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsQueryKey } from '@/features/events';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { PACKAGE_CREATED, PACKAGE_DELETED, PACKAGE_UPDATED } from '../messages';

const PACKAGES_PATH = '/api/admin/packages';
export const adminPackagesQueryKey = [PACKAGES_PATH] as const;
// Events list the packages they offer: deleting a package changes that list too.
const ADMIN_EVENTS_QUERY_KEY = ['/api/admin/events'] as const;

/** GET /api/admin/packages. */
export async function getAdminPackages(): Promise<AdminPackage[]> {
  return (await apiGet<AdminPackage[]>(PACKAGES_PATH)).data;
}

export const adminPackagesQueryOptions = () =>
  queryOptions({ queryKey: adminPackagesQueryKey, queryFn: getAdminPackages });

export const useAdminPackages = () => useQuery(adminPackagesQueryOptions());

function useRefreshPackages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPackagesQueryKey }),
      queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_QUERY_KEY }),
      // The customer pages show prices: they read them again next time.
      queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
    ]);
}

export function useCreatePackage() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: async (form: PackageForm) => (await apiPost<AdminPackage>(PACKAGES_PATH, form)).data,
    onSuccess: async () => {
      toast.success(PACKAGE_CREATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('create', 'package', error),
  });
}

export function useUpdatePackage() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number; form: PackageForm }) =>
      (await apiPut<AdminPackage>(`${PACKAGES_PATH}/${id}`, form)).data,
    onSuccess: async () => {
      toast.success(PACKAGE_UPDATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('update', 'package', error),
  });
}

export function useDeletePackage() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiDelete<unknown>(`${PACKAGES_PATH}/${id}`);
    },
    onSuccess: async () => {
      toast.success(PACKAGE_DELETED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('delete', 'package', error),
  });
}
