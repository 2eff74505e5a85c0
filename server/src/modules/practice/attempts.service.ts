import { DIFFICULTY_LEVELS, testTitleOf } from '@core/catalog';
import type { AnswerInput, AttemptQuestions, Eligibility, TestResultDetail } from '@core/schemas/practice';
import type { Db } from '../../db/client';
import { conflict, forbidden, HttpError, notFound, ValidationError } from '../../lib/http-errors';
import { locksFor, MESSAGES, restrictionsFor, userMay } from '../access/access.service';
import { drawQuestions } from '../question-bank/question-bank.service';
import type { UserRow } from '../users/users.service';
import { attemptQuestions, rememberAttemptQuestions } from './attempt-questions';
import * as q from './attempts.queries';
import { finalizeAttempt, isPastGrace } from './grading';
import {
  inQuestionOrder,
  presentAttemptQuestions,
  presentQuestions,
  presentSnapshot,
  remainingSeconds,
} from './practice.presenter';
import { getResultDetail } from './results.service';
import { saveWithOthers } from './save-batch';
import { canonicalTestId, paymentRefusal, resumeRefusal, testStates } from './tests.service';

const TIME_UP = 'Time is up: answers sent after the deadline are not saved';

export async function presentWithQuestions(db: Db, a: q.AttemptRow): Promise<AttemptQuestions> {
  return presentSnapshot(a, await q.loadSnapshotWithAnswers(db, a.id));
}

function refused(e: Eligibility) {
  return forbidden(e.reason ?? 'You cannot take this test', {
    reason: e.reason,
    contact_message: e.contact_message,
    test_result_id: e.last_result_id,
  });
}

function assertPolicy(user: UserRow): void {
  if (!userMay(user, 'take_tests').allowed) throw paymentRefusal();
}

/**
 * Getting a test's questions starts the caller's attempt (questions drawn at random,
 * start and deadline set by the server) or resumes the one already running. The server
 * decides the attempt's size (the test's count, or what the pool has); the client's `limit`
 * only trims the questions shown in this response, never what is graded.
 */
export async function startOrResume(
  db: Db,
  user: UserRow,
  rawTestId: string,
  limit = 100,
): Promise<AttemptQuestions> {
  const shown = await startOrResumeAttempt(db, user, rawTestId);
  return { ...shown, questions: shown.questions.slice(0, limit) };
}

