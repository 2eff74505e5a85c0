import { LIMITS } from '@core/catalog';
import type { TestResultsResponse } from '@core/schemas/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const testResultsQueryKey = ['practice', 'results'] as const;

/** GET /user-tracking/test-results?limit=50: newest first, with statistics over all results. */
export function getTestResults(limit: number = LIMITS.resultsScreenLimit): Promise<TestResultsResponse> {
  return api.get<TestResultsResponse>('/user-tracking/test-results', { query: { limit } });
}

export function useTestResults() {
  return useQuery(queryOptions({ queryKey: testResultsQueryKey, queryFn: () => getTestResults() }));
}
