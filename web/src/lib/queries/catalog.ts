import type { Catalog } from '@core/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /catalog: board areas with their subjects, and the difficulty levels (read by several features). */
export const catalogQueryKey = ['catalog'] as const;

export function getCatalog(): Promise<Catalog> {
  return api.get<Catalog>('/catalog', { auth: false });
}

export function catalogQueryOptions() {
  return queryOptions({ queryKey: catalogQueryKey, queryFn: getCatalog, staleTime: 10 * 60_000 });
}

export function useCatalog() {
  return useQuery(catalogQueryOptions());
}