async function startOrResumeAttempt(db: Db, user: UserRow, rawTestId: string): Promise<AttemptQuestions> {
  const { testId, parsed } = canonicalTestId(rawTestId);
  assertPolicy(user);
  // Hot path: a running attempt resumes after a light check of the locks, read alongside.
  const [open, locks] = await Promise.all([
    q.findOpenAttemptWithAnswers(db, user.id, testId),
    locksFor(db, user, testId),
  ]);
  const running = open?.attempt ?? null;
  if (open && running && !isPastGrace(running)) {
    const refusal = await resumeRefusal(db, user, testId, parsed.boardArea, locks);
    if (refusal) throw refused(refusal);
    const questions = await attemptQuestions(db, running.id);
    return presentAttemptQuestions(running, questions, inQuestionOrder(questions, open.answers));
  }
  if (running) await finalizeAttempt(db, running.id, true); // its time is over: grade it first
  // Grading locks the test (access's completion lock): then the locks are read again.
  const [state] = await testStates(db, user, testId, running ? undefined : locks);
  if (!state) throw notFound('Test not found');
  const e = state.eligibility;
  if (!e.can_take) throw refused(e);

  const level = DIFFICULTY_LEVELS.find((d) => d.id === parsed.difficulty)!;
  const count = state.test.question_count || level.question_count;
  const minutes = state.test.time_limit_minutes || level.time_limit_minutes;
  const now = new Date();
  const values: q.NewAttempt = {
    userId: user.id,
    testId,
    testTitle: testTitleOf(state.test.subject, state.test.difficulty_label),
    boardArea: parsed.boardArea,
    subjectIndex: parsed.subjectIndex,
    difficulty: parsed.difficulty,
    isRetake: e.is_retake,
    startedAt: now,
    deadlineAt: new Date(now.getTime() + minutes * 60_000),
  };
  const drawn = (await drawQuestions(db, parsed, count)).map((d) => ({
    questionId: d.id,
    question: d.question,
    options: [d.optionA, d.optionB, d.optionC, d.optionD],
    correctAnswer: d.correctAnswer,
    explanation: d.explanation,
    aiExplanation: d.aiExplanation,
  }));
  if (drawn.length === 0) throw notFound(MESSAGES.noQuestions.reason);
  const attemptId = await q.createAttempt(db, values, drawn);
  if (attemptId) {
    const attempt: q.AttemptRow = {
      id: attemptId,
      userId: values.userId,
      testId,
      testTitle: values.testTitle,
      boardAreaId: values.boardArea,
      subjectIndex: values.subjectIndex,
      difficulty: values.difficulty,
      questionIds: drawn.map((d) => d.questionId),
      status: 'in_progress',
      kind: 'practice',
      isRetake: values.isRetake,
      autoSubmitted: false,
      startedAt: values.startedAt,
      deadlineAt: values.deadlineAt,
      submittedAt: null,
      score: null,
      correctAnswers: null,
      totalQuestions: drawn.length,
      timeUsedSeconds: null,
    };
    const questions = presentQuestions(drawn.map((d, i) => ({ ...d, position: i + 1 })));
    rememberAttemptQuestions(attemptId, questions);
    return presentAttemptQuestions(attempt, questions, []);
  }
  // The same learner started this test a moment ago on another device: resume that one.
  const other = await q.findOpenAttempt(db, user.id, testId);
  if (!other) throw new HttpError(409, 'The test could not be started; please try again');
  return presentWithQuestions(db, other);
}

const toUpsert = (x: AnswerInput): q.AnswerUpsert => ({
  questionId: x.question_id,
  selectedAnswer: x.selected_answer,
  flagged: x.flagged,
});

function lastPerQuestion(answers: AnswerInput[]): AnswerInput[] {
  return [...new Map(answers.map((a) => [a.question_id, a])).values()];
}

type Kind = q.AttemptRow['kind'];
type SaveOutcome = { kind: 'saved'; attempt: q.AttemptRow; saved: number } | { kind: 'late' | 'submitted' };

/**
 * Saves answers unless the attempt is graded or its time (plus grace) is over. Answers for
 * questions not in the attempt are a 422, or dropped when `dropForeign` (compatibility calls).
 */
async function saveInAttempt(
  db: Db,
  userId: string,
  attemptId: string,
  input: AnswerInput[],
  dropForeign: boolean,
  kind: Kind,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const a = await q.lockAttempt(tx, attemptId, 'share');
    if (!a || a.userId !== userId || a.kind !== kind) throw notFound('Attempt not found');
    if (a.status === 'submitted') return { kind: 'submitted' as const };
    if (isPastGrace(a)) return { kind: 'late' as const };
    const inAttempt = new Set(a.questionIds);
    const foreign = input.filter((x) => !inAttempt.has(x.question_id));
    if (foreign.length > 0 && !dropForeign) {
      throw new ValidationError(
        foreign.map((x) => ({
          loc: ['body', 'question_id'],
          msg: `Question ${x.question_id} is not part of this test attempt`,
        })),
      );
    }
    const answers = lastPerQuestion(input.filter((x) => inAttempt.has(x.question_id)));
    await q.upsertAnswers(tx, a.id, answers.map(toUpsert));
    return { kind: 'saved' as const, attempt: a, saved: answers.length };
  });
}

/** A restriction set after the attempt began stops it on the learner's next request (403). */
async function assertStillAllowed(db: Db, user: UserRow, attemptId: string): Promise<void> {
  const a = await q.findAttempt(db, attemptId, user.id);
  if (a?.status !== 'in_progress') return;
  const refusal = await resumeRefusal(db, user, a.testId, a.boardAreaId);
  if (refusal) throw refused(refusal);
}

