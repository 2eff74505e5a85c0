import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';

export interface NewNotification {
  type: string;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
}

/** One notification per administrator (e.g. a new account waiting for approval). */
export async function notifyAdmins(db: Db, n: NewNotification): Promise<void> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  if (admins.length === 0) return;
  await db.insert(notifications).values(
    admins.map((a) => ({
      userId: a.id,
      type: n.type,
      title: n.title,
      message: n.message,
      metadata: n.metadata ?? {},
    })),
  );
}

export async function notifyUser(db: Db, userId: string, n: NewNotification): Promise<void> {
  await db.insert(notifications).values({ userId, ...n, metadata: n.metadata ?? {} });
}
