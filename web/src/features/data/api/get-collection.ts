import type { collectionResponseSchema } from '@core/schemas/data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type CollectionPage = z.infer<typeof collectionResponseSchema>;

export function useCollection(name: string | null, page: number, limit: number) {
  return useQuery({
    queryKey: ['data', 'collection', name, page, limit],
    queryFn: () => api.get<CollectionPage>(`/admin/collections/${name}`, { query: { page, limit } }),
    enabled: Boolean(name),
    placeholderData: keepPreviousData,
  });
}
