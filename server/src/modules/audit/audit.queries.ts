import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** The newest entries of some actions (e.g. the last bulk action per board area). */
export function latestOf(db: Executor, actions: string[], limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, actions))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}

/**
 * The entries about one user: those that target the account, and the payment decisions on
 * their payments (which target the payment and name the user in `details.user_id`).
 */
export function aboutUser(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
        and(eq(auditLog.targetType, 'payment'), sql`${auditLog.details}->>'user_id' = ${userId}`),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
