import type { testAccessUpdateBodySchema, testAccessUpdateResponseSchema } from '@core/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** POST /admin/test-access-control/update: lock, or reopen for one retake. */
export function useUpdateTestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof testAccessUpdateBodySchema>) =>
      api.post<z.infer<typeof testAccessUpdateResponseSchema>>('/admin/test-access-control/update', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['access'] }),
  });
}
