import type { SubscriptionStatus } from '@core/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { DASHBOARD_STALE_MS } from './stale-time';

export const subscriptionStatusQueryKey = ['dashboard', 'subscription-status'] as const;

export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return api.get<SubscriptionStatus>('/payments/subscription/status');
}

export function subscriptionStatusQueryOptions() {
  return queryOptions({
    queryKey: subscriptionStatusQueryKey,
    queryFn: getSubscriptionStatus,
    staleTime: DASHBOARD_STALE_MS,
  });
}

export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions());
}
