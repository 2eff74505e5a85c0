import type { UserAuditResponse } from '@core/schemas/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The audit entries about one account (administrators only: `audit.view`). */
export function useUserAuditLog(userId: string) {
  return useQuery({
    queryKey: ['staff-dashboard', '/admin/user', userId, 'audit'],
    queryFn: async () =>
      (await api.get<UserAuditResponse>(`/admin/user/${userId}/audit-log`, { query: { limit: 20 } })).entries,
  });
}
