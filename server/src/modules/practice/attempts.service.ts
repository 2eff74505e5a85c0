import { DIFFICULTY_LEVELS, parseTestId, testIdOf } from '@core/catalog';
import type {
  AnswerInput,
  Attempt,
  AttemptQuestions,
  Eligibility,
  TestResultDetail,
} from '@core/schemas/practice';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound, ValidationError } from '../../lib/http-errors';
import { resumeRefusal, testWithState, userMay } from '../access/access.service';
import { MESSAGES } from '../access/test-access.rules';
import * as q from './attempts.queries';
import { finalizeAttempt, GRACE_SECONDS, isPastGrace } from './grading';
import { getResultDetail, lettered } from './results.service';

const iso = (d: Date | string) => new Date(d).toISOString();
const TIME_UP = 'Time is up: answers sent after the deadline are not saved';

function remainingSeconds(a: Pick<q.AttemptRow, 'deadlineAt'>, now = new Date()): number {
  return Math.max(0, Math.ceil((new Date(a.deadlineAt).getTime() - now.getTime()) / 1000));
}

function presentAttempt(a: q.AttemptRow, answers: Answer[]): Attempt {
  const now = new Date();
  const limitMinutes = Math.round(
    (new Date(a.deadlineAt).getTime() - new Date(a.startedAt).getTime()) / 60_000,
  );
  return {
    id: a.id,
    test_id: a.testId,
    test_title: a.testTitle,
    board_area: a.boardAreaId,
    subject_index: a.subjectIndex,
    difficulty_level: a.difficulty,
    status: a.status,
    is_retake: a.isRetake,
    started_at: iso(a.startedAt),
    deadline_at: iso(a.deadlineAt),
    server_now: now.toISOString(),
    remaining_seconds: remainingSeconds(a, now),
    time_limit_minutes: limitMinutes,
    total_questions: a.totalQuestions,
    answers: answers.map((x) => ({
      question_id: x.questionId,
      selected_answer: (x.selectedAnswer as 'A' | 'B' | 'C' | 'D' | null) ?? null,
      flagged: x.flagged,
    })),
  };
}

type Answer = { questionId: string; selectedAnswer: string | null; flagged: boolean };
type Drawn = { questionId: string; position: number; question: string; options: string[] };

/** The attempt with its questions as the learner sees them: never the key or explanations. */
function present(a: q.AttemptRow, drawn: Drawn[], answers: Answer[]): AttemptQuestions {
  return {
    test_id: a.testId,
    attempt: presentAttempt(a, answers),
    questions: drawn.map((r) => ({
      id: r.questionId,
      position: r.position,
      question: r.question,
      options: r.options,
      all_options: lettered(r.options),
    })),
  };
}

async function presentWithQuestions(db: Db, a: q.AttemptRow): Promise<AttemptQuestions> {
  const rows = await q.loadSnapshotWithAnswers(db, a.id);
  const answers = rows
    .filter((r) => r.selectedAnswer !== null || r.flagged !== null)
    .map((r) => ({
      questionId: r.questionId,
      selectedAnswer: r.selectedAnswer,
      flagged: r.flagged ?? false,
    }));
  return present(a, rows, answers);
}

function refused(e: Eligibility) {
  return forbidden(e.reason ?? 'You cannot take this test', {
    reason: e.reason,
    contact_message: e.contact_message,
    test_result_id: e.last_result_id,
  });
}

function assertPolicy(user: UserRow): void {
  if (!userMay(user, 'take_tests').allowed) {
    throw forbidden(MESSAGES.payment.reason, {
      reason: MESSAGES.payment.reason,
      contact_message: MESSAGES.payment.contact,
    });
  }
}

/** The canonical id of a test id (board-area aliases accepted), or a 404. */
export function canonicalTestId(testId: string): {
  testId: string;
  parsed: NonNullable<ReturnType<typeof parseTestId>>;
} {
  const parsed = parseTestId(testId);
  if (!parsed) throw notFound('Test not found');
  return { testId: testIdOf(parsed.boardArea, parsed.subjectIndex, parsed.difficulty), parsed };
}

