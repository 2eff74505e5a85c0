import type { userTestAccessResponseSchema } from '@core/schemas/access';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type UserTestAccess = z.infer<typeof userTestAccessResponseSchema>;

export const userTestAccessKey = (userId?: string) =>
  ['access', 'user-tests', ...(userId ? [userId] : [])] as const;

export function useUserTestAccess(userId: string | null) {
  return useQuery({
    queryKey: userTestAccessKey(userId ?? ''),
    queryFn: () => api.get<UserTestAccess>(`/admin/test-access-control/user/${userId}`),
    enabled: Boolean(userId),
  });
}
