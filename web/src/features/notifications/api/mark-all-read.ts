import { api } from '@web/lib/api';

/** PUT /notifications/mark-all-read: failures are only logged (spec §8). */
export function markAllNotificationsRead(): Promise<unknown> {
  return api.put('/notifications/mark-all-read');
}
