import type { Readiness } from '@core/schemas/readiness';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const readinessQueryKey = ['readiness'] as const;

export function getReadiness(): Promise<Readiness> {
  return api.get<Readiness>('/readiness');
}

export function useReadiness() {
  return useQuery(queryOptions({ queryKey: readinessQueryKey, queryFn: getReadiness, staleTime: 0 }));
}
