import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { attemptAnswers, attemptResults, questions, testAttempts } from '../../db/schema';
import type { Executor } from './questions.queries';

export type AttemptRow = typeof testAttempts.$inferSelect;
export type SnapshotRow = typeof attemptResults.$inferSelect;

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

export interface NewAttempt {
  userId: string;
  testId: string;
  testTitle: string;
  boardArea: string;
  subjectIndex: number;
  difficulty: string;
  isRetake: boolean;
  count: number;
  startedAt: Date;
  deadlineAt: Date;
}

export interface DrawnQuestion {
  questionId: string;
  position: number;
  question: string;
  options: string[];
}

/**
 * Starts an attempt in one statement: draws `count` questions of the pool in random order,
 * inserts the attempt (unless the user already has one open for this test) and the copy
 * of the drawn questions with their key. attemptId is null when nothing was inserted.
 */
export async function createAttempt(db: Executor, a: NewAttempt) {
  const result = await db.execute(sql`
    with drawn as (
      select id, question, option_a, option_b, option_c, option_d, correct_answer, explanation, ai_explanation,
        row_number() over (order by random())::int as position
      from questions
      where board_area_id = ${a.boardArea} and subject_index = ${a.subjectIndex} and difficulty = ${a.difficulty}
      order by position
      limit ${a.count}
    ), ins as (
      insert into test_attempts (user_id, test_id, test_title, board_area_id, subject_index, difficulty, question_ids,
        is_retake, started_at, deadline_at, total_questions)
      select ${a.userId}, ${a.testId}, ${a.testTitle}, ${a.boardArea}, ${a.subjectIndex}, ${a.difficulty},
        array(select id from drawn order by position), ${a.isRetake}, ${a.startedAt.toISOString()}::timestamptz,
        ${a.deadlineAt.toISOString()}::timestamptz, (select count(*) from drawn)
      where exists (select 1 from drawn)
      on conflict (user_id, test_id) where status = 'in_progress' do nothing
      returning id
    ), snap as (
      insert into attempt_results (attempt_id, position, question_id, question, options, correct_answer, explanation,
        ai_explanation)
      select ins.id, d.position, d.id, d.question, array[d.option_a, d.option_b, d.option_c, d.option_d],
        d.correct_answer, d.explanation, d.ai_explanation
      from ins cross join drawn d
    )
    select (select id from ins)::text as attempt_id,
      coalesce((select json_agg(json_build_object('questionId', d.id, 'position', d.position, 'question', d.question,
        'options', array[d.option_a, d.option_b, d.option_c, d.option_d]) order by d.position) from drawn d), '[]')
        as questions
  `);
  const row = result.rows[0] as { attempt_id: string | null; questions: DrawnQuestion[] };
  return { attemptId: row.attempt_id, questions: row.questions };
}

export function loadSnapshot(db: Executor, attemptId: string) {
  return db
    .select()
    .from(attemptResults)
    .where(eq(attemptResults.attemptId, attemptId))
    .orderBy(asc(attemptResults.position));
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

/**
 * The hot path of saving: one statement that saves the answers only if the attempt is
 * this user's, still open, within its deadline plus grace, and holds every question sent
 * (all or nothing). Returns how many rows were written (0: look closer) and the deadline.
 */
export async function saveIfOpen(
  db: Executor,
  attemptId: string,
  userId: string,
  graceSeconds: number,
  answers: AnswerUpsert[],
): Promise<{ written: number; deadlineAt: Date | null }> {
  const input = JSON.stringify(
    answers.map((a) => ({
      question_id: a.questionId,
      selected_answer: a.selectedAnswer,
      flagged: a.flagged ?? null,
    })),
  );
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as i(question_id uuid, selected_answer text, flagged boolean)
    ), a as (
      select id, deadline_at from test_attempts
      where id = ${attemptId} and user_id = ${userId} and status = 'in_progress'
        and now() <= deadline_at + make_interval(secs => ${graceSeconds})
        and question_ids @> array(select question_id from input)
      for share
    )
    insert into attempt_answers (attempt_id, question_id, selected_answer, flagged, answered_at)
    select a.id, i.question_id, i.selected_answer, coalesce(i.flagged, false), now() from a cross join input i
    on conflict (attempt_id, question_id) do update set
      selected_answer = excluded.selected_answer,
      flagged = coalesce((select i2.flagged from input i2 where i2.question_id = excluded.question_id), attempt_answers.flagged),
      answered_at = now()
    returning question_id, (select deadline_at from a) as deadline_at
  `);
  const first = result.rows[0] as { deadline_at: Date | string } | undefined;
  return { written: result.rows.length, deadlineAt: first ? new Date(first.deadline_at) : null };
}

/** The drawn questions with the learner's saved answer and flag, in order (resuming). */
export function loadSnapshotWithAnswers(db: Executor, attemptId: string) {
  return db
    .select({
      questionId: attemptResults.questionId,
      position: attemptResults.position,
      question: attemptResults.question,
      options: attemptResults.options,
      selectedAnswer: attemptAnswers.selectedAnswer,
      flagged: attemptAnswers.flagged,
    })
    .from(attemptResults)
    .leftJoin(
      attemptAnswers,
      and(
        eq(attemptAnswers.attemptId, attemptResults.attemptId),
        eq(attemptAnswers.questionId, attemptResults.questionId),
      ),
    )
    .where(eq(attemptResults.attemptId, attemptId))
    .orderBy(asc(attemptResults.position));
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
