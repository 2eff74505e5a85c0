import type { Activity, recentActivityResponseSchema } from '@core/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';
import { DASHBOARD_STALE_MS } from './stale-time';

export const recentActivityQueryKey = ['dashboard', 'recent-activity'] as const;

export async function getRecentActivity(): Promise<Activity[]> {
  return (
    await api.get<z.infer<typeof recentActivityResponseSchema>>('/realtime/recent-activity', {
      query: { limit: 8 },
    })
  ).activities;
}

export function recentActivityQueryOptions() {
  return queryOptions({
    queryKey: recentActivityQueryKey,
    queryFn: getRecentActivity,
    staleTime: DASHBOARD_STALE_MS,
  });
}

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}
