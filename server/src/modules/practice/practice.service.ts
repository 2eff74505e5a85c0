/**
 * What other modules may read of practice (the dashboard): a learner's graded attempts, summed
 * up. Practice's own calls live in attempts.service.ts, tests.service.ts and results.service.ts.
 */

import type { GradedAttempt } from '@core/rules/readiness';
import type { RecentResult } from '@core/schemas/dashboard';
import type { Db, Executor } from '../../db/client';
import { finalizeOverdueFor } from './grading';
import * as q from './results.queries';

export interface ResultTotals {
  totalTests: number;
  /** One decimal; null without a graded attempt. */
  averageScore: number | null;
  bestScore: number | null;
}

export function resultTotals(db: Executor, userId: string): Promise<ResultTotals> {
  return q.resultTotals(db, userId);
}

/** Manila days (YYYY-MM-DD) on which the learner finished a test, within the last `sinceDays`. */
export function testDays(db: Executor, userId: string, sinceDays: number): Promise<string[]> {
  return q.activeDays(db, userId, sinceDays);
}

/** The latest graded attempts, newest first, with their time. */
export async function latestResults(
  db: Executor,
  userId: string,
  limit: number,
): Promise<(RecentResult & { completedAt: Date })[]> {
  const rows = await q.latestGraded(db, userId, limit);
  return rows.map((a) => {
    const completedAt = new Date(a.submittedAt ?? a.deadlineAt);
    return {
      id: a.id,
      test_id: a.testId,
      test_title: a.testTitle,
      board_area: a.boardAreaId,
      difficulty_level: a.difficulty,
      score: a.score ?? 0,
      correct_answers: a.correctAnswers ?? 0,
      total_questions: a.totalQuestions,
      time_used: a.timeUsedSeconds ?? 0,
      completed_at: completedAt.toISOString(),
      completedAt,
    };
  });
}

/** Board area → average score (one decimal) and number of graded attempts. */
export async function averageByArea(db: Executor, userId: string) {
  const rows = await q.averageByArea(db, userId);
  return new Map(rows.map((r) => [r.boardArea, { average: r.average, tests: r.tests }]));
}

/** Area, correct and total of every graded attempt (the readiness estimate's input). */
export async function gradedAttemptCounts(db: Db, userId: string): Promise<GradedAttempt[]> {
  await finalizeOverdueFor(db, userId); // an attempt whose time ran out counts
  const rows = await q.gradedCounts(db, userId);
  return rows.map((r) => ({ ...r, submittedAt: new Date(r.submittedAt ?? Date.now()) }));
}

/**
 * Questions that attempts drew: the question bank deletes these softly (wired in app.ts, so
 * the bank, which practice reads, does not import practice).
 */
export function questionsInAttempts(db: Executor, ids: string[]): Promise<Set<string>> {
  return q.questionsInAttempts(db, ids);
}

/** Per question the learner answered in graded attempts: times answered and times right. */
export async function answerTallies(db: Db, userId: string) {
  await finalizeOverdueFor(db, userId);
  return q.answerTallies(db, userId);
}

/** Average score (one decimal) of every user with a graded attempt; within `ids` when given. */
export async function averageScores(db: Executor, ids?: string[]): Promise<Map<string, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await q.averageScores(db, ids);
  return new Map(rows.map((r) => [r.userId, r.average]));
}

/** Item analysis's per-question sums over graded attempts (item-tallies.queries.ts). */
export { answeredInGraded, itemTallies, type TallyRow, testTotals } from './item-tallies.queries';
// A mock board exam's sittings are practice attempts (the mock-exam module's side of it).
export {
  questionsSeenWithin,
  type SittingSpec,
  type SittingState,
  saveSittingAnswers,
  sittingQuestions,
  sittingReview,
  sittingStates,
  startSitting,
  submitSitting,
} from './sittings.service';
