import { TIME_ZONE } from '@core/catalog';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testAttempts } from '../../db/schema';

/** A learner's graded attempts, newest first. */
export function listSubmitted(db: Db, userId: string, limit: number, boardArea?: string) {
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

export interface ResultStatistics {
  total_tests: number;
  average_score: number;
  best_score: number;
  recent_tests: number;
  recent_score: number;
}

/** Over all of the learner's graded attempts; "this week" is the Monday-based week in Manila. */
export async function resultStatistics(db: Db, userId: string): Promise<ResultStatistics> {
  const week = (col: unknown) => sql`date_trunc('week', ${col} at time zone ${TIME_ZONE})`;
  const result = await db.execute(sql`
    select count(*)::int as total_tests,
      coalesce(round(avg(score)::numeric, 1), 0)::float8 as average_score,
      coalesce(max(score), 0)::int as best_score,
      (count(*) filter (where ${week(sql`submitted_at`)} = ${week(sql`now()`)}))::int as recent_tests,
      coalesce((array_agg(score order by submitted_at desc))[1], 0)::int as recent_score
    from test_attempts
    where user_id = ${userId} and status = 'submitted'
  `);
  return result.rows[0] as unknown as ResultStatistics;
}
