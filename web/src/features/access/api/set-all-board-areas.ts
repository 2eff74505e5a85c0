import type { boardAreaAccessAllBodySchema } from '@core/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';
import type { BoardAreaAccess } from './get-board-area-access';

/** POST /admin/board-area-access/all: allow or restrict every area at once. */
export function useSetAllBoardAreas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof boardAreaAccessAllBodySchema>) =>
      api.post<BoardAreaAccess>('/admin/board-area-access/all', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['access'] }),
  });
}
