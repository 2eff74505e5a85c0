import type { DeckSummary } from '@core/schemas/deck';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /deck/summary: cards due today and the exam date (the dashboard and the review deck read it). */
export const deckSummaryQueryKey = ['deck', 'summary'] as const;

export function getDeckSummary(): Promise<DeckSummary> {
  return api.get<DeckSummary>('/deck/summary');
}

export function useDeckSummary(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: deckSummaryQueryKey, queryFn: getDeckSummary, staleTime: 0, enabled }),
  );
}

/** PUT /deck/exam-date: the answer is the new summary, so every reader updates at once. */
export function useSetExamDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (examDate: string | null) => api.put<DeckSummary>('/deck/exam-date', { exam_date: examDate }),
    onSuccess: (summary) => client.setQueryData(deckSummaryQueryKey, summary),
  });
}
