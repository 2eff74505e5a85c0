import type { TestResultDetail } from '@core/schemas/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const testResultQueryKey = (id: string) => ['practice', 'result', id] as const;

/** GET /test-results/{id}: one graded attempt with the review of every question. */
export function getTestResult(id: string): Promise<TestResultDetail> {
  return api.get<TestResultDetail>(`/test-results/${id}`);
}

export function testResultQueryOptions(id: string) {
  return queryOptions({
    queryKey: testResultQueryKey(id),
    queryFn: () => getTestResult(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTestResult(id: string) {
  return useQuery(testResultQueryOptions(id));
}
