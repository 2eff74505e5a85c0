import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}
