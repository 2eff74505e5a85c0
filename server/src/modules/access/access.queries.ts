import { LIMITS } from '@core/catalog';
import type { TestAccessStatus } from '@core/schemas/access';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardAreaAccess, testAccess, users, verificationRequests } from '../../db/schema';

/** A database handle or an open transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TestStateRow {
  test_id: string;
  board_area: string;
  board_area_title: string;
  icon: string;
  color: string;
  weight: number;
  subject_index: number;
  subject: string;
  difficulty: string;
  difficulty_label: string;
  question_count: number;
  time_limit_minutes: number;
  available: number;
  attempts: number;
  last_score: number | null;
  last_result_id: string | null;
  last_submitted_at: Date | string | null;
  in_progress: boolean;
  /** An open attempt of this test whose deadline and grace have passed (to be graded first). */
  overdue_attempt_id: string | null;
  status: TestAccessStatus | null;
  reason: string | null;
  updated_at: Date | string | null;
  updated_by: string | null;
  has_access: boolean;
}

/**
 * Every practice test (subjects × difficulties) with one learner's state: pool size,
 * attempts, last score, access status and board-area access. One statement for all 108
 * tests; pass `only` to read a single test.
 */
export async function loadTestStates(
  db: Executor,
  userId: string,
  only?: { boardArea: string; subjectIndex: number; difficulty: string },
): Promise<TestStateRow[]> {
  const poolWhere: SQL = only
    ? sql`where board_area_id = ${only.boardArea} and subject_index = ${only.subjectIndex} and difficulty = ${only.difficulty}`
    : sql``;
  const attWhere: SQL = only
    ? sql`and test_id = ${`${only.boardArea}-${only.subjectIndex}-${only.difficulty}`}`
    : sql``;
  const testWhere: SQL = only
    ? sql`where s.board_area_id = ${only.boardArea} and s.subject_index = ${only.subjectIndex} and d.id = ${only.difficulty}`
    : sql``;
  const result = await db.execute(sql`
    with pool as (
      select board_area_id, subject_index, difficulty, count(*)::int as n
      from questions ${poolWhere} group by 1, 2, 3
    ), att as (
      select test_id,
        count(*) filter (where status = 'submitted')::int as attempts,
        (array_agg(score order by submitted_at desc) filter (where status = 'submitted'))[1] as last_score,
        (array_agg(id order by submitted_at desc) filter (where status = 'submitted'))[1] as last_result_id,
        max(submitted_at) as last_submitted_at,
        bool_or(status = 'in_progress') as in_progress,
        (array_agg(id) filter (where status = 'in_progress'
          and deadline_at + make_interval(secs => ${LIMITS.submitGraceSeconds}) < now()))[1] as overdue_attempt_id
      from test_attempts where user_id = ${userId} ${attWhere} group by test_id
    ), tests as (
      select s.board_area_id || '-' || s.subject_index || '-' || d.id as test_id,
        s.board_area_id, s.subject_index, s.name, d.id as difficulty, d.label, d.question_count,
        d.time_limit_minutes, b.title, b.icon, b.color, b.weight, b.sort_order, d.sort_order as d_order
      from subjects s join board_areas b on b.id = s.board_area_id cross join difficulty_levels d
      ${testWhere}
    )
    select t.test_id, t.board_area_id as board_area, t.title as board_area_title, t.icon, t.color, t.weight,
      t.subject_index, t.name as subject, t.difficulty, t.label as difficulty_label, t.question_count,
      t.time_limit_minutes, coalesce(p.n, 0)::int as available, coalesce(a.attempts, 0)::int as attempts,
      a.last_score, a.last_result_id::text as last_result_id, a.last_submitted_at,
      coalesce(a.in_progress, false) as in_progress, a.overdue_attempt_id::text as overdue_attempt_id,
      ta.status::text as status, ta.reason, ta.updated_at,
      ta.updated_by::text as updated_by, coalesce(ba.has_access, true) as has_access
    from tests t
    left join pool p on p.board_area_id = t.board_area_id and p.subject_index = t.subject_index
      and p.difficulty = t.difficulty
    left join att a on a.test_id = t.test_id
    left join test_access ta on ta.user_id = ${userId} and ta.test_id = t.test_id
    left join board_area_access ba on ba.user_id = ${userId} and ba.board_area_id = t.board_area_id
    order by t.sort_order, t.subject_index, t.d_order
  `);
  return result.rows as unknown as TestStateRow[];
}

/** Only what can stop a running attempt: the test's access row and the area's restriction. */
export async function loadLocks(db: Executor, userId: string, testId: string, boardArea: string) {
  const result = await db.execute(sql`
    select (select status::text from test_access where user_id = ${userId} and test_id = ${testId}) as status,
      (select reason from test_access where user_id = ${userId} and test_id = ${testId}) as reason,
      coalesce((select has_access from board_area_access where user_id = ${userId} and board_area_id = ${boardArea}), true)
        as has_access
  `);
  return result.rows[0] as { status: TestAccessStatus | null; reason: string | null; has_access: boolean };
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

export function findUser(db: Executor, userId: string) {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
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

export function listBoardAreaAccess(db: Executor, userId: string) {
  return db
    .select({ boardAreaId: boardAreaAccess.boardAreaId, hasAccess: boardAreaAccess.hasAccess })
    .from(boardAreaAccess)
    .where(eq(boardAreaAccess.userId, userId));
}

export async function updateUserVerification(
  db: Executor,
  userId: string,
  set: Partial<
    Pick<
      typeof users.$inferInsert,
      'paymentVerified' | 'isVerified' | 'subscription' | 'subscriptionExpiresAt'
    >
  >,
) {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Pending verification requests of a user are settled by an administrator's decision. */
export async function settlePendingRequests(
  db: Executor,
  userId: string,
  status: 'approved' | 'rejected',
  adminId: string,
  notes: string,
) {
  await db
    .update(verificationRequests)
    .set({ status, adminNotes: notes, processedBy: adminId, processedAt: sql`now()` })
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'pending')));
}
