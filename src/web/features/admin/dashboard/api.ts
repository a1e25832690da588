import type { AdminDashboard } from '@domain/admin-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

const DASHBOARD_PATH = '/api/admin/dashboard';

/** GET /api/admin/dashboard: the server's counts and its warnings about this installation. */
export const useAdminDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: [DASHBOARD_PATH],
      queryFn: async (): Promise<AdminDashboard> => (await apiGet<AdminDashboard>(DASHBOARD_PATH)).data,
    }),
  );
