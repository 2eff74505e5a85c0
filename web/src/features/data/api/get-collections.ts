import type { collectionsResponseSchema } from '@core/schemas/data';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type Collections = z.infer<typeof collectionsResponseSchema>;

export function useCollections() {
  return useQuery({ queryKey: ['data', 'collections'], queryFn: () => api.get<Collections>('/admin/collections') });
}
