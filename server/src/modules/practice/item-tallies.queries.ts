import type { ItemTally } from '@core/rules/item-stats';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attemptResults, testAttempts } from '../../db/schema/practice';

/**
 * Item analysis's sums, one row per question, in one aggregate over graded attempts
 * (core/rules/item-stats.ts turns them into facility, discrimination and flags).
 * y is the share correct on the rest of the attempt: (correct − this item) / (items − 1).
 */
const x = sql`(${attemptResults.isCorrect})::int`;
const hasRest = sql`${testAttempts.totalQuestions} > 1`;
const y = sql`((coalesce(${testAttempts.correctAnswers}, 0) - ${x})::float8 / nullif(${testAttempts.totalQuestions} - 1, 0))`;
const picks = (letter: string) =>
  sql<number>`(count(*) filter (where ${attemptResults.userAnswer} = ${letter}))::int`;

export interface TallyRow extends ItemTally {
  questionId: string;
  /** The practice test whose attempts drew it (a mock sitting's key only when none did). */
  testId: string;
}

export async function itemTallies(
  db: Executor,
  f: { testId?: string; questionIds?: string[] },
): Promise<TallyRow[]> {
  const rows = await db
    .select({
      questionId: attemptResults.questionId,
      // A question sits in one practice test's pool; a mock exam's sitting is no test of the
      // catalog, so its key counts only when no practice attempt drew the question.
      testId: sql<string>`coalesce(max(${testAttempts.testId}) filter (where ${testAttempts.kind} = 'practice'), max(${testAttempts.testId}))`,
      // The key the responses were graded against (their snapshot's); after a key correction
      // both keys are in the snapshots and the later letter is taken.
      key: sql<string>`max(${attemptResults.correctAnswer})`,
      n: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${attemptResults.isCorrect}))::int`,
      a: picks('A'),
      b: picks('B'),
      c: picks('C'),
      d: picks('D'),
      restN: sql<number>`(count(*) filter (where ${hasRest}))::int`,
      sumX: sql<number>`coalesce(sum(${x}) filter (where ${hasRest}), 0)::int`,
      sumY: sql<number>`coalesce(sum(${y}) filter (where ${hasRest}), 0)::float8`,
      sumY2: sql<number>`coalesce(sum(${y} * ${y}) filter (where ${hasRest}), 0)::float8`,
      sumXY: sql<number>`coalesce(sum(${x} * ${y}) filter (where ${hasRest}), 0)::float8`,
    })
    .from(attemptResults)
    .innerJoin(testAttempts, eq(testAttempts.id, attemptResults.attemptId))
    .where(
      and(
        eq(testAttempts.status, 'submitted'),
        f.testId ? eq(testAttempts.testId, f.testId) : undefined,
        f.questionIds ? inArray(attemptResults.questionId, f.questionIds) : undefined,
      ),
    )
    .groupBy(attemptResults.questionId);
  return rows.map((r) => ({
    questionId: r.questionId,
    testId: r.testId,
    key: r.key,
    n: r.n,
    correct: r.correct,
    choices: { A: r.a, B: r.b, C: r.c, D: r.d },
    rest: { n: r.restN, sumX: r.sumX, sumY: r.sumY, sumY2: r.sumY2, sumXY: r.sumXY },
  }));
}

/** Per practice test (mock exam sittings are not tests): graded attempts, distinct learners and the mean score. */
export function testTotals(db: Executor) {
  return db
    .select({
      testId: testAttempts.testId,
      attempts: sql<number>`count(*)::int`,
      learners: sql<number>`count(distinct ${testAttempts.userId})::int`,
      averageScore: sql<number | null>`round(avg(${testAttempts.score})::numeric, 1)::float8`,
    })
    .from(testAttempts)
    .where(and(eq(testAttempts.status, 'submitted'), eq(testAttempts.kind, 'practice')))
    .groupBy(testAttempts.testId);
}

/** Whether the learner answered this question in one of their graded attempts. */
export async function answeredInGraded(db: Executor, userId: string, questionId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(attemptResults)
    .innerJoin(testAttempts, eq(testAttempts.id, attemptResults.attemptId))
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.status, 'submitted'),
        eq(attemptResults.questionId, questionId),
      ),
    )
    .limit(1);
  return !!row;
}
