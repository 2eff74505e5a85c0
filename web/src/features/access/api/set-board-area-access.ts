import type { boardAreaAccessBodySchema } from '@core/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';
import type { BoardAreaAccess } from './get-board-area-access';

/** POST /admin/board-area-access: one area of one learner. */
export function useSetBoardAreaAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof boardAreaAccessBodySchema>) =>
      api.post<BoardAreaAccess>('/admin/board-area-access', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['access'] }),
  });
}
