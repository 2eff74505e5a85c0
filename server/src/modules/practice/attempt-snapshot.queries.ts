import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { attemptAnswers, attemptResults, testAttempts } from '../../db/schema/practice';
import { GroupBatcher } from '../../lib/group-batch';

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

// Without the question ids: the questions come with their ids from memory, and parsing the
// uuid[] was 7 % of a resume's app CPU once its statement was shared (bench/README.md).
const { questionIds: _, ...shownAttemptColumns } = getTableColumns(testAttempts);

const openAttemptsWithAnswers = oncePerDb((db) =>
  db
    .select({
      attempt: shownAttemptColumns,
      // [question id, answer, flag] triples: no key names for PostgreSQL to write and the app to parse.
      answers: sql<[string, string | null, boolean][]>`coalesce((
        select json_agg(json_build_array(s.question_id, s.selected_answer, s.flagged))
        from ${attemptAnswers} s where s.attempt_id = ${testAttempts.id}), '[]'::json)`,
    })
    .from(testAttempts)
    .where(
      and(
        sql`(${testAttempts.userId}, ${testAttempts.testId}) in (select * from unnest(
          ${sql.placeholder('userIds')}::uuid[], ${sql.placeholder('testIds')}::text[]))`,
        eq(testAttempts.status, 'in_progress'),
      ),
    )
    .prepare('open_attempts_with_answers'),
);

type OpenAttemptRow = Awaited<ReturnType<ReturnType<typeof openAttemptsWithAnswers>['execute']>>[number];
type OpenAttemptWithAnswers = { attempt: OpenAttemptRow['attempt']; answers: SavedAnswer[] };
type OpenAttemptKey = { userId: string; testId: string };

/** At most this many learners' resumes go in one statement. */
export const MAX_RESUMES_PER_STATEMENT = 100;

/** Several learners' open attempts (one per user and test, or none) with their saved answers, in one statement. */
export async function findOpenAttemptsWithAnswers(db: Db, keys: OpenAttemptKey[]) {
  const rows = await openAttemptsWithAnswers(db).execute({
    userIds: keys.map((k) => k.userId),
    testIds: keys.map((k) => k.testId),
  });
  const byKey = new Map(
    rows.map((r) => [
      `${r.attempt.userId} ${r.attempt.testId}`,
      {
        attempt: r.attempt,
        answers: r.answers.map(
          ([questionId, selectedAnswer, flagged]): SavedAnswer => ({ questionId, selectedAnswer, flagged }),
        ),
      },
    ]),
  );
  return keys.map((k) => byKey.get(`${k.userId} ${k.testId}`) ?? null);
}

/** This instance's resumes for `db`, sent together (lib/group-batch.ts). */
const resumeBatcher = oncePerDb(
  (db) =>
    new GroupBatcher<OpenAttemptKey, OpenAttemptWithAnswers | null>({
      send: (keys) => findOpenAttemptsWithAnswers(db, keys),
      maxBatch: MAX_RESUMES_PER_STATEMENT,
    }),
);

/**
 * This user's open attempt of one test with its saved answers (in no order): resuming is the
 * exam's most frequent read after saving, so the resumes of one moment on this instance go in
 * one statement (bench/README.md, "Issue 17, seventh pass"). A resume never shares a statement
 * sent before it arrived, so it sees every answer saved before it. Its questions, which never
 * change, come from attempt-questions.ts.
 */
export function findOpenAttemptWithAnswers(db: Db, userId: string, testId: string) {
  return resumeBatcher(db).add({ userId, testId });
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
