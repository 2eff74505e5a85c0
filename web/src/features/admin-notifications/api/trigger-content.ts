import type { sentResponseSchema, triggerContentBodySchema } from '@core/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';
import { notificationStatsKey } from './get-notification-stats';

/** POST /admin/notifications/trigger-content: news of questions or a lecture for an area. */
export function useTriggerContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof triggerContentBodySchema>) =>
      api.post<z.infer<typeof sentResponseSchema>>('/admin/notifications/trigger-content', body),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationStatsKey }),
  });
}
