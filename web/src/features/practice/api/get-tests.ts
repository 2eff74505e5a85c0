import type { TestsResponse } from '@core/schemas/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const testsQueryKey = ['practice', 'tests'] as const;

/** GET /content/tests: the 108 tests with the caller's eligibility. */
export function getTests(): Promise<TestsResponse> {
  return api.get<TestsResponse>('/content/tests');
}

export function testsQueryOptions() {
  return queryOptions({ queryKey: testsQueryKey, queryFn: getTests, staleTime: 10_000 });
}

export function useTests() {
  return useQuery(testsQueryOptions());
}
