import type { notificationsResponseSchema } from '@core/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsQueryKey = ['notifications', 'list'] as const;

export async function getNotifications(): Promise<NotificationsResponse> {
  const data = await api.get<Partial<NotificationsResponse>>('/notifications', { query: { limit: 50 } });
  // The bell sits on every page: a partial answer shows as empty, it never breaks the page.
  return { notifications: data?.notifications ?? [], unread_count: data?.unread_count ?? 0 };
}

/** The bell's list and count. `fallbackPollMs`: refetch on a timer only while the live stream is down. */
export function useNotifications(fallbackPollMs: number | false) {
  return useQuery(
    queryOptions({
      queryKey: notificationsQueryKey,
      queryFn: getNotifications,
      refetchInterval: fallbackPollMs,
      staleTime: 30_000,
    }),
  );
}
