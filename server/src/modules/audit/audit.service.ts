import type { Db, Executor } from '../../db/client';
import { aboutUser, insertAudit, latestOf } from './audit.queries';

/**
 * The audit trail every destructive or access-changing staff action writes (decisions.md).
 * Its own module, below every other, so that any module may record and the admin screens
 * that read it (and everything else) never form a cycle.
 */

export interface AuditEntry {
  actorId: string;
  action: string;
  target: { type: string; id: string };
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Pass the transaction of the action, so the entry and the change commit together. */
export async function recordAudit(db: Executor, e: AuditEntry): Promise<void> {
  await insertAudit(db, {
    actorId: e.actorId,
    action: e.action,
    targetType: e.target.type,
    targetId: e.target.id,
    reason: e.reason ?? null,
    details: e.details ?? {},
  });
}

/**
 * A staff deletion and its audit entry in one transaction. `remove` returns the deleted row,
 * or null when there was none (then nothing is recorded and null is returned).
 */
export async function auditedDelete<T>(
  db: Db,
  remove: (tx: Executor) => Promise<T | null>,
  entry: (deleted: T) => AuditEntry,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const deleted = await remove(tx);
    if (deleted) await recordAudit(tx, entry(deleted));
    return deleted;
  });
}

/** The newest entries of these actions, newest first. */
export const latestAudit = latestOf;

/** The entries about one user (their account and their payments), newest first. */
export const auditAboutUser = aboutUser;
