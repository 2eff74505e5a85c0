/**
 * The two maintenance calls of the test-access tab: both repair what can drift and are
 * idempotent (a second run finds nothing to fix).
 */
import { scorePercent } from '@core/rules/scoring';
import type { TestAccessStatus } from '@core/schemas/access';
import type { Db } from '../../db/client';
import { repairTestAccess, testAccessRowsOf } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import type { UserRow } from '../users/users.service';
import { fixCorrectFlags, gradedFigures, setFigures, submittedPairs } from './test-access-admin.queries';

/**
 * POST /admin/sync-test-access-control: a graded attempt without its access row gets the
 * completed_locked row grading writes (synced); a completed_* row with no graded attempt
 * becomes available, an available row with one becomes completed_locked (fixed).
 * Administrators' manual locks are left alone.
 */
export async function syncTestAccess(db: Db, admin: UserRow) {
  const [graded, rows] = await Promise.all([submittedPairs(db), testAccessRowsOf(db, {})]);
  const rowOf = new Map(rows.map((r) => [`${r.userId}|${r.testId}`, r]));
  const changes: { userId: string; testId: string; status: TestAccessStatus; reason: string }[] = [];
  let synced = 0;
  for (const key of graded) {
    if (rowOf.has(key)) continue;
    const [userId, testId] = key.split('|') as [string, string];
    changes.push({
      userId,
      testId,
      status: 'completed_locked',
      reason: 'Completed (restored by synchronization)',
    });
    synced++;
  }
  let fixed = 0;
  for (const r of rows) {
    const done = graded.has(`${r.userId}|${r.testId}`);
    const completedStatus = r.status === 'completed_locked' || r.status === 'completed_open';
    if (completedStatus && !done) {
      changes.push({
        userId: r.userId,
        testId: r.testId,
        status: 'available',
        reason: 'No graded attempt (synchronization)',
      });
      fixed++;
    } else if (r.status === 'available' && done) {
      changes.push({
        userId: r.userId,
        testId: r.testId,
        status: 'completed_locked',
        reason: 'Completed (synchronization)',
      });
      fixed++;
    }
  }
  await repairTestAccess(db, admin, changes, { fixed_records: fixed, synced_records: synced });
  return { message: 'Synchronization completed', fixed_records: fixed, synced_records: synced };
}

/**
 * POST /admin/fix-test-results-data: each graded question row's is_correct from its answer
 * and key, then each result's correct count and score from its rows. Counts results changed.
 */
export async function fixTestResults(db: Db, admin: UserRow) {
  return db.transaction(async (tx) => {
    const fixed = new Set(await fixCorrectFlags(tx));
    for (const a of await gradedFigures(tx)) {
      const score = scorePercent(a.counted, a.totalQuestions);
      if (a.counted !== a.correctAnswers || score !== a.score) {
        await setFigures(tx, a.id, score, a.counted);
        fixed.add(a.id);
      }
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'test_results.fix',
      target: { type: 'system', id: 'test_results' },
      details: { fixed_records: fixed.size },
    });
    return { message: 'Data integrity fix completed', fixed_records: fixed.size };
  });
}
