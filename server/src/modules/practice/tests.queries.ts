import { LIMITS } from '@core/catalog';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testAttempts } from '../../db/schema/practice';

/** One learner's attempts of one test, summed up. */
export interface AttemptStats {
  attempts: number;
  lastScore: number | null;
  lastResultId: string | null;
  lastSubmittedAt: Date | null;
  inProgress: boolean;
  /** An open attempt whose deadline and grace have passed (to be graded first). */
  overdueAttemptId: string | null;
}

const submitted = sql`${testAttempts.status} = 'submitted'`;

/** test id → the learner's attempt figures; `testId` narrows to one test. */
export async function attemptStats(
  db: Executor,
  userId: string,
  testId?: string,
): Promise<Map<string, AttemptStats>> {
  const rows = await db
    .select({
      testId: testAttempts.testId,
      attempts: sql<number>`(count(*) filter (where ${submitted}))::int`,
      lastScore: sql<
        number | null
      >`(array_agg(${testAttempts.score} order by ${testAttempts.submittedAt} desc) filter (where ${submitted}))[1]`,
      lastResultId: sql<
        string | null
      >`((array_agg(${testAttempts.id} order by ${testAttempts.submittedAt} desc) filter (where ${submitted}))[1])::text`,
      lastSubmittedAt: max(testAttempts.submittedAt),
      inProgress: sql<boolean>`bool_or(${testAttempts.status} = 'in_progress')`,
      overdueAttemptId: sql<
        string | null
      >`((array_agg(${testAttempts.id}) filter (where ${testAttempts.status} = 'in_progress'
        and ${testAttempts.deadlineAt} + make_interval(secs => ${LIMITS.submitGraceSeconds}) < now()))[1])::text`,
    })
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), testId ? eq(testAttempts.testId, testId) : undefined))
    .groupBy(testAttempts.testId);
  return new Map(rows.map(({ testId: id, ...stats }) => [id, stats]));
}
