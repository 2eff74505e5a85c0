import { and, desc, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attemptResults, testAttempts } from '../../db/schema/practice';
import { manilaDaySql, manilaWeekSql } from '../../db/sql';

const graded = (userId: string) =>
  and(eq(testAttempts.userId, userId), eq(testAttempts.status, 'submitted'), isNotNull(testAttempts.score));

/** A learner's graded attempts, newest first. */
export function listSubmitted(db: Executor, userId: string, limit: number, boardArea?: string) {
  return db
    .select()
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.status, 'submitted'),
        boardArea ? eq(testAttempts.boardAreaId, boardArea) : undefined,
      ),
    )
    .orderBy(desc(testAttempts.submittedAt))
    .limit(limit);
}

const averageScore = sql<number | null>`round(avg(${testAttempts.score})::numeric, 1)::float8`;

/** Over all of the learner's graded attempts; "this week" is the Monday-based week in Manila. */
export async function resultStatistics(db: Executor, userId: string) {
  const [row] = await db
    .select({
      total_tests: sql<number>`count(*)::int`,
      average_score: sql<number>`coalesce(${averageScore}, 0)`,
      best_score: sql<number>`coalesce(max(${testAttempts.score}), 0)::int`,
      recent_tests: sql<number>`(count(*) filter (where ${manilaWeekSql(testAttempts.submittedAt)} = ${manilaWeekSql(sql`now()`)}))::int`,
      recent_score: sql<number>`coalesce((array_agg(${testAttempts.score} order by ${testAttempts.submittedAt} desc))[1], 0)::int`,
    })
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), eq(testAttempts.status, 'submitted')));
  return row!;
}

/** Count, average and best of the graded attempts (null average and best without any). */
export async function resultTotals(db: Executor, userId: string) {
  const [row] = await db
    .select({
      totalTests: sql<number>`count(*)::int`,
      averageScore,
      bestScore: max(testAttempts.score),
    })
    .from(testAttempts)
    .where(graded(userId));
  return row!;
}

/** Manila days (YYYY-MM-DD) with a graded attempt in the last `sinceDays` days. */
export async function activeDays(db: Executor, userId: string, sinceDays: number): Promise<string[]> {
  const day = manilaDaySql(testAttempts.submittedAt);
  const rows = await db
    .selectDistinct({ day })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.status, 'submitted'),
        gt(testAttempts.submittedAt, sql`now() - make_interval(days => ${sinceDays})`),
      ),
    );
  return rows.map((r) => r.day);
}

/** Average score and number of graded attempts per board area (areas without any are absent). */
export function averageByArea(db: Executor, userId: string) {
  return db
    .select({ boardArea: testAttempts.boardAreaId, average: averageScore, tests: sql<number>`count(*)::int` })
    .from(testAttempts)
    .where(graded(userId))
    .groupBy(testAttempts.boardAreaId);
}

/** The latest graded attempts, newest first. */
export function latestGraded(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(testAttempts)
    .where(graded(userId))
    .orderBy(desc(testAttempts.submittedAt))
    .limit(limit);
}

/** Every graded attempt's area, counts and time: what the readiness estimate reads. */
export function gradedCounts(db: Executor, userId: string) {
  return db
    .select({
      boardArea: testAttempts.boardAreaId,
      correct: sql<number>`coalesce(${testAttempts.correctAnswers}, 0)`,
      total: testAttempts.totalQuestions,
      submittedAt: testAttempts.submittedAt,
    })
    .from(testAttempts)
    .where(graded(userId));
}

/** Which of these questions some attempt drew (its review holds a copy and points at the id). */
export async function questionsInAttempts(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: attemptResults.questionId })
    .from(attemptResults)
    .where(inArray(attemptResults.questionId, ids));
  return new Set(rows.map((r) => r.id));
}

/** Per question the learner answered in graded attempts: how often, how often right. */
export function answerTallies(db: Executor, userId: string) {
  return db
    .select({
      questionId: attemptResults.questionId,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${attemptResults.isCorrect}))::int`,
    })
    .from(attemptResults)
    .innerJoin(testAttempts, eq(testAttempts.id, attemptResults.attemptId))
    .where(graded(userId))
    .groupBy(attemptResults.questionId);
}

/** Every user's average score over graded attempts (the dashboard's average), optionally within `ids`. */
export function averageScores(db: Executor, ids?: string[]) {
  return db
    .select({
      userId: testAttempts.userId,
      average: sql<number>`round(avg(${testAttempts.score})::numeric, 1)::float8`,
    })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.status, 'submitted'),
        isNotNull(testAttempts.score),
        ids ? inArray(testAttempts.userId, ids) : undefined,
      ),
    )
    .groupBy(testAttempts.userId);
}
