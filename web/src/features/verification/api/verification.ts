import type {
  ProcessRequestBody,
  pendingRequestsSchema,
  processRequestResponseSchema,
  VerificationStats,
} from '@core/schemas/verification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** Verification requests (admin spec §7): the dropdown and the user-verification tab. */

export const pendingRequestsQueryKey = ['verification', 'pending'] as const;
export const verificationStatsQueryKey = ['verification', 'stats'] as const;

export function usePendingRequests(opts: { poll?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: pendingRequestsQueryKey,
      queryFn: async () =>
        (await api.get<z.infer<typeof pendingRequestsSchema>>('/verification/pending-requests')).requests ??
        [],
      staleTime: 0,
      refetchInterval: opts.poll ? 60_000 : false,
    }),
  );
}

export function useVerificationStats() {
  return useQuery(
    queryOptions({
      queryKey: verificationStatsQueryKey,
      queryFn: () => api.get<VerificationStats>('/verification/verification-stats'),
      staleTime: 0,
    }),
  );
}

export function useProcessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProcessRequestBody }) =>
      api.post<z.infer<typeof processRequestResponseSchema>>(`/verification/process-request/${id}`, body),
    onSettled: () => {
      // The count and the list are fetched again after processing (admin spec §4).
      setTimeout(() => {
        queryClient.invalidateQueries({ queryKey: ['verification'] });
        queryClient.invalidateQueries({ queryKey: ['admin'] });
      }, 400);
    },
  });
}

/** Opening the dropdown marks the verification notifications read (failures are only logged). */
export function markVerificationNotificationsRead(): Promise<unknown> {
  return api.put('/notifications/mark-verification-read').catch((err) => {
    console.warn('mark-verification-read failed', err);
  });
}
