import { parseTestId, testIdOf } from '@core/catalog';
import type { Eligibility, enhancedSubmitBodySchema, TestsResponse } from '@core/schemas/practice';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { forbidden, notFound, ValidationError } from '../../lib/http-errors';
import {
  evaluateTest,
  type Locks,
  locksFor,
  MESSAGES,
  type TestAccessRow,
  userMay,
} from '../access/access.service';
import { type CatalogTest, catalogTests, getCatalog, subjectIndexOf } from '../catalog/catalog.service';
import { poolSizes } from '../question-bank/question-bank.service';
import type { UserRow } from '../users/users.service';
import { finalizeAttempt } from './grading';
import { presentTestEntry } from './practice.presenter';
import { type AttemptStats, attemptStats } from './tests.queries';

/** The canonical id of a test id (board-area aliases accepted), or a 404. */
export function canonicalTestId(testId: string): {
  testId: string;
  parsed: NonNullable<ReturnType<typeof parseTestId>>;
} {
  const parsed = parseTestId(testId);
  if (!parsed) throw notFound('Test not found');
  return { testId: testIdOf(parsed.boardArea, parsed.subjectIndex, parsed.difficulty), parsed };
}

export interface TestWithState {
  test: CatalogTest;
  /** Questions in the test's pool. */
  available: number;
  stats: AttemptStats;
  /** The test's lock as it applies to this user (none for those exempt). */
  lock: TestAccessRow | null;
  eligibility: Eligibility;
}

export const NO_ATTEMPTS: AttemptStats = {
  attempts: 0,
  lastScore: null,
  lastResultId: null,
  lastSubmittedAt: null,
  inProgress: false,
  overdueAttemptId: null,
};

/**
 * Every practice test (subjects × difficulties) with this user's state: pool size, attempts,
 * lock, board-area restriction and the eligibility they give. `testId` (canonical) narrows to one.
 */
export async function testStates(
  db: Db,
  user: UserRow,
  testId?: string,
  /** This user's locks (of `testId`), when the caller has just read them. */
  known?: Locks,
): Promise<TestWithState[]> {
  const [catalog, pools, stats, locks] = await Promise.all([
    getCatalog(db),
    poolSizes(db, testId),
    attemptStats(db, user.id, testId),
    known ?? locksFor(db, user, testId),
  ]);
  const policyAllowed = userMay(user, 'take_tests').allowed;
  return catalogTests(catalog, testId).map((test) => {
    const s = stats.get(test.test_id) ?? NO_ATTEMPTS;
    const lock = locks.tests.get(test.test_id) ?? null;
    const available = pools.get(test.test_id) ?? 0;
    const eligibility = evaluateTest({
      testId: test.test_id,
      policyAllowed,
      boardAreaAllowed: !locks.deniedAreas.has(test.board_area),
      status: lock?.status ?? null,
      statusReason: lock?.reason ?? null,
      attemptsCount: s.attempts,
      lastScore: s.lastScore,
      lastResultId: s.lastResultId,
      inProgress: s.inProgress,
      availableQuestions: available,
    });
    return { test, available, stats: s, lock, eligibility };
  });
}

/**
 * Reads the tests' states; when an attempt's time ran out and nobody graded it yet (the
 * learner never came back and the sweeper has not passed), grades it and reads again.
 */
async function gradedFirst(db: Db, read: () => Promise<TestWithState[]>): Promise<TestWithState[]> {
  const rows = await read();
  const overdue = rows.map((r) => r.stats.overdueAttemptId).filter((id): id is string => id !== null);
  if (overdue.length === 0) return rows;
  for (const id of overdue) await finalizeAttempt(db, id, true);
  return read();
}

/** GET /content/tests: the 108 tests with the caller's eligibility. */
export async function listTests(db: Db, user: UserRow): Promise<TestsResponse> {
  const access = userMay(user, 'practice_list');
  if (!access.allowed) throw forbidden(access.reason);
  const rows = await gradedFirst(db, () => testStates(db, user));
  const areas = new Map<string, TestsResponse['board_areas'][number]>();
  for (const { test: t } of rows) {
    if (!areas.has(t.board_area)) {
      areas.set(t.board_area, {
        id: t.board_area,
        title: t.board_area_title,
        icon: t.icon,
        color: t.color,
        weight: t.weight,
      });
    }
  }
  const tests = rows.map((r) => presentTestEntry(r.test, r.available, r.eligibility));
  return { tests, total_tests: tests.length, board_areas: [...areas.values()] };
}

export function paymentRefusal() {
  return forbidden(MESSAGES.payment.reason, {
    reason: MESSAGES.payment.reason,
    contact_message: MESSAGES.payment.contact,
  });
}

/**
 * GET /user-tracking/test-eligibility/{testId}. A learner without a verified payment gets
 * the spec's 403; locks and restrictions answer 200 with can_take false and the reason.
 */
export async function testEligibility(db: Db, user: UserRow, rawTestId: string): Promise<Eligibility> {
  const { testId } = canonicalTestId(rawTestId);
  if (!userMay(user, 'take_tests').allowed) throw paymentRefusal();
  const [state] = await gradedFirst(db, () => testStates(db, user, testId));
  if (!state) throw notFound('Test not found');
  return state.eligibility;
}

/** The test id of an enhanced submission that names board area, subject and level. */
export async function testIdFromParts(
  db: Db,
  body: Omit<z.infer<typeof enhancedSubmitBodySchema>, 'answers'>,
): Promise<string> {
  const index =
    body.subject_index ?? subjectIndexOf(await getCatalog(db), body.board_area, body.subject ?? '');
  if (!index) {
    throw new ValidationError([
      { loc: ['body', 'subject'], msg: 'subject or subject_index names no subject of this board area' },
    ]);
  }
  return testIdOf(body.board_area, index, body.difficulty_level);
}

/**
 * For resuming a running attempt (the hot path): null when the learner may continue, else
 * the eligibility that refuses (payment, board-area restriction or a manual lock).
 */
export async function resumeRefusal(
  db: Executor,
  user: UserRow,
  testId: string,
  boardArea: string,
  known?: Locks,
): Promise<Eligibility | null> {
  const locks = known ?? (await locksFor(db, user, testId));
  const lock = locks.tests.get(testId);
  const e = evaluateTest({
    testId,
    policyAllowed: userMay(user, 'take_tests').allowed,
    boardAreaAllowed: !locks.deniedAreas.has(boardArea),
    status: lock?.status ?? null,
    statusReason: lock?.reason ?? null,
    attemptsCount: 0,
    lastScore: null,
    lastResultId: null,
    inProgress: true,
    availableQuestions: 1,
  });
  return e.can_take ? null : e;
}
