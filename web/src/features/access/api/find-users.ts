import type { adminUsersResponseSchema } from '@core/schemas/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type FoundUser = z.infer<typeof adminUsersResponseSchema>['users'][number];

/** Verified accounts whose name or email matches (the board-access picker). */
export function useVerifiedUsers(search: string) {
  return useQuery({
    queryKey: ['access', 'verified-users', search],
    queryFn: () =>
      api.get<z.infer<typeof adminUsersResponseSchema>>('/admin/users', {
        query: { search, email_status: 'verified', limit: 20, sort_by: 'name', sort_dir: 'asc' },
      }),
    placeholderData: keepPreviousData,
  });
}
