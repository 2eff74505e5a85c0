/** Staff changes to many test-access rows at once (bulk lock/unlock, repairs), each audited. */
import type { TestAccessStatus } from '@core/schemas/access';
import type { Db, Executor } from '../../db/client';
import { latestAudit, recordAudit } from '../audit/audit.service';
import type { UserRow } from '../users/users.service';
import * as q from './access.queries';

export const BULK_ACTIONS = ['test_access.bulk_lock', 'test_access.bulk_unlock'] as const;

/**
 * An administrator's lock or unlock of many tests × learners in one transaction, with one
 * audit entry naming the scope. `completed` ("user|test") are pairs with a graded attempt.
 */
export async function bulkSetTests(
  db: Db,
  admin: UserRow,
  change: {
    action: 'lock' | 'unlock';
    userIds: string[];
    testIds: string[];
    completed: Set<string>;
    reason: string;
    scope: { board_area: string; subject_index: number | null; user_id: string | null };
  },
) {
  return db.transaction(async (tx) => {
    const base = {
      userIds: change.userIds,
      testIds: change.testIds,
      reason: change.reason,
      updatedBy: admin.id,
    };
    const changed =
      change.action === 'lock'
        ? await q.lockPairs(tx, base)
        : await q.unlockPairs(tx, { ...base, completed: change.completed });
    const affected = {
      affected_tests: changed.length,
      affected_users: new Set(changed.map((c) => c.user_id)).size,
    };
    await recordAudit(tx, {
      actorId: admin.id,
      action: `test_access.bulk_${change.action}`,
      target: change.scope.user_id
        ? { type: 'user', id: change.scope.user_id }
        : { type: 'board_area', id: change.scope.board_area },
      reason: change.reason,
      details: { ...change.scope, ...affected },
    });
    return affected;
  });
}

/** The newest bulk action per board area (the bulk status panel). */
export async function lastBulkActions(db: Executor) {
  const rows = await latestAudit(db, [...BULK_ACTIONS], 200);
  const last = new Map<string, { action: string; timestamp: string }>();
  for (const r of rows) {
    const area = typeof r.details.board_area === 'string' ? r.details.board_area : null;
    if (area && !last.has(area)) {
      last.set(area, {
        action: r.action.replace('test_access.bulk_', ''),
        timestamp: r.createdAt.toISOString(),
      });
    }
  }
  return last;
}

/** The repair of test access rows that drifted from the attempts (sync call): one audit entry. */
export async function repairTestAccess(
  db: Db,
  admin: UserRow,
  rows: { userId: string; testId: string; status: TestAccessStatus; reason: string }[],
  details: Record<string, number>,
) {
  await db.transaction(async (tx) => {
    await q.upsertMany(tx, rows);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'test_access.sync',
      target: { type: 'system', id: 'test_access' },
      details,
    });
  });
}
