import type { DashboardStats } from '@core/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;

export function getDashboardStats(): Promise<DashboardStats> {
  return api.get<DashboardStats>('/realtime/dashboard-stats');
}

export function useDashboardStats() {
  return useQuery(
    queryOptions({ queryKey: dashboardStatsQueryKey, queryFn: getDashboardStats, staleTime: 0 }),
  );
}
