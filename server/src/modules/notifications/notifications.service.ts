import type { Executor } from '../../db/client';
import { adminIds } from '../users/users.service';
import { insertNotifications } from './notifications.queries';

export interface NewNotification {
  type: string;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
}

/** One notification per administrator (e.g. a new account waiting for approval). */
export async function notifyAdmins(db: Executor, n: NewNotification): Promise<void> {
  const ids = await adminIds(db);
  await insertNotifications(
    db,
    ids.map((userId) => ({ userId, ...n, metadata: n.metadata ?? {} })),
  );
}

export async function notifyUser(db: Executor, userId: string, n: NewNotification): Promise<void> {
  await insertNotifications(db, [{ userId, ...n, metadata: n.metadata ?? {} }]);
}
