import type { bulkAccessBodySchema, bulkAccessResponseSchema } from '@core/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** POST /admin/bulk-test-access-control: an area, one subject, or one learner's area. */
export function useBulkTestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof bulkAccessBodySchema>) =>
      api.post<z.infer<typeof bulkAccessResponseSchema>>('/admin/bulk-test-access-control', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['access'] }),
  });
}
