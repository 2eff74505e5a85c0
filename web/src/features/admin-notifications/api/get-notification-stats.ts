import type { notificationStatsResponseSchema } from '@core/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type NotificationStats = z.infer<typeof notificationStatsResponseSchema>;
export const notificationStatsKey = ['admin-notifications', 'stats'] as const;

export function useNotificationStats() {
  return useQuery({
    queryKey: notificationStatsKey,
    queryFn: () => api.get<NotificationStats>('/admin/notifications/stats'),
    refetchInterval: 60_000,
  });
}
