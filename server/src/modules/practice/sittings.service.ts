/**
 * Mock board exam sittings (issue 18 item 3) are practice attempts of kind 'mock': the
 * mock-exam module picks the questions and checks the plan; practice keeps the copy of the
 * questions with their key, the answers, the server's deadline (the `practice.sweep` job
 * grades an abandoned sitting) and the grading, exactly as for a practice test.
 */
import type { AnswerInput, AttemptQuestions, TestResultDetail } from '@core/schemas/practice';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { findQuestions } from '../question-bank/question-bank.service';
import type { UserRow } from '../users/users.service';
import * as q from './attempts.queries';
import { gradeAttemptOf, presentWithQuestions, saveAnswersOf } from './attempts.service';
import { finalizeAttempt, finalizeOverdueFor, isPastGrace } from './grading';
import { remainingSeconds } from './practice.presenter';
import { getResultDetail } from './results.service';
import * as sq from './sittings.queries';

export interface SittingSpec {
  /** Unique per mock exam and area: at most one open attempt per key. */
  key: string;
  title: string;
  boardArea: string;
  minutes: number;
  /** In the order they are shown. */
  questionIds: string[];
}

/**
 * Starts a sitting: the questions are copied with their key, the deadline is the server's.
 * Returns the attempt's id; when a start under the same key raced this one, the open one's.
 */
export async function startSitting(db: Db, userId: string, spec: SittingSpec): Promise<string> {
  const rows = new Map((await findQuestions(db, spec.questionIds)).map((r) => [r.id, r]));
  const drawn = spec.questionIds.flatMap((id) => {
    const d = rows.get(id);
    if (!d) return [];
    return [
      {
        questionId: d.id,
        question: d.question,
        options: [d.optionA, d.optionB, d.optionC, d.optionD],
        correctAnswer: d.correctAnswer,
        explanation: d.explanation,
        aiExplanation: d.aiExplanation,
      },
    ];
  });
  if (drawn.length === 0) throw notFound('This board area has no questions in the bank yet');
  const now = new Date();
  const id = await q.createAttempt(
    db,
    {
      userId,
      testId: spec.key,
      testTitle: spec.title,
      boardArea: spec.boardArea,
      subjectIndex: 0,
      difficulty: 'mixed',
      isRetake: false,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + spec.minutes * 60_000),
      kind: 'mock',
    },
    drawn,
  );
  if (id) return id;
  const other = await q.findOpenAttempt(db, userId, spec.key);
  if (!other) throw new HttpError(409, 'The sitting could not be started; please try again');
  return other.id;
}

/** The running sitting's questions and saved answers (no key), or null once it is graded. */
export async function sittingQuestions(
  db: Db,
  userId: string,
  attemptId: string,
): Promise<AttemptQuestions | null> {
  const a = await q.findAttempt(db, attemptId, userId);
  if (a?.kind !== 'mock') throw notFound('Sitting not found');
  if (a.status === 'submitted') return null;
  if (isPastGrace(a)) {
    await finalizeAttempt(db, a.id, true); // its time ran out: graded from what was saved in time
    return null;
  }
  return presentWithQuestions(db, a);
}

export const saveSittingAnswers = (db: Db, user: UserRow, attemptId: string, answers: AnswerInput[]) =>
  saveAnswersOf(db, user, attemptId, answers, 'mock');

/** Grades the sitting unless it is graded already (a second submit changes nothing). */
export const submitSitting = (db: Db, user: UserRow, attemptId: string, answers: AnswerInput[]) =>
  gradeAttemptOf(db, user, attemptId, answers, false, 'mock');

export interface SittingState {
  status: 'in_progress' | 'submitted';
  startedAt: Date;
  deadlineAt: Date;
  remainingSeconds: number;
  correct: number;
  total: number;
  autoSubmitted: boolean;
}

/** The state of these sittings of the learner, after grading those whose time ran out. */
export async function sittingStates(
  db: Db,
  userId: string,
  ids: string[],
): Promise<Map<string, SittingState>> {
  if (ids.length === 0) return new Map();
  await finalizeOverdueFor(db, userId);
  const rows = await sq.sittingsOf(db, userId, ids);
  return new Map(
    rows.map((a) => [
      a.id,
      {
        status: a.status,
        startedAt: a.startedAt,
        deadlineAt: a.deadlineAt,
        remainingSeconds: a.status === 'in_progress' ? remainingSeconds(a) : 0,
        correct: a.correctAnswers ?? 0,
        total: a.totalQuestions,
        autoSubmitted: a.autoSubmitted,
      },
    ]),
  );
}

/** A graded sitting's review (key and explanations), as a practice test's result. */
export function sittingReview(db: Db, userId: string, attemptId: string): Promise<TestResultDetail> {
  return getResultDetail(db, userId, attemptId);
}

/** Questions the learner was shown in the last `days` days (a mock sitting avoids them). */
export function questionsSeenWithin(db: Db, userId: string, days: number, now = new Date()) {
  return sq.questionsDrawnSince(db, userId, new Date(now.getTime() - days * 86_400_000));
}
