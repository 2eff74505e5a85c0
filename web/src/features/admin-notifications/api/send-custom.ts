import type { SendCustomBody, sentResponseSchema } from '@core/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';
import { notificationStatsKey } from './get-notification-stats';

/** POST /admin/notifications/send-custom. */
export function useSendCustom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendCustomBody) =>
      api.post<z.infer<typeof sentResponseSchema>>('/admin/notifications/send-custom', body),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationStatsKey }),
  });
}
