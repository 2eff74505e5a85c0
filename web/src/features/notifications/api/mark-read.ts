import { api } from '@web/lib/api';

/** PUT /notifications/{id}/read: failures are only logged (spec §8). */
export function markNotificationRead(id: string): Promise<unknown> {
  return api.put(`/notifications/${id}/read`);
}
