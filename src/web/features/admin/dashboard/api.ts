import type { AdminDashboard } from '@domain/admin/dashboard-schemas';
import type { DashboardToday } from '@domain/admin/dashboard-today-schemas';
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

const TODAY_PATH = '/api/admin/dashboard/today';
export const dashboardTodayQueryKey = [TODAY_PATH] as const;

/** GET /api/admin/dashboard/today: today's and tomorrow's visits, holds about to go, failed messages. */
export const useDashboardToday = () =>
  useQuery(
    queryOptions({
      queryKey: dashboardTodayQueryKey,
      queryFn: async (): Promise<DashboardToday> => (await apiGet<DashboardToday>(TODAY_PATH)).data,
      // The day moves on while the page stays open: read again every few minutes.
      refetchInterval: 5 * 60_000,
    }),
  );
