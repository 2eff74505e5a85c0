import type { CardAnswerResponse, NextCardResponse } from '@core/schemas/deck';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { deckSummaryQueryKey } from '@web/lib/queries/deck';

export const nextCardQueryKey = ['deck', 'next'] as const;

export function useNextCard() {
  return useQuery(
    queryOptions({
      queryKey: nextCardQueryKey,
      queryFn: () => api.get<NextCardResponse>('/deck/next'),
      staleTime: 0,
    }),
  );
}

export function useAnswerCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      api.post<CardAnswerResponse>(`/deck/cards/${id}/answer`, { answer }),
    onSuccess: () => client.invalidateQueries({ queryKey: deckSummaryQueryKey }),
  });
}
