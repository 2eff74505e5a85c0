import { BOARD_AREA_IDS, parseTestId } from '@core/catalog';
import { type AccessDecision, type AccessSubject, type Capability, decideAccess } from '@core/rules/access';
import type { TestAccessStatus, userTestSchema } from '@core/schemas/access';
import type { Eligibility } from '@core/schemas/practice';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound, ValidationError } from '../../lib/http-errors';
import * as q from './access.queries';
import { evaluateTest, statusAfterAction } from './test-access.rules';

export type { Executor } from './access.queries';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export interface TestWithState {
  row: q.TestStateRow;
  eligibility: Eligibility;
}

export function accessSubjectOf(u: UserRow): AccessSubject {
  return {
    role: u.role,
    subscription: u.subscription,
    subscription_expires_at: u.subscriptionExpiresAt,
    is_verified: u.isVerified,
    payment_verified: u.paymentVerified,
  };
}

/** decideAccess for a user row (the access policy of decisions.md). */
export function userMay(user: UserRow, capability: Capability, now = new Date()): AccessDecision {
  return decideAccess(accessSubjectOf(user), capability, now);
}

/** Board areas an administrator closed to this user (they apply to learners only). */
export async function deniedBoardAreas(db: Db, userId: string): Promise<string[]> {
  const rows = await q.listBoardAreaAccess(db, userId);
  return rows.filter((r) => !r.hasAccess).map((r) => r.boardAreaId);
}

function toEligibility(user: UserRow, row: q.TestStateRow, policyAllowed: boolean): Eligibility {
  return evaluateTest({
    testId: row.test_id,
    policyAllowed,
    // Board-area restrictions and test locks apply to learners only (decisions.md).
    boardAreaAllowed: user.role === 'admin' || row.has_access,
    status: user.role === 'admin' ? null : row.status,
    statusReason: row.reason,
    attemptsCount: row.attempts,
    lastScore: row.last_score,
    lastResultId: row.last_result_id,
    inProgress: row.in_progress,
    availableQuestions: row.available,
  });
}

/** The 108 tests with this user's eligibility, in catalog order. */
export async function listTestsWithState(db: Db, user: UserRow): Promise<TestWithState[]> {
  const rows = await q.loadTestStates(db, user.id);
  const policyAllowed = userMay(user, 'take_tests').allowed;
  return rows.map((row) => ({ row, eligibility: toEligibility(user, row, policyAllowed) }));
}

/** One test's state for this user, or null when the id names no test. */
export async function testWithState(
  db: q.Executor,
  user: UserRow,
  testId: string,
): Promise<TestWithState | null> {
  const parsed = parseTestId(testId);
  if (!parsed) return null;
  const [row] = await q.loadTestStates(db, user.id, {
    boardArea: parsed.boardArea,
    subjectIndex: parsed.subjectIndex,
    difficulty: parsed.difficulty,
  });
  return row ? { row, eligibility: toEligibility(user, row, userMay(user, 'take_tests').allowed) } : null;
}

/**
 * For resuming a running attempt (the hot path): null when the learner may continue, else
 * the eligibility that refuses (payment, board-area restriction or a manual lock).
 */
export async function resumeRefusal(
  db: q.Executor,
  user: UserRow,
  testId: string,
  boardArea: string,
): Promise<Eligibility | null> {
  const admin = user.role === 'admin';
  const locks = admin
    ? { status: null, reason: null, has_access: true }
    : await q.loadLocks(db, user.id, testId, boardArea);
  const e = evaluateTest({
    testId,
    policyAllowed: userMay(user, 'take_tests').allowed,
    boardAreaAllowed: locks.has_access,
    status: locks.status,
    statusReason: locks.reason,
    attemptsCount: 0,
    lastScore: null,
    lastResultId: null,
    inProgress: true,
    availableQuestions: 1,
  });
  return e.can_take ? null : e;
}

