/** Practice's own tables read for the administrators' test-access screens and repairs. */
import { and, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attemptResults, testAttempts } from '../../db/schema/practice';
import { anyOf } from '../../db/sql';

const submitted = eq(testAttempts.status, 'submitted');

/** Distinct user × test pairs with a graded attempt, as "user|test" keys. */
export async function submittedPairs(db: Executor, f: { userIds?: string[]; testIds?: string[] } = {}) {
  if (f.userIds && !f.userIds.length) return new Set<string>();
  const rows = await db
    .selectDistinct({ userId: testAttempts.userId, testId: testAttempts.testId })
    .from(testAttempts)
    .where(
      and(
        submitted,
        f.userIds ? anyOf(testAttempts.userId, f.userIds, 'uuid') : undefined,
        f.testIds ? anyOf(testAttempts.testId, f.testIds, 'text') : undefined,
      ),
    );
  return new Set(rows.map((r) => `${r.userId}|${r.testId}`));
}

/** Per user × test: graded attempts, last score and date (the monitoring page's users). */
export async function attemptFiguresOf(db: Executor, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      userId: testAttempts.userId,
      testId: testAttempts.testId,
      attempts: sql<number>`count(*)::int`,
      lastScore: sql<
        number | null
      >`(array_agg(${testAttempts.score} order by ${testAttempts.submittedAt} desc))[1]`,
      lastSubmittedAt: max(testAttempts.submittedAt),
    })
    .from(testAttempts)
    .where(and(submitted, anyOf(testAttempts.userId, userIds, 'uuid')))
    .groupBy(testAttempts.userId, testAttempts.testId);
}

/** Distinct users among `userIds` with at least one graded attempt. */
export async function usersWithSubmitted(db: Executor, userIds: string[]): Promise<number> {
  if (!userIds.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${testAttempts.userId})::int` })
    .from(testAttempts)
    .where(and(submitted, anyOf(testAttempts.userId, userIds, 'uuid')));
  return row?.n ?? 0;
}

/** Graded question rows whose is_correct disagrees with their answer and key; set right. */
export async function fixCorrectFlags(tx: Executor): Promise<string[]> {
  const rows = await tx
    .update(attemptResults)
    .set({ isCorrect: sql`not ${attemptResults.isCorrect}` })
    .where(
      and(
        sql`${attemptResults.attemptId} in (select id from test_attempts where status = 'submitted')`,
        sql`${attemptResults.isCorrect} <> coalesce(${attemptResults.userAnswer} = ${attemptResults.correctAnswer}, false)`,
      ),
    )
    .returning({ attemptId: attemptResults.attemptId });
  return rows.map((r) => r.attemptId);
}

/** Graded attempts with their stored figures and the correct count their question rows give. */
export async function gradedFigures(tx: Executor) {
  return tx
    .select({
      id: testAttempts.id,
      score: testAttempts.score,
      correctAnswers: testAttempts.correctAnswers,
      totalQuestions: testAttempts.totalQuestions,
      counted: sql<number>`(select count(*)::int from attempt_results r where r.attempt_id = ${testAttempts.id} and r.is_correct)`,
    })
    .from(testAttempts)
    .where(submitted);
}

export async function setFigures(tx: Executor, id: string, score: number, correctAnswers: number) {
  await tx.update(testAttempts).set({ score, correctAnswers }).where(eq(testAttempts.id, id));
}
