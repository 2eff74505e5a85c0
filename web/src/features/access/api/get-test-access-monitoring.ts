import type { monitoringResponseSchema } from '@core/schemas/access';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type Monitoring = z.infer<typeof monitoringResponseSchema>;
export type MonitoringUser = Monitoring['users'][number];
export interface MonitoringFilters {
  page: number;
  limit: number;
  search?: string;
  board_area?: string;
  status?: string;
  needs_attention?: boolean;
}

export const monitoringKey = (f?: MonitoringFilters) => ['access', 'monitoring', ...(f ? [f] : [])] as const;

export function getMonitoring(f: MonitoringFilters) {
  return api.get<Monitoring>('/admin/test-access-control', { query: { ...f } });
}

export function useMonitoring(f: MonitoringFilters) {
  return useQuery(
    queryOptions({
      queryKey: monitoringKey(f),
      queryFn: () => getMonitoring(f),
      placeholderData: keepPreviousData,
    }),
  );
}
