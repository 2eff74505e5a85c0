import type { Activity, UserDashboardStats, UserTestResults } from '@core/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** '/admin/user' for administrators, '/sub-admin/user' for sub-admins: the same three calls. */
export type DashboardBase = '/admin/user' | '/sub-admin/user';

const LIMIT = 10;

export function useUserDashboardStats(base: DashboardBase, id: string) {
  return useQuery({
    queryKey: ['staff-dashboard', base, id, 'stats'],
    queryFn: () => api.get<UserDashboardStats>(`${base}/${id}/dashboard-stats`),
  });
}

export function useUserTestResults(base: DashboardBase, id: string) {
  return useQuery({
    queryKey: ['staff-dashboard', base, id, 'results'],
    queryFn: async () =>
      (await api.get<UserTestResults>(`${base}/${id}/test-results`, { query: { limit: LIMIT } }))
        .test_results,
  });
}

export function useUserRecentActivity(base: DashboardBase, id: string) {
  return useQuery({
    queryKey: ['staff-dashboard', base, id, 'activity'],
    queryFn: async () =>
      (
        await api.get<{ activities: Activity[] }>(`${base}/${id}/recent-activity`, {
          query: { limit: LIMIT },
        })
      ).activities,
  });
}
