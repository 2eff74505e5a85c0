import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attemptAnswers, attemptResults, testAttempts } from '../../db/schema/practice';

export type AttemptRow = typeof testAttempts.$inferSelect;
export type SnapshotRow = typeof attemptResults.$inferSelect;
// Reading an attempt's drawn questions (and saved answers) lives in attempt-snapshot.queries.ts.
export {
  findOpenAttemptWithAnswers,
  loadSnapshot,
  loadSnapshotWithAnswers,
  type SavedAnswer,
  type SnapshotWithAnswer,
} from './attempt-snapshot.queries';

const overdue = (graceSeconds: number) =>
  sql`${testAttempts.deadlineAt} + make_interval(secs => ${graceSeconds}) < now()`;

/** This user's attempts of one test in one status. */
const ofTest = (userId: string, testId: string, status: AttemptRow['status']) =>
  and(eq(testAttempts.userId, userId), eq(testAttempts.testId, testId), eq(testAttempts.status, status));

export async function findOpenAttempt(db: Executor, userId: string, testId: string) {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(ofTest(userId, testId, 'in_progress'));
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
    .where(ofTest(userId, testId, 'submitted'))
    .orderBy(desc(testAttempts.submittedAt))
    .limit(1);
  return row ?? null;
}

export interface NewAttempt {
  userId: string;
  testId: string;
  testTitle: string;
  boardArea: string;
  subjectIndex: number;
  difficulty: string;
  isRetake: boolean;
  startedAt: Date;
  deadlineAt: Date;
  /** Default 'practice'; 'mock' for a mock exam's sitting. */
  kind?: AttemptRow['kind'];
}

/** A question as drawn for an attempt, with its key (kept in the attempt's snapshot). */
export interface DrawnQuestion {
  questionId: string;
  question: string;
  options: string[];
  correctAnswer: string;
  explanation: string | null;
  aiExplanation: string | null;
}

/**
 * Inserts the attempt and the copy of its drawn questions (positions 1..n in the drawn order),
 * unless the user already has one open for this test: then nothing is written and null is
 * returned (a start on another device at the same moment). One statement (atomic, one round
 * trip on the exam-day start).
 */
export async function createAttempt(
  db: Executor,
  a: NewAttempt,
  drawn: DrawnQuestion[],
): Promise<string | null> {
  const snapshot = JSON.stringify(
    drawn.map((d, i) => ({
      position: i + 1,
      question_id: d.questionId,
      question: d.question,
      options: d.options,
      correct_answer: d.correctAnswer,
      explanation: d.explanation,
      ai_explanation: d.aiExplanation,
    })),
  );
  const questionIds = `{${drawn.map((d) => d.questionId).join(',')}}`;
  const result = await db.execute<{ id: string }>(sql`
    with created as (
      insert into ${testAttempts} (user_id, test_id, test_title, board_area_id, subject_index, difficulty,
        question_ids, is_retake, kind, started_at, deadline_at, total_questions)
      values (${a.userId}, ${a.testId}, ${a.testTitle}, ${a.boardArea}, ${a.subjectIndex}, ${a.difficulty},
        ${questionIds}::uuid[], ${a.isRetake}, ${a.kind ?? 'practice'}, ${a.startedAt.toISOString()}::timestamptz,
        ${a.deadlineAt.toISOString()}::timestamptz, ${drawn.length})
      on conflict (user_id, test_id) where status = 'in_progress' do nothing
      returning id
    ), copied as (
      insert into ${attemptResults} (attempt_id, position, question_id, question, options, correct_answer,
        explanation, ai_explanation)
      select created.id, q.position, q.question_id, q.question, q.options, q.correct_answer,
        q.explanation, q.ai_explanation
      from created cross join jsonb_to_recordset(${snapshot}::jsonb) as q(position int, question_id uuid,
        question text, options text[], correct_answer text, explanation text, ai_explanation text)
    )
    select id from created`);
  return result.rows[0]?.id ?? null;
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

/** Copies the saved answers onto the drawn questions and marks them; returns each answered question's mark. */
export async function gradeSnapshot(
  tx: Executor,
  attemptId: string,
): Promise<{ questionId: string; isCorrect: boolean }[]> {
  const graded = await tx
    .update(attemptResults)
    .set({
      userAnswer: sql`${attemptAnswers.selectedAnswer}`,
      isCorrect: sql`(${isNotNull(attemptAnswers.selectedAnswer)} and ${attemptAnswers.selectedAnswer} = ${attemptResults.correctAnswer})`,
    })
    .from(attemptAnswers)
    .where(
      and(
        eq(attemptResults.attemptId, attemptId),
        eq(attemptAnswers.attemptId, attemptId),
        eq(attemptAnswers.questionId, attemptResults.questionId),
      ),
    )
    .returning({ questionId: attemptResults.questionId, isCorrect: attemptResults.isCorrect });
  return graded;
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
