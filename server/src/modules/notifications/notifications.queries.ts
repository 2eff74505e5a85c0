import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NewNotificationRow = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

/** The channel every instance LISTENs on; payloads are `{"u": userId, "id"?: notificationId}`. */
export const NOTIFY_CHANNEL = 'crimreview_notifications';

/**
 * Inserts notifications and announces each one with pg_notify in the same transaction, so
 * PostgreSQL delivers the announcement to every listening instance only once it commits
 * (and never when it rolls back). Every caller (notifyUser, notifyAdmins…) is live this way.
 */
export async function insertNotifications(db: Executor, rows: NewNotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(notifications)
      .values(rows.slice(i, i + 1000))
      .returning({ id: notifications.id, userId: notifications.userId });
    await announce(
      db,
      inserted.map((r) => ({ u: r.userId, id: r.id })),
    );
  }
}

/** One pg_notify per payload, in one statement. */
export async function announce(db: Executor, payloads: { u: string; id?: string }[]): Promise<void> {
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${NOTIFY_CHANNEL}, p::text) from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) p`,
  );
}

const mine = (userId: string) => eq(notifications.userId, userId);

export function listForUser(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

export async function findForUser(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(mine(userId), eq(notifications.id, id)))
    .limit(1);
  return row ?? null;
}

/** Notifications of the user created after the one with `afterId` (a stream's replay), oldest first. */
export function listAfter(db: Executor, userId: string, afterId: string, limit: number) {
  const after = db
    .select({ at: notifications.createdAt })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.id, afterId)));
  return db
    .select()
    .from(notifications)
    .where(and(mine(userId), gt(notifications.createdAt, sql`(${after})`)))
    .orderBy(notifications.createdAt)
    .limit(limit);
}

export async function markRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string, type?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(mine(userId), eq(notifications.isRead, false), type ? eq(notifications.type, type) : undefined),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Notifications created since `since`, by type, with how many are read (the admin figures). */
export function figuresSince(db: Executor, since: Date) {
  return db
    .select({
      type: notifications.type,
      sent: sql<number>`count(*)::int`,
      read: sql<number>`(count(*) filter (where ${notifications.isRead}))::int`,
    })
    .from(notifications)
    .where(gt(notifications.createdAt, since))
    .groupBy(notifications.type)
    .orderBy(desc(sql`count(*)`));
}
