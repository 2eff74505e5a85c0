import type { TestPerformance } from '@core/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const testPerformanceQueryKey = ['dashboard', 'test-performance'] as const;

/** Recent results, statistics and chart data, from the learner's submitted tests. */
export function getTestPerformance(): Promise<TestPerformance> {
  return api.get<TestPerformance>('/realtime/test-performance');
}

export function useTestPerformance() {
  return useQuery(
    queryOptions({ queryKey: testPerformanceQueryKey, queryFn: getTestPerformance, staleTime: 0 }),
  );
}
