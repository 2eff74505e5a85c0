import type { Settings, UpdateSettingsBody } from '@core/schemas/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET and PUT /admin/settings: the payments tab's GCash form and the CLE dates card edit them. */
export const settingsQueryKey = ['settings', 'admin'] as const;

export function useAdminSettings() {
  return useQuery(
    queryOptions({ queryKey: settingsQueryKey, queryFn: () => api.get<Settings>('/admin/settings') }),
  );
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => api.put<Settings>('/admin/settings', body),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      queryClient.invalidateQueries({ queryKey: ['settings', 'public'] });
    },
  });
}
