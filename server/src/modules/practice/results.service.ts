import type { AnswerLetter } from '@core/rules/scoring';
import { isPassing } from '@core/rules/scoring';
import type { TestResultDetail, TestResultSummary, TestResultsResponse } from '@core/schemas/practice';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import * as attempts from './attempts.queries';
import { finalizeOverdueFor } from './grading';
import type { Executor } from './questions.queries';
import * as q from './results.queries';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : new Date(0).toISOString());

export function lettered(options: string[]) {
  return { A: options[0] ?? '', B: options[1] ?? '', C: options[2] ?? '', D: options[3] ?? '' };
}

export function presentSummary(a: attempts.AttemptRow): TestResultSummary {
  const score = a.score ?? 0;
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
    completed_at: iso(a.submittedAt),
    test_date: iso(a.submittedAt),
    status: 'completed',
    passed: isPassing(score),
    is_retake: a.isRetake,
    auto_submitted: a.autoSubmitted,
  };
}

export function presentDetail(a: attempts.AttemptRow, snapshot: attempts.SnapshotRow[]): TestResultDetail {
  return {
    ...presentSummary(a),
    test_result_id: a.id,
    started_at: iso(a.startedAt),
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
    })),
  };
}

/** GET /test-results/{id}: the caller's own graded attempt, with the review of every question. */
export async function getResultDetail(db: Executor, userId: string, id: string): Promise<TestResultDetail> {
  const a = await attempts.findAttempt(db, id, userId);
  if (a?.status !== 'submitted') throw notFound('Test result not found');
  return presentDetail(a, await attempts.loadSnapshot(db, a.id));
}

export async function listResults(
  db: Db,
  userId: string,
  limit: number,
  boardArea?: string,
): Promise<TestResultsResponse> {
  await finalizeOverdueFor(db, userId); // a result whose time ran out belongs in the list
  const [rows, statistics] = await Promise.all([
    q.listSubmitted(db, userId, limit, boardArea),
    q.resultStatistics(db, userId),
  ]);
  return { test_results: rows.map(presentSummary), statistics };
}
