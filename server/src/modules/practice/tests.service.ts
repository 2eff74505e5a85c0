import { testIdOf } from '@core/catalog';
import type { Eligibility, TestEntry, TestsResponse } from '@core/schemas/practice';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound, ValidationError } from '../../lib/http-errors';
import { listTestsWithState, type TestWithState, testWithState, userMay } from '../access/access.service';
import { MESSAGES } from '../access/test-access.rules';
import { getCatalog, subjectIndexOf } from '../catalog/catalog.service';
import { canonicalTestId } from './attempts.service';
import { finalizeAttempt } from './grading';

/**
 * Reads the tests' states; when an attempt's time ran out and nobody graded it yet (the
 * learner never came back and the sweeper has not passed), grades it and reads again.
 */
async function gradedFirst(db: Db, read: () => Promise<TestWithState[]>): Promise<TestWithState[]> {
  const rows = await read();
  const overdue = rows.map((r) => r.row.overdue_attempt_id).filter((id): id is string => id !== null);
  if (overdue.length === 0) return rows;
  for (const id of overdue) await finalizeAttempt(db, id, true);
  return read();
}

/** GET /content/tests: the 108 tests with the caller's eligibility (one query for all). */
export async function listTests(db: Db, user: UserRow): Promise<TestsResponse> {
  const access = userMay(user, 'practice_list');
  if (!access.allowed) throw forbidden(access.reason);
  const rows = await gradedFirst(db, () => listTestsWithState(db, user));
  const areas = new Map<string, TestsResponse['board_areas'][number]>();
  const tests: TestEntry[] = rows.map(({ row, eligibility }) => {
    if (!areas.has(row.board_area)) {
      areas.set(row.board_area, {
        id: row.board_area,
        title: row.board_area_title,
        icon: row.icon,
        color: row.color,
        weight: row.weight,
      });
    }
    const questions = Math.min(row.question_count, row.available);
    return {
      ...eligibility,
      id: row.test_id,
      title: `${row.subject} — ${row.difficulty_label}`,
      area_id: row.board_area,
      board_area: row.board_area,
      subject: row.subject,
      subject_index: row.subject_index,
      difficulty_level: row.difficulty,
      questions,
      timeLimit: row.time_limit_minutes,
      time_limit_minutes: row.time_limit_minutes,
      available_questions: row.available,
    };
  });
  return { tests, total_tests: tests.length, board_areas: [...areas.values()] };
}

/**
 * GET /user-tracking/test-eligibility/{testId}. A learner without a verified payment gets
 * the spec's 403; locks and restrictions answer 200 with can_take false and the reason.
 */
export async function testEligibility(db: Db, user: UserRow, rawTestId: string): Promise<Eligibility> {
  const { testId } = canonicalTestId(rawTestId);
  if (!userMay(user, 'take_tests').allowed) {
    throw forbidden(MESSAGES.payment.reason, {
      reason: MESSAGES.payment.reason,
      contact_message: MESSAGES.payment.contact,
    });
  }
  const [state] = await gradedFirst(db, async () => {
    const one = await testWithState(db, user, testId);
    return one ? [one] : [];
  });
  if (!state) throw notFound('Test not found');
  return state.eligibility;
}

/** The test id of an enhanced submission that names board area, subject and level. */
export async function testIdFromParts(
  db: Db,
  body: { board_area: string; subject?: string; subject_index?: number; difficulty_level: string },
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