/**
 * Getting a test's questions starts the caller's attempt (questions drawn at random,
 * start and deadline set by the server) or resumes the one already running.
 */
export async function startOrResume(
  db: Db,
  user: UserRow,
  rawTestId: string,
  limit = 100,
): Promise<AttemptQuestions> {
  const { testId, parsed } = canonicalTestId(rawTestId);
  assertPolicy(user);
  // Hot path: a running attempt resumes after a light check of the locks.
  const running = await q.findOpenAttempt(db, user.id, testId);
  if (running && !isPastGrace(running)) {
    const refusal = await resumeRefusal(db, user, testId, parsed.boardArea);
    if (refusal) throw refused(refusal);
    return presentWithQuestions(db, running);
  }
  if (running) await finalizeAttempt(db, running.id, true); // its time is over: grade it first
  const state = await testWithState(db, user, testId);
  if (!state) throw notFound('Test not found');
  const e = state.eligibility;
  if (!e.can_take) throw refused(e);

  const level = DIFFICULTY_LEVELS.find((d) => d.id === parsed.difficulty)!;
  const count = Math.min(state.row.question_count || level.question_count, limit);
  const minutes = state.row.time_limit_minutes || level.time_limit_minutes;
  const now = new Date();
  const values = {
    userId: user.id,
    testId,
    testTitle: `${state.row.subject} — ${state.row.difficulty_label}`,
    boardArea: parsed.boardArea,
    subjectIndex: parsed.subjectIndex,
    difficulty: parsed.difficulty,
    isRetake: e.is_retake,
    count,
    startedAt: now,
    deadlineAt: new Date(now.getTime() + minutes * 60_000),
  };
  const created = await q.createAttempt(db, values);
  if (created.questions.length === 0) throw notFound(MESSAGES.noQuestions.reason);
  if (created.attemptId) {
    const attempt: q.AttemptRow = {
      id: created.attemptId,
      userId: values.userId,
      testId,
      testTitle: values.testTitle,
      boardAreaId: values.boardArea,
      subjectIndex: values.subjectIndex,
      difficulty: values.difficulty,
      questionIds: created.questions.map((d) => d.questionId),
      status: 'in_progress',
      isRetake: values.isRetake,
      autoSubmitted: false,
      startedAt: values.startedAt,
      deadlineAt: values.deadlineAt,
      submittedAt: null,
      score: null,
      correctAnswers: null,
      totalQuestions: created.questions.length,
      timeUsedSeconds: null,
    };
    return present(attempt, created.questions, []);
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
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const a = await q.lockAttempt(tx, attemptId, 'share');
    if (!a || a.userId !== userId) throw notFound('Attempt not found');
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
    await q.upsertAnswers(
      tx,
      a.id,
      answers.map((x) => ({
        questionId: x.question_id,
        selectedAnswer: x.selected_answer,
        flagged: x.flagged,
      })),
    );
    return { kind: 'saved' as const, attempt: a, saved: answers.length };
  });
}

export async function saveAnswers(db: Db, user: UserRow, attemptId: string, input: AnswerInput[]) {
  assertPolicy(user);
  const answers = lastPerQuestion(input);
  const fast = await q.saveIfOpen(db, attemptId, user.id, GRACE_SECONDS, answers.map(toUpsert));
  if (fast.deadlineAt && fast.written === answers.length) {
    return {
      attempt_id: attemptId,
      saved: fast.written,
      saved_at: new Date().toISOString(),
      remaining_seconds: remainingSeconds({ deadlineAt: fast.deadlineAt }),
    };
  }
  // Not saved in one go: find out why (and give the precise answer) on the slow path.
  const outcome = await saveInAttempt(db, user.id, attemptId, answers, false);
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
  const a = await q.findAttempt(db, attemptId, user.id);
  if (!a) throw notFound('Attempt not found');
  if (a.status === 'in_progress') {
    const late = isPastGrace(a);
    if (answers.length > 0) await saveInAttempt(db, user.id, a.id, answers, dropForeign);
    await finalizeAttempt(db, a.id, late);
  }
  return getResultDetail(db, user.id, a.id);
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
