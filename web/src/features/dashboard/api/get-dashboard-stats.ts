import type { DashboardStats } from '@core/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { DASHBOARD_STALE_MS } from './stale-time';

export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;

export function getDashboardStats(): Promise<DashboardStats> {
  return api.get<DashboardStats>('/realtime/dashboard-stats');
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardStatsQueryKey,
    queryFn: getDashboardStats,
    staleTime: DASHBOARD_STALE_MS,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
