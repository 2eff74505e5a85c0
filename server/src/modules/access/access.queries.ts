import type { TestAccessStatus } from '@core/schemas/access';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { boardAreaAccess, testAccess } from '../../db/schema/access';

export type TestAccessRow = typeof testAccess.$inferSelect;

/** A user's test access rows; `testId` narrows to one test. */
export function testAccessRows(db: Executor, userId: string, testId?: string): Promise<TestAccessRow[]> {
  return db
    .select()
    .from(testAccess)
    .where(and(eq(testAccess.userId, userId), testId ? eq(testAccess.testId, testId) : undefined));
}

export function boardAreaAccessRows(db: Executor, userId: string, boardArea?: string) {
  return db
    .select({ boardAreaId: boardAreaAccess.boardAreaId, hasAccess: boardAreaAccess.hasAccess })
    .from(boardAreaAccess)
    .where(
      and(
        eq(boardAreaAccess.userId, userId),
        boardArea ? eq(boardAreaAccess.boardAreaId, boardArea) : undefined,
      ),
    );
}

export async function upsertTestAccess(
  db: Executor,
  row: {
    userId: string;
    testId: string;
    status: TestAccessStatus;
    reason: string | null;
    updatedBy: string | null;
  },
): Promise<void> {
  await db
    .insert(testAccess)
    .values({ ...row, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [testAccess.userId, testAccess.testId],
      set: { status: row.status, reason: row.reason, updatedBy: row.updatedBy, updatedAt: sql`now()` },
    });
}

/**
 * After grading: the test locks for the learner (completed_locked), unless an
 * administrator has locked it by hand meanwhile (that lock and its reason stay).
 */
export async function lockAfterCompletion(db: Executor, userId: string, testId: string, reason: string) {
  await db
    .insert(testAccess)
    .values({ userId, testId, status: 'completed_locked', reason, updatedBy: null })
    .onConflictDoUpdate({
      target: [testAccess.userId, testAccess.testId],
      set: { status: 'completed_locked', reason, updatedBy: null, updatedAt: sql`now()` },
      setWhere: ne(testAccess.status, 'manually_locked'),
    });
}

export async function setBoardAreaAccess(
  db: Executor,
  row: { userId: string; boardAreaId: string; hasAccess: boolean; updatedBy: string },
): Promise<void> {
  await db
    .insert(boardAreaAccess)
    .values({ ...row, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [boardAreaAccess.userId, boardAreaAccess.boardAreaId],
      set: { hasAccess: row.hasAccess, updatedBy: row.updatedBy, updatedAt: sql`now()` },
    });
}
