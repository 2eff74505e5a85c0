import type { Activity, recentActivityResponseSchema } from '@core/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export const recentActivityQueryKey = ['dashboard', 'recent-activity'] as const;

export async function getRecentActivity(): Promise<Activity[]> {
  return (
    await api.get<z.infer<typeof recentActivityResponseSchema>>('/realtime/recent-activity', {
      query: { limit: 8 },
    })
  ).activities;
}

export function useRecentActivity() {
  return useQuery(
    queryOptions({ queryKey: recentActivityQueryKey, queryFn: getRecentActivity, staleTime: 0 }),
  );
}
