import type { pendingPaymentsSchema, VerifyPaymentBody, VerifyPaymentResponse } from '@core/schemas/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** The administrator's payment calls (admin spec §7 "Payments and verification"). */

export const pendingPaymentsQueryKey = ['payments', 'admin', 'pending'] as const;

export function usePendingPayments() {
  return useQuery(
    queryOptions({
      queryKey: pendingPaymentsQueryKey,
      queryFn: () => api.get<z.infer<typeof pendingPaymentsSchema>>('/payments/admin/pending-payments'),
      staleTime: 0,
      refetchInterval: 60_000,
    }),
  );
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VerifyPaymentBody }) =>
      api.put<VerifyPaymentResponse>(`/payments/admin/verify-payment/${id}`, body),
    onSettled: () => {
      // The spec re-fetches 300–500 ms after an action.
      setTimeout(() => queryClient.invalidateQueries({ queryKey: pendingPaymentsQueryKey }), 400);
      queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
