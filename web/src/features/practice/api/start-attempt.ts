import type { AttemptQuestions } from '@core/schemas/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const attemptQueryKey = (testId: string) => ['practice', 'attempt', testId] as const;

/**
 * GET /content/questions?test_id=: starts the attempt, or resumes the one already running
 * (same questions, saved answers, remaining time).
 */
export function startAttempt(testId: string): Promise<AttemptQuestions> {
  return api.get<AttemptQuestions>('/content/questions', { query: { test_id: testId, limit: 100 } });
}

export function useAttemptQuestions(testId: string) {
  return useQuery(
    queryOptions({
      queryKey: attemptQueryKey(testId),
      queryFn: () => startAttempt(testId),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    }),
  );
}
