/** Test data for the mock exam: a learner's earlier attempts (what the draw avoids). */
import type { TestUser } from '../../../test/factories';
import type { Db } from '../../db/client';
import { testAttempts } from '../../db/schema/practice';

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
