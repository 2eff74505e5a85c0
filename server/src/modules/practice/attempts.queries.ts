import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { attemptAnswers, attemptResults, questions, subjects, testAttempts } from '../../db/schema';
import type { Executor } from './questions.queries';

export type AttemptRow = typeof testAttempts.$inferSelect;
export type SnapshotRow = typeof attemptResults.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;

const overdue = (graceSeconds: number) =>
  sql`${testAttempts.deadlineAt} + make_interval(secs => ${graceSeconds}) < now()`;

export async function findOpenAttempt(db: Executor, userId: string, testId: string) {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.testId, testId),
        eq(testAttempts.status, 'in_progress'),
      ),
    );
  return row ?? null;
}

/** An attempt of this user (another user's attempt reads as absent). */
export async function findAttempt(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.id, id), eq(testAttempts.userId, userId)));
  return row ?? null;
}

export async function lockAttempt(tx: Executor, id: string, mode: 'update' | 'share') {
  const [row] = await tx.select().from(testAttempts).where(eq(testAttempts.id, id)).for(mode);
  return row ?? null;
}

export async function latestSubmitted(db: Executor, userId: string, testId: string) {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.testId, testId),
        eq(testAttempts.status, 'submitted'),
      ),
    )
    .orderBy(desc(testAttempts.submittedAt))
    .limit(1);
  return row ?? null;
}

export async function subjectNameOf(db: Executor, boardArea: string, subjectIndex: number) {
  const [row] = await db
    .select({ name: subjects.name })
    .from(subjects)
    .where(and(eq(subjects.boardAreaId, boardArea), eq(subjects.subjectIndex, subjectIndex)));
  return row?.name ?? null;
}

/** `n` questions of the pool in random order. */
export function drawQuestions(
  db: Executor,
  pool: { boardArea: string; subjectIndex: number; difficulty: string },
  n: number,
) {
  return db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.boardAreaId, pool.boardArea),
        eq(questions.subjectIndex, pool.subjectIndex),
        eq(questions.difficulty, pool.difficulty),
      ),
    )
    .orderBy(sql`random()`)
    .limit(n);
}

/** Inserts the attempt unless the user already has one open for this test (then null). */
export async function insertAttempt(tx: Executor, values: typeof testAttempts.$inferInsert) {
  const [row] = await tx
    .insert(testAttempts)
    .values(values)
    .onConflictDoNothing({
      target: [testAttempts.userId, testAttempts.testId],
      where: sql`${testAttempts.status} = 'in_progress'`,
    })
    .returning();
  return row ?? null;
}

export async function insertSnapshot(tx: Executor, rows: (typeof attemptResults.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(attemptResults).values(rows);
}

export function loadSnapshot(db: Executor, attemptId: string) {
  return db
    .select()
    .from(attemptResults)
    .where(eq(attemptResults.attemptId, attemptId))
    .orderBy(asc(attemptResults.position));
}

export function loadAnswers(db: Executor, attemptId: string) {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

export interface AnswerUpsert {
  questionId: string;
  selectedAnswer: string | null;
  flagged: boolean | undefined;
}

/** Saves answers; an answer without `flagged` keeps the stored flag. */
export async function upsertAnswers(tx: Executor, attemptId: string, answers: AnswerUpsert[]) {
  for (const withFlag of [true, false]) {
    const group = answers.filter((a) => (a.flagged !== undefined) === withFlag);
    if (group.length === 0) continue;
    await tx
      .insert(attemptAnswers)
      .values(
        group.map((a) => ({
          attemptId,
          questionId: a.questionId,
          selectedAnswer: a.selectedAnswer,
          flagged: a.flagged ?? false,
          answeredAt: sql`now()`,
        })),
      )
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: {
          selectedAnswer: sql`excluded.selected_answer`,
          answeredAt: sql`now()`,
          ...(withFlag && { flagged: sql`excluded.flagged` }),
        },
      });
  }
}

/** Copies the saved answers onto the drawn questions and marks them; returns the correct count. */
export async function gradeSnapshot(tx: Executor, attemptId: string): Promise<number> {
  const result = await tx.execute(sql`
    with graded as (
      update attempt_results r
      set user_answer = a.selected_answer,
          is_correct = (a.selected_answer is not null and a.selected_answer = r.correct_answer)
      from attempt_answers a
      where r.attempt_id = ${attemptId} and a.attempt_id = ${attemptId} and a.question_id = r.question_id
      returning r.is_correct
    )
    select count(*) filter (where is_correct)::int as correct from graded
  `);
  return Number((result.rows[0] as { correct: number } | undefined)?.correct ?? 0);
}

export async function markSubmitted(
  tx: Executor,
  id: string,
  set: {
    score: number;
    correctAnswers: number;
    timeUsedSeconds: number;
    submittedAt: Date;
    autoSubmitted: boolean;
  },
) {
  const [row] = await tx
    .update(testAttempts)
    .set({ ...set, status: 'submitted' })
    .where(eq(testAttempts.id, id))
    .returning();
  return row!;
}

export async function overdueAttemptIdsOf(db: Executor, userId: string, graceSeconds: number) {
  const rows = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(
      and(eq(testAttempts.userId, userId), eq(testAttempts.status, 'in_progress'), overdue(graceSeconds)),
    );
  return rows.map((r) => r.id);
}

/** Overdue open attempts, locked for this transaction; rows another instance holds are skipped. */
export function lockOverdueBatch(tx: Executor, graceSeconds: number, limit: number) {
  return tx
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.status, 'in_progress'), overdue(graceSeconds)))
    .orderBy(asc(testAttempts.deadlineAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
