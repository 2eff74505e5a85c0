import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { testAttempts } from '../../db/schema/practice';

/** The learner's mock sittings among these ids (another learner's read as absent). */
export function sittingsOf(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(testAttempts)
    .where(
      and(eq(testAttempts.userId, userId), eq(testAttempts.kind, 'mock'), inArray(testAttempts.id, ids)),
    );
}

const idRows = z.array(z.object({ id: z.string() }));

/** Questions drawn into any of the learner's attempts (practice or mock) started since `since`. */
export async function questionsDrawnSince(db: Executor, userId: string, since: Date): Promise<Set<string>> {
  const r = await db.execute(sql`
    select distinct unnest(${testAttempts.questionIds})::text as id from ${testAttempts}
    where ${testAttempts.userId} = ${userId} and ${testAttempts.startedAt} >= ${since.toISOString()}
  `);
  return new Set(idRows.parse(r.rows).map((x) => x.id));
}
