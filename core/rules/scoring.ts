/**
 * Grading rules of decisions.md "Practice tests": score = round(100 × correct / total),
 * unanswered counts as wrong, pass label at 75, colour bands at 80 / 60.
 */
import { LIMITS } from '../catalog';

export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

export function isAnswerLetter(value: unknown): value is AnswerLetter {
  return typeof value === 'string' && (ANSWER_LETTERS as readonly string[]).includes(value);
}

/**
 * A stored correct answer from what an author typed: a letter A–D (any case, spaces
 * around allowed) or, as in older data, a 0–3 index (number or digit string). Null when
 * it is neither.
 */
export function normalizeAnswerKey(value: unknown): AnswerLetter | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 0 && value <= 3 ? ANSWER_LETTERS[value] : null;
  }
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase();
  if (isAnswerLetter(v)) return v;
  if (/^[0-3]$/.test(v)) return ANSWER_LETTERS[Number(v)];
  return null;
}

export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((100 * correct) / total);
}

export interface GradedAnswer {
  correct_answer: string;
  user_answer: string | null;
}

/** Counts correct answers; a missing or null answer is wrong. */
export function gradeAnswers(items: GradedAnswer[]): { correct: number; total: number; score: number } {
  const correct = items.filter((i) => i.user_answer !== null && i.user_answer === i.correct_answer).length;
  return { correct, total: items.length, score: scorePercent(correct, items.length) };
}

export function isPassing(score: number): boolean {
  return score >= LIMITS.passingScore;
}

export function passLabel(score: number): 'Passed' | 'Needs Review' {
  return isPassing(score) ? 'Passed' : 'Needs Review';
}

export type ScoreBand = 'green' | 'yellow' | 'red';

export function scoreBand(score: number): ScoreBand {
  if (score >= LIMITS.scoreGreenAt) return 'green';
  if (score >= LIMITS.scoreYellowAt) return 'yellow';
  return 'red';
}

/** Seconds between start and the earlier of submission and deadline, never negative. */
export function timeUsedSeconds(startedAt: Date, deadlineAt: Date, submittedAt: Date): number {
  const end = Math.min(submittedAt.getTime(), deadlineAt.getTime());
  return Math.max(0, Math.round((end - startedAt.getTime()) / 1000));
}
