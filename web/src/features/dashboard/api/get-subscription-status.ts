import type { SubscriptionStatus } from '@core/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const subscriptionStatusQueryKey = ['dashboard', 'subscription-status'] as const;

export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return api.get<SubscriptionStatus>('/payments/subscription/status');
}

export function useSubscriptionStatus() {
  return useQuery(
    queryOptions({ queryKey: subscriptionStatusQueryKey, queryFn: getSubscriptionStatus, staleTime: 0 }),
  );
}
