import type { tokenBodySchema, validateTokenResponseSchema } from '@core/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

type ResetTokenValidity = z.infer<typeof validateTokenResponseSchema>;

export const resetTokenQueryKey = (token: string) => ['auth', 'reset-token', token] as const;

export function validateResetToken(token: string): Promise<ResetTokenValidity> {
  return api.post<ResetTokenValidity>(
    '/auth/validate-reset-token',
    { token } satisfies z.input<typeof tokenBodySchema>,
    {
      auth: false,
    },
  );
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
