import type { AnswerLetter } from '@core/rules/scoring';
import { isPassing } from '@core/rules/scoring';
import { toIso } from '@core/rules/time';
import type { userTestSchema } from '@core/schemas/access';
import type {
  Attempt,
  AttemptQuestions,
  Eligibility,
  TestEntry,
  TestResultDetail,
  TestResultSummary,
} from '@core/schemas/practice';
import type { z } from 'zod';
import type { CatalogTest } from '../catalog/catalog.service';
import type { AttemptRow, SnapshotRow, SnapshotWithAnswer } from './attempts.queries';

export function lettered(options: string[]) {
  return { A: options[0] ?? '', B: options[1] ?? '', C: options[2] ?? '', D: options[3] ?? '' };
}

export function remainingSeconds(a: Pick<AttemptRow, 'deadlineAt'>, now = new Date()): number {
  return Math.max(0, Math.ceil((new Date(a.deadlineAt).getTime() - now.getTime()) / 1000));
}

export type Answer = { questionId: string; selectedAnswer: string | null; flagged: boolean };
export type Drawn = { questionId: string; position: number; question: string; options: string[] };

/** An attempt as a learner sees it: the ids of its questions come with the questions. */
export type ShownAttempt = Omit<AttemptRow, 'questionIds'>;

function presentAttempt(a: ShownAttempt, answers: Answer[]): Attempt {
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
    started_at: toIso(a.startedAt),
    deadline_at: toIso(a.deadlineAt),
    server_now: now.toISOString(),
    remaining_seconds: remainingSeconds(a, now),
    time_limit_minutes: limitMinutes,
    total_questions: a.totalQuestions,
    answers: answers.map((x) => ({
      question_id: x.questionId,
      selected_answer: (x.selectedAnswer as AnswerLetter | null) ?? null,
      flagged: x.flagged,
    })),
  };
}

/** A drawn question as the learner sees it: never the key or explanations. */
export type ShownQuestion = AttemptQuestions['questions'][number];

export function presentQuestions(drawn: Drawn[]): ShownQuestion[] {
  return drawn.map((r) => ({
    id: r.questionId,
    position: r.position,
    question: r.question,
    options: r.options,
    all_options: lettered(r.options),
  }));
}

/** The attempt with its questions as the learner sees them and the answers saved so far. */
export function presentAttemptQuestions(
  a: ShownAttempt,
  questions: ShownQuestion[],
  answers: Answer[],
): AttemptQuestions {
  return { test_id: a.testId, attempt: presentAttempt(a, answers), questions };
}

/** An attempt with its drawn questions and the answers saved so far (start or resume). */
export function presentSnapshot(a: AttemptRow, rows: SnapshotWithAnswer[]): AttemptQuestions {
  const answers = rows
    .filter((r) => r.selectedAnswer !== null || r.flagged !== null)
    .map((r) => ({
      questionId: r.questionId,
      selectedAnswer: r.selectedAnswer,
      flagged: r.flagged ?? false,
    }));
  return presentAttemptQuestions(a, presentQuestions(rows), answers);
}

/** Saved answers (in any order) in the order of the attempt's questions. */
export function inQuestionOrder(questions: ShownQuestion[], answers: Answer[]): Answer[] {
  const byQuestion = new Map(answers.map((x) => [x.questionId, x]));
  return questions.flatMap((q) => byQuestion.get(q.id) ?? []);
}

export function presentSummary(a: AttemptRow): TestResultSummary {
  const score = a.score ?? 0;
  // A graded attempt always has its submission time; the deadline stands in for a row without one.
  const completedAt = toIso(a.submittedAt ?? a.deadlineAt);
  return {
    id: a.id,
    _id: a.id,
    test_id: a.testId,
    test_title: a.testTitle,
    board_area: a.boardAreaId,
    subject_index: a.subjectIndex,
    difficulty_level: a.difficulty,
    score,
    correct_answers: a.correctAnswers ?? 0,
    total_questions: a.totalQuestions,
    time_taken: a.timeUsedSeconds ?? 0,
    time_used: a.timeUsedSeconds ?? 0,
    completed_at: completedAt,
    test_date: completedAt,
    status: 'completed',
    passed: isPassing(score),
    is_retake: a.isRetake,
    auto_submitted: a.autoSubmitted,
  };
}

export function presentDetail(
  a: AttemptRow,
  snapshot: SnapshotRow[],
  citations: ReadonlyMap<string, string | null>,
): TestResultDetail {
  return {
    ...presentSummary(a),
    test_result_id: a.id,
    started_at: toIso(a.startedAt),
    detailed_results: snapshot.map((r) => ({
      question_id: r.questionId,
      position: r.position,
      question: r.question,
      options: r.options,
      all_options: lettered(r.options),
      user_answer: (r.userAnswer as AnswerLetter | null) ?? null,
      correct_answer: r.correctAnswer as AnswerLetter,
      is_correct: r.isCorrect,
      explanation: r.explanation,
      ai_explanation: r.aiExplanation,
      citation: citations.get(r.questionId) ?? null,
    })),
  };
}

/** A test of the catalog as listed for one learner, with their eligibility. */
export function presentTestEntry(t: CatalogTest, available: number, e: Eligibility): TestEntry {
  // The eligibility spread last: spread first and 11 properties added after it took V8's slow
  // path (about 3 ms of app CPU per 108-test list, 12 % of the exam-day start; bench/README.md).
  return {
    id: t.test_id,
    title: `${t.subject} — ${t.difficulty_label}`,
    area_id: t.board_area,
    board_area: t.board_area,
    subject: t.subject,
    subject_index: t.subject_index,
    difficulty_level: t.difficulty,
    questions: Math.min(t.question_count, available),
    timeLimit: t.time_limit_minutes,
    time_limit_minutes: t.time_limit_minutes,
    available_questions: available,
    ...e,
  };
}

export type UserTest = z.infer<typeof userTestSchema>;
