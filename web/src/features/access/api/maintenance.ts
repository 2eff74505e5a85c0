import type { fixResultsResponseSchema, syncResponseSchema } from '@core/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** POST /admin/sync-test-access-control and /admin/fix-test-results-data (the two repairs). */
export function useSyncTestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof syncResponseSchema>>('/admin/sync-test-access-control'),
    onSuccess: () => client.invalidateQueries({ queryKey: ['access'] }),
  });
}

export function useFixTestResults() {
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof fixResultsResponseSchema>>('/admin/fix-test-results-data'),
  });
}
