import { LIMITS } from '@core/catalog';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
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

const statsOf = (db: Db) =>
  db
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
    .from(testAttempts);

// Read on every tests list, eligibility check and start: built once (db/once-per-db.ts).
const statsOfAll = oncePerDb((db) =>
  statsOf(db)
    .where(eq(testAttempts.userId, sql.placeholder('userId')))
    .groupBy(testAttempts.testId)
    .prepare('attempt_stats_all'),
);
const statsOfOne = oncePerDb((db) =>
  statsOf(db)
    .where(
      and(
        eq(testAttempts.userId, sql.placeholder('userId')),
        eq(testAttempts.testId, sql.placeholder('testId')),
      ),
    )
    .groupBy(testAttempts.testId)
    .prepare('attempt_stats_one'),
);

/** test id → the learner's attempt figures; `testId` narrows to one test. */
export async function attemptStats(
  db: Db,
  userId: string,
  testId?: string,
): Promise<Map<string, AttemptStats>> {
  const rows = testId
    ? await statsOfOne(db).execute({ userId, testId })
    : await statsOfAll(db).execute({ userId });
  return new Map(rows.map(({ testId: id, ...stats }) => [id, stats]));
}
