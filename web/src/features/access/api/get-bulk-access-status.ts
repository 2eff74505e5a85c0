import type { bulkStatusResponseSchema } from '@core/schemas/access';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type BulkStatus = z.infer<typeof bulkStatusResponseSchema>;
export type BulkArea = BulkStatus['board_areas'][number];

export function useBulkAccessStatus() {
  return useQuery({
    queryKey: ['access', 'bulk-status'],
    queryFn: () => api.get<BulkStatus>('/admin/bulk-access-status'),
  });
}
