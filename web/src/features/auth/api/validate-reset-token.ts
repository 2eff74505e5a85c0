import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface ResetTokenValidity {
  valid: boolean;
  email?: string;
}

export const resetTokenQueryKey = (token: string) => ['auth', 'reset-token', token] as const;

export function validateResetToken(token: string): Promise<ResetTokenValidity> {
  return api.post<ResetTokenValidity>('/auth/validate-reset-token', { token }, { auth: false });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: resetTokenQueryKey(token),
    queryFn: () => validateResetToken(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useValidateResetToken(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
