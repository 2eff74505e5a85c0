import type { AdminUser } from '@core/schemas/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /sub-admin/users: learners and sub-admins (never full administrators), by name. */
export function useViewableUsers(search: string, page: number, limit = 20) {
  return useQuery({
    queryKey: ['sub-admin', 'users', search, page, limit],
    queryFn: () =>
      api.get<{ users: AdminUser[]; total: number; page: number; limit: number }>('/sub-admin/users', {
        query: { search, page, limit },
      }),
    placeholderData: keepPreviousData,
  });
}
