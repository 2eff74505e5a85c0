import type { AdminUsersResponse } from '@core/schemas/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The Users tab's query string: filters ('all' = none), sort and page, all applied by the server. */
export interface AdminUsersParams {
  page: number;
  limit: number;
  search?: string;
  plan?: string;
  review_center?: string;
  team_number?: string;
  section_number?: string;
  payment_status?: string;
  email_status?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
}

export const adminUsersKey = ['admin', 'users'] as const;

export function getAdminUsers(params: AdminUsersParams): Promise<AdminUsersResponse> {
  return api.get<AdminUsersResponse>('/admin/users', { query: { include_details: true, ...params } });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: [...adminUsersKey, params],
    queryFn: () => getAdminUsers(params),
    placeholderData: keepPreviousData,
  });
}
