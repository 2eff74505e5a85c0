import type { User } from '@core/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const meQueryKey = ['auth', 'me'] as const;

export function getMe(): Promise<User> {
  return api.get<User>('/auth/me');
}

/**
 * The current user, re-read from the server. `pollMs` re-reads it on an interval
 * (verification polling for unverified learners).
 */
export function meQueryOptions(pollMs?: number) {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    refetchInterval: pollMs ?? false,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 0,
  });
}

export function useMe(enabled: boolean, pollMs?: number) {
  return useQuery({ ...meQueryOptions(pollMs), enabled });
}
