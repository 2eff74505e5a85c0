import type { TestAccessStatus } from '@core/schemas/access';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { boardAreaAccess, testAccess } from '../../db/schema/access';
import { anyOf } from '../../db/sql';

export type TestAccessRow = typeof testAccess.$inferSelect;

/** Users to whom an administrator closed this board area. */
export async function usersDeniedArea(db: Executor, boardArea: string): Promise<string[]> {
  const rows = await db
    .select({ userId: boardAreaAccess.userId })
    .from(boardAreaAccess)
    .where(and(eq(boardAreaAccess.boardAreaId, boardArea), eq(boardAreaAccess.hasAccess, false)));
  return rows.map((r) => r.userId);
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

/** Rows per test and status among `userIds` (the monitoring figures and the bulk status). */
export async function statusCounts(db: Executor, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ testId: testAccess.testId, status: testAccess.status, n: sql<number>`count(*)::int` })
    .from(testAccess)
    .where(anyOf(testAccess.userId, userIds, 'uuid'))
    .groupBy(testAccess.testId, testAccess.status);
}

/** Test access rows of several users, narrowed to some tests and statuses. */
export function rowsOf(
  db: Executor,
  f: { userIds?: string[]; testIds?: string[]; statuses?: TestAccessStatus[] },
): Promise<TestAccessRow[]> {
  if (f.userIds && !f.userIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(testAccess)
    .where(
      and(
        f.userIds ? anyOf(testAccess.userId, f.userIds, 'uuid') : undefined,
        f.testIds ? anyOf(testAccess.testId, f.testIds, 'text') : undefined,
        f.statuses ? anyOf(sql`${testAccess.status}::text`, f.statuses, 'text') : undefined,
      ),
    );
}

/** Every user × test pair becomes manually_locked; returns the pairs that changed. */
export async function lockPairs(
  tx: Executor,
  f: { userIds: string[]; testIds: string[]; reason: string; updatedBy: string },
) {
  if (!f.userIds.length || !f.testIds.length) return [];
  const result = await tx.execute(sql`
    insert into test_access (user_id, test_id, status, reason, updated_by, updated_at)
    select u, t, 'manually_locked', ${f.reason}, ${f.updatedBy}, now()
    from unnest(${`{${f.userIds.join(',')}}`}::uuid[]) u cross join unnest(${`{${f.testIds.join(',')}}`}::text[]) t
    on conflict (user_id, test_id) do update set
      status = 'manually_locked', reason = excluded.reason, updated_by = excluded.updated_by, updated_at = now()
      where test_access.status <> 'manually_locked'
    returning user_id
  `);
  return result.rows as { user_id: string }[];
}

/**
 * Lifts the administrators' locks of these tests (of `userIds` when given): back to
 * completed_locked where the learner has a graded attempt (`completed`: "user|test" keys), else available.
 */
export async function unlockPairs(
  tx: Executor,
  f: { userIds: string[]; testIds: string[]; completed: Set<string>; reason: string; updatedBy: string },
) {
  if (!f.userIds.length || !f.testIds.length) return [];
  const locked = await tx
    .select({ userId: testAccess.userId, testId: testAccess.testId })
    .from(testAccess)
    .where(
      and(
        anyOf(testAccess.userId, f.userIds, 'uuid'),
        anyOf(testAccess.testId, f.testIds, 'text'),
        eq(testAccess.status, 'manually_locked'),
      ),
    )
    .for('update');
  for (const status of ['completed_locked', 'available'] as const) {
    const pairs = locked.filter(
      (p) => f.completed.has(`${p.userId}|${p.testId}`) === (status === 'completed_locked'),
    );
    if (!pairs.length) continue;
    await tx.execute(sql`
      update test_access set status = ${status}, reason = ${f.reason}, updated_by = ${f.updatedBy}, updated_at = now()
      from unnest(${`{${pairs.map((p) => p.userId).join(',')}}`}::uuid[], ${`{${pairs.map((p) => p.testId).join(',')}}`}::text[]) as p(u, t)
      where test_access.user_id = p.u and test_access.test_id = p.t
    `);
  }
  return locked.map((p) => ({ user_id: p.userId }));
}

/** Several rows at once (the repair of missing or stale rows); a row already there is overwritten. */
export async function upsertMany(
  tx: Executor,
  rows: { userId: string; testId: string; status: TestAccessStatus; reason: string }[],
) {
  for (const r of rows) await upsertTestAccess(tx, { ...r, updatedBy: null });
}

/**
 * Board areas closed to a user, and their manually locked tests: what stops an open attempt.
 * One statement: it runs on every saved answer.
 */
/**
 * A user's test access rows and the board areas closed to them, in one statement (every
 * practice call needs them; access-cache.ts keeps them).
 */
export async function locksOf(db: Executor, userId: string) {
  const result = await db.execute<{ tests: Record<string, unknown>[]; denied: string[] }>(sql`
    select
      coalesce((select json_agg(t) from ${testAccess} t
                where t.user_id = ${userId}), '[]') as tests,
      array(select ${boardAreaAccess.boardAreaId} from ${boardAreaAccess}
            where ${boardAreaAccess.userId} = ${userId} and not ${boardAreaAccess.hasAccess}) as denied`);
  const row = result.rows[0]!;
  const tests: TestAccessRow[] = row.tests.map((t) => ({
    userId: t.user_id as string,
    testId: t.test_id as string,
    status: t.status as TestAccessStatus,
    reason: (t.reason as string | null) ?? null,
    updatedBy: (t.updated_by as string | null) ?? null,
    updatedAt: new Date(t.updated_at as string),
  }));
  return { tests, deniedAreas: row.denied };
}

/** Users with restrictions (closed areas) among `userIds`, by user. */
export async function closedAreasOf(db: Executor, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: boardAreaAccess.userId, boardAreaId: boardAreaAccess.boardAreaId })
    .from(boardAreaAccess)
    .where(and(anyOf(boardAreaAccess.userId, userIds, 'uuid'), eq(boardAreaAccess.hasAccess, false)));
}

/** Distinct users among `userIds` with a row in one of these statuses (of these tests). */
export async function userIdsWith(
  db: Executor,
  f: { userIds: string[]; statuses: TestAccessStatus[]; testIds?: string[] },
): Promise<string[]> {
  if (!f.userIds.length) return [];
  const rows = await db
    .selectDistinct({ userId: testAccess.userId })
    .from(testAccess)
    .where(
      and(
        anyOf(testAccess.userId, f.userIds, 'uuid'),
        anyOf(sql`${testAccess.status}::text`, f.statuses, 'text'),
        f.testIds ? anyOf(testAccess.testId, f.testIds, 'text') : undefined,
      ),
    );
  return rows.map((r) => r.userId);
}
