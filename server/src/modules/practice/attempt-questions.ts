import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client';
import { loadSnapshot } from './attempts.queries';
import { presentQuestions, type ShownQuestion } from './practice.presenter';

/**
 * Questions of an attempt kept in this instance's memory, so that one draw serves a whole exam;
 * about 600 bytes each, so some 30 MB at most. The least recently used attempts go first.
 */
export const MAX_CACHED_QUESTIONS = 50_000;

const byAttempt = new LRUCache<string, ShownQuestion[]>({
  maxSize: MAX_CACHED_QUESTIONS,
  sizeCalculation: (questions) => Math.max(1, questions.length),
});

/**
 * The questions of an attempt as the learner sees them (no key). They never change once drawn
 * (attempt_results is the attempt's own copy), so a copy in memory cannot go stale on any
 * instance; the attempt itself and its saved answers are still read from the database on every
 * call. A resume then reads only those (bench/README.md, "Issue 17, sixth pass").
 */
export async function attemptQuestions(db: Executor, attemptId: string): Promise<ShownQuestion[]> {
  const known = byAttempt.get(attemptId);
  if (known) return known;
  const questions = presentQuestions(await loadSnapshot(db, attemptId));
  byAttempt.set(attemptId, questions);
  return questions;
}

/** The questions of an attempt just drawn on this instance. */
export function rememberAttemptQuestions(attemptId: string, questions: ShownQuestion[]): void {
  byAttempt.set(attemptId, questions);
}

/** Frees an attempt's questions once it is graded (never needed for a resume again). */
export function forgetAttemptQuestions(attemptId: string): void {
  byAttempt.delete(attemptId);
}
