import type { boardAreaAccessResponseSchema } from '@core/schemas/access';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type BoardAreaAccess = z.infer<typeof boardAreaAccessResponseSchema>;

export const boardAreaAccessKey = (userId: string) => ['access', 'board-areas', userId] as const;

export function useBoardAreaAccess(userId: string | null) {
  return useQuery({
    queryKey: boardAreaAccessKey(userId ?? ''),
    queryFn: () => api.get<BoardAreaAccess>(`/admin/board-area-access/${userId}`),
    enabled: Boolean(userId),
  });
}
