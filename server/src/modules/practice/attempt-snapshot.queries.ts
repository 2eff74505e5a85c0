import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { attemptAnswers, attemptResults, testAttempts } from '../../db/schema/practice';

/** A drawn question with the learner's saved answer and flag (null when none is saved). */
export interface SnapshotWithAnswer {
  questionId: string;
  position: number;
  question: string;
  options: string[];
  selectedAnswer: string | null;
  flagged: boolean | null;
}

/** A saved answer or flag of an attempt. */
export interface SavedAnswer {
  questionId: string;
  selectedAnswer: string | null;
  flagged: boolean;
}

const openAttemptWithAnswers = preparedOnce((db) =>
  db
    .select({
      attempt: testAttempts,
      answers: sql<SavedAnswer[]>`coalesce((
        select json_agg(json_build_object(
          'questionId', s.question_id, 'selectedAnswer', s.selected_answer, 'flagged', s.flagged))
        from ${attemptAnswers} s where s.attempt_id = ${testAttempts.id}), '[]'::json)`,
    })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, sql.placeholder('userId')),
        eq(testAttempts.testId, sql.placeholder('testId')),
        eq(testAttempts.status, 'in_progress'),
      ),
    )
    .prepare('open_attempt_with_answers'),
);

/**
 * This user's open attempt of one test with its saved answers (in no order), in one statement:
 * resuming is the exam's most frequent read after saving. Its questions, which never change,
 * come from attempt-questions.ts.
 */
export async function findOpenAttemptWithAnswers(db: Db, userId: string, testId: string) {
  const [row] = await openAttemptWithAnswers(db).execute({ userId, testId });
  return row ?? null;
}

export function loadSnapshot(db: Executor, attemptId: string) {
  return db
    .select()
    .from(attemptResults)
    .where(eq(attemptResults.attemptId, attemptId))
    .orderBy(asc(attemptResults.position));
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
