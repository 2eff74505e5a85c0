import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

/**
 * This user's open attempt of one test with its drawn questions and saved answers, in one
 * statement (resuming is the exam's most frequent read after saving).
 */
export async function findOpenAttemptWithSnapshot(db: Executor, userId: string, testId: string) {
  const [row] = await db
    .select({
      attempt: testAttempts,
      snapshot: sql<SnapshotWithAnswer[]>`coalesce((
        select json_agg(json_build_object(
          'questionId', r.question_id, 'position', r.position, 'question', r.question,
          'options', r.options, 'selectedAnswer', s.selected_answer, 'flagged', s.flagged
        ) order by r.position)
        from ${attemptResults} r
        left join ${attemptAnswers} s on s.attempt_id = r.attempt_id and s.question_id = r.question_id
        where r.attempt_id = ${testAttempts.id}), '[]'::json)`,
    })
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
