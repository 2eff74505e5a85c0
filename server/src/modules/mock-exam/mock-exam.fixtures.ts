/** Test data for the mock exam: a learner's earlier attempts (what the draw avoids). */

import { BOARD_AREAS } from '@core/catalog';
import type { TestUser } from '../../../test/factories';
import type { Db } from '../../db/client';
import { testAttempts } from '../../db/schema/practice';
import { buildPool } from '../question-bank/question-bank.fixtures';
import type { QuestionRow } from '../question-bank/question-bank.service';

/** A question drawn `daysAgo` days ago in an attempt of this learner. */
export async function sawEarlier(db: Db, u: TestUser, questionIds: string[], daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  await db.insert(testAttempts).values({
    userId: u.user.id,
    testId: 'criminal-law-1-basic',
    boardAreaId: 'criminal-law',
    subjectIndex: 1,
    difficulty: 'basic',
    questionIds,
    status: 'submitted',
    startedAt: at,
    deadlineAt: at,
    submittedAt: at,
    score: 0,
    correctAnswers: 0,
    totalQuestions: questionIds.length,
  });
}

/**
 * Criminal law: more than a short sitting needs, over two subjects (basic 30, intermediate 20,
 * advanced 10). Every other area: exactly 6 / 10 / 4, so its sitting takes the whole pool.
 */
export async function buildMockBank(db: Db): Promise<QuestionRow[]> {
  const bank: QuestionRow[] = [];
  for (const [subjectIndex, difficulty, count] of [
    [1, 'basic', 20],
    [2, 'basic', 10],
    [1, 'intermediate', 20],
    [1, 'advanced', 10],
  ] as const) {
    bank.push(...(await buildPool(db, { subjectIndex, difficulty, count })));
  }
  for (const area of BOARD_AREAS.slice(1)) {
    for (const [difficulty, count] of [
      ['basic', 6],
      ['intermediate', 10],
      ['advanced', 4],
    ] as const) {
      bank.push(...(await buildPool(db, { boardArea: area.id, difficulty, count })));
    }
  }
  return bank;
}