export async function saveAnswers(db: Db, user: UserRow, attemptId: string, input: AnswerInput[]) {
  assertPolicy(user);
  return saveAnswersOf(db, user, attemptId, input, 'practice');
}

/** Saving for an attempt of this kind (the caller has checked the entitlement). */
export async function saveAnswersOf(
  db: Db,
  user: UserRow,
  attemptId: string,
  input: AnswerInput[],
  kind: Kind,
) {
  const answers = lastPerQuestion(input);
  const blocked = await restrictionsFor(db, user);
  const fast = await saveWithOthers(db, {
    attemptId,
    userId: user.id,
    kind,
    answers: answers.map(toUpsert),
    blocked,
  });
  if (fast.deadlineAt && fast.written === answers.length) {
    return {
      attempt_id: attemptId,
      saved: fast.written,
      saved_at: new Date().toISOString(),
      remaining_seconds: remainingSeconds({ deadlineAt: fast.deadlineAt }),
    };
  }
  // Not saved in one go: find out why (and give the precise answer) on the slow path.
  if (blocked.deniedAreas.length || blocked.lockedTests.length) await assertStillAllowed(db, user, attemptId);
  const outcome = await saveInAttempt(db, user.id, attemptId, answers, false, kind);
  if (outcome.kind === 'submitted') throw conflict('This test has already been submitted');
  if (outcome.kind === 'late') {
    await finalizeAttempt(db, attemptId, true);
    throw conflict(TIME_UP);
  }
  if (outcome.kind !== 'saved') throw conflict('This test has already been submitted');
  return {
    attempt_id: attemptId,
    saved: outcome.saved,
    saved_at: new Date().toISOString(),
    remaining_seconds: remainingSeconds(outcome.attempt),
  };
}

/** Grades the attempt from the stored key (answers sent along are saved first if in time). */
export async function submitAttempt(
  db: Db,
  user: UserRow,
  attemptId: string,
  answers: AnswerInput[] = [],
  dropForeign = false,
): Promise<TestResultDetail> {
  assertPolicy(user);
  await gradeAttemptOf(db, user, attemptId, answers, dropForeign, 'practice');
  return getResultDetail(db, user.id, attemptId);
}

/**
 * Grades the caller's attempt of this kind unless it is graded already (a second submit
 * changes nothing); answers sent along are saved first if in time.
 */
export async function gradeAttemptOf(
  db: Db,
  user: UserRow,
  attemptId: string,
  answers: AnswerInput[],
  dropForeign: boolean,
  kind: Kind,
): Promise<void> {
  const a = await q.findAttempt(db, attemptId, user.id);
  if (!a || a.kind !== kind) throw notFound('Attempt not found');
  if (a.status === 'in_progress') {
    // Restricted since it began: it may still be graded, from what was saved before.
    const restricted = (await resumeRefusal(db, user, a.testId, a.boardAreaId)) !== null;
    const late = isPastGrace(a);
    if (answers.length > 0 && !restricted) await saveInAttempt(db, user.id, a.id, answers, dropForeign, kind);
    await finalizeAttempt(db, a.id, late);
  }
}

/**
 * The spec's submit calls (POST /user-tracking/test-result, /submit-enhanced-test) name a
 * test, not an attempt: they grade the caller's open attempt of that test, or return the
 * result already graded (a second submit).
 */
export async function submitForTest(db: Db, user: UserRow, rawTestId: string, answers: AnswerInput[]) {
  const { testId } = canonicalTestId(rawTestId);
  assertPolicy(user);
  const open = await q.findOpenAttempt(db, user.id, testId);
  if (open) return submitAttempt(db, user, open.id, answers, true);
  const last = await q.latestSubmitted(db, user.id, testId);
  if (!last) throw notFound('No attempt of this test is in progress; open the test to start one');
  return getResultDetail(db, user.id, last.id);
}
