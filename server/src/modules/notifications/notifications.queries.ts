import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotifications(db: Executor, rows: NewNotificationRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
