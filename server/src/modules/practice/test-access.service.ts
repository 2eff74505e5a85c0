/**
 * The administrators' test-access screen (admin spec §3 "Per-user test access"): each test
 * of one learner with its attempts and lock, and the lock and reopen actions. Practice serves
 * it because the attempts are practice's; the locks are stored by the access module.
 */
import { parseTestId, testIdOf } from '@core/catalog';
import { toIso } from '@core/rules/time';
import type { TestAccessStatus, testAccessUpdateBodySchema } from '@core/schemas/access';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { notFound, ValidationError } from '../../lib/http-errors';
import { recordedLocks, setTestStatus, statusAfterAction } from '../access/access.service';
import { catalogTests, getCatalog } from '../catalog/catalog.service';
import { notifyUser } from '../notifications/notifications.service';
import { type UserRow, userOr404 } from '../users/users.service';
import type { UserTest } from './practice.presenter';
import { attemptStats } from './tests.queries';
import { NO_ATTEMPTS } from './tests.service';

const isLocked = (s: TestAccessStatus) => s === 'completed_locked' || s === 'manually_locked';

/** GET /admin/test-access-control/user/{id}: the learner's tests grouped by board area. */
export async function userTestAccess(db: Db, userId: string) {
  const user = await userOr404(db, userId);
  const [catalog, stats, locks] = await Promise.all([
    getCatalog(db),
    attemptStats(db, user.id),
    recordedLocks(db, user.id),
  ]);
  type AreaTests = { board_area: string; board_area_name: string; has_access: boolean; tests: UserTest[] };
  const areas = new Map<string, AreaTests>();
  for (const t of catalogTests(catalog)) {
    let area = areas.get(t.board_area);
    if (!area) {
      area = {
        board_area: t.board_area,
        board_area_name: t.board_area_title,
        has_access: !locks.deniedAreas.has(t.board_area),
        tests: [],
      };
      areas.set(t.board_area, area);
    }
    const s = stats.get(t.test_id) ?? NO_ATTEMPTS;
    const lock = locks.tests.get(t.test_id);
    const status: TestAccessStatus = lock?.status ?? 'available';
    area.tests.push({
      test_id: t.test_id,
      subject: t.subject,
      subject_index: t.subject_index,
      difficulty_level: t.difficulty,
      status,
      is_completed: s.attempts > 0,
      is_locked: isLocked(status),
      requires_action: isLocked(status),
      auto_locked: status === 'completed_locked',
      attempts_count: s.attempts,
      last_score: s.lastScore,
      completion_date: toIso(s.lastSubmittedAt),
      reason: lock?.reason ?? null,
      updated_at: toIso(lock?.updatedAt),
      updated_by: lock?.updatedBy ?? null,
    });
  }
  return { user_id: user.id, user_name: user.name, user_email: user.email, test_access: [...areas.values()] };
}

/** POST /admin/test-access-control/update: lock, or reopen for one retake. */
export async function updateTestAccess(
  db: Db,
  admin: UserRow,
  body: z.infer<typeof testAccessUpdateBodySchema>,
) {
  const parsed = parseTestId(body.test_id);
  const mismatch =
    parsed &&
    ((body.board_area && body.board_area !== parsed.boardArea) ||
      (body.difficulty_level && body.difficulty_level !== parsed.difficulty));
  if (!parsed || mismatch) {
    throw new ValidationError([
      {
        loc: ['body', 'test_id'],
        msg: `'${body.test_id}' is not a practice test of this board area and level`,
      },
    ]);
  }
  const testId = testIdOf(parsed.boardArea, parsed.subjectIndex, parsed.difficulty);
  const user = await userOr404(db, body.user_id);
  const [test] = catalogTests(await getCatalog(db), testId);
  if (!test) throw notFound('Test not found');
  const attempts = (await attemptStats(db, user.id, testId)).get(testId)?.attempts ?? 0;
  const status = statusAfterAction(body.action, attempts);
  const reason =
    body.reason ||
    (body.action === 'lock' ? 'Locked by an administrator' : 'Reopened by an administrator for one retake');
  // A reopened test is news for the learner (issue 11), written with the change itself.
  const notify =
    status === 'completed_open'
      ? (tx: Executor) =>
          notifyUser(tx, user.id, {
            type: 'system_update',
            title: 'Practice test reopened',
            message: `An administrator reopened your ${test.subject} (${test.difficulty_label}) test for one retake.`,
            metadata: { board_area: parsed.boardArea, test_id: testId },
          })
      : undefined;
  await setTestStatus(db, admin, { userId: user.id, testId, status, reason }, notify);
  const message =
    body.action === 'lock'
      ? 'Test locked'
      : status === 'completed_open'
        ? 'Test reopened: the learner may retake it once'
        : 'Test is available';
  return { message, user_id: user.id, test_id: testId, status };
}
