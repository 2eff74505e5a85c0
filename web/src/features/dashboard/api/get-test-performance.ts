import type { TestPerformance } from '@core/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { DASHBOARD_STALE_MS } from './stale-time';

export const testPerformanceQueryKey = ['dashboard', 'test-performance'] as const;

/** Recent results, statistics and chart data, from the learner's submitted tests. */
export function getTestPerformance(): Promise<TestPerformance> {
  return api.get<TestPerformance>('/realtime/test-performance');
}

export function testPerformanceQueryOptions() {
  return queryOptions({
    queryKey: testPerformanceQueryKey,
    queryFn: getTestPerformance,
    staleTime: DASHBOARD_STALE_MS,
  });
}

export function useTestPerformance() {
  return useQuery(testPerformanceQueryOptions());
}
