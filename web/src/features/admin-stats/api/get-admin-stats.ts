import { type AdminStats, adminStatsSchema } from '@core/schemas/admin-stats';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Checked against the schema: a card never shows a figure the server did not send. */
async function getAdminStats(): Promise<AdminStats> {
  return adminStatsSchema.parse(await api.get<unknown>('/admin/stats'));
}

export function useAdminStats() {
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: getAdminStats });
}
