import { toIso } from '@core/rules/time';
import type { Notification } from '@core/schemas/notifications';
import type { NotificationRow } from './notifications.queries';

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    is_read: row.isRead,
    created_at: toIso(row.createdAt),
    metadata: row.metadata ?? {},
  };
}
