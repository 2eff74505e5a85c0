import { desc, inArray } from 'drizzle-orm';
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