/** Called in the grading transaction: the test locks until an administrator reopens it. */
export function recordCompletion(tx: q.Executor, userId: string, testId: string, score: number) {
  return q.lockAfterCompletion(tx, userId, testId, `Completed with a score of ${score}%`);
}

async function learnerOr404(db: Db, userId: string): Promise<UserRow> {
  const user = await q.findUser(db, userId);
  if (!user) throw notFound('User not found');
  return user;
}

type UserTest = z.infer<typeof userTestSchema>;

export interface TestAccessUpdate {
  user_id: string;
  test_id: string;
  board_area?: string;
  difficulty_level?: string;
  action: 'lock' | 'reopen';
  reason?: string;
}

/** POST /admin/test-access-control/update: lock, or reopen for one retake. */
export async function updateTestAccess(db: Db, admin: UserRow, body: TestAccessUpdate) {
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
  const user = await learnerOr404(db, body.user_id);
  const state = await testWithState(db, user, body.test_id);
  if (!state) throw notFound('Test not found');
  const status: TestAccessStatus = statusAfterAction(body.action, state.row.attempts);
  const reason =
    body.reason ||
    (body.action === 'lock' ? 'Locked by an administrator' : 'Reopened by an administrator for one retake');
  await q.upsertTestAccess(db, {
    userId: user.id,
    testId: state.row.test_id,
    status,
    reason,
    updatedBy: admin.id,
  });
  const message =
    body.action === 'lock'
      ? 'Test locked'
      : status === 'completed_open'
        ? 'Test reopened: the learner may retake it once'
        : 'Test is available';
  return { message, user_id: user.id, test_id: state.row.test_id, status };
}

/** GET /admin/test-access-control/user/{id} (admin spec §3 "Per-user test access"). */
export async function userTestAccess(db: Db, userId: string) {
  const user = await learnerOr404(db, userId);
  const tests = await listTestsWithState(db, user);
  type AreaTests = { board_area: string; board_area_name: string; has_access: boolean; tests: UserTest[] };
  const areas = new Map<string, AreaTests>();
  for (const { row, eligibility: e } of tests) {
    let area = areas.get(row.board_area);
    if (!area) {
      area = {
        board_area: row.board_area,
        board_area_name: row.board_area_title,
        has_access: row.has_access,
        tests: [],
      };
      areas.set(row.board_area, area);
    }
    const status: TestAccessStatus = row.status ?? 'available';
    area.tests.push({
      test_id: row.test_id,
      subject: row.subject,
      subject_index: row.subject_index,
      difficulty_level: row.difficulty,
      status,
      is_completed: e.is_completed,
      is_locked: status === 'completed_locked' || status === 'manually_locked',
      requires_action: status === 'completed_locked' || status === 'manually_locked',
      auto_locked: status === 'completed_locked',
      attempts_count: row.attempts,
      last_score: row.last_score,
      completion_date: iso(row.last_submitted_at),
      reason: row.reason,
      updated_at: iso(row.updated_at),
      updated_by: row.updated_by,
    });
  }
  return {
    user_id: user.id,
    user_name: user.name,
    user_email: user.email,
    test_access: [...areas.values()],
  };
}

export async function setBoardAreaAccess(
  db: Db,
  admin: UserRow,
  body: { user_id: string; board_area: string; has_access: boolean },
) {
  const user = await learnerOr404(db, body.user_id);
  await q.setBoardAreaAccess(db, {
    userId: user.id,
    boardAreaId: body.board_area,
    hasAccess: body.has_access,
    updatedBy: admin.id,
  });
  return boardAreaAccessOf(db, user.id);
}

/** Every canonical board area → whether the learner may take its tests (default: yes). */
export async function boardAreaAccessOf(db: Db, userId: string) {
  await learnerOr404(db, userId);
  const rows = await q.listBoardAreaAccess(db, userId);
  const map: Record<string, boolean> = Object.fromEntries(BOARD_AREA_IDS.map((id) => [id, true]));
  for (const r of rows) map[r.boardAreaId] = r.hasAccess;
  return { user_id: userId, board_areas: map };
}
