/**
 * Item analysis (issue 18 item 5): how a question behaves across learners' graded attempts.
 *
 * - Facility: the share of responses that were correct (an unanswered item counts as wrong).
 * - Discrimination: the corrected point-biserial, i.e. the Pearson correlation between getting
 *   this item right (1/0) and the share correct on the REST of the same attempt (the item itself
 *   left out, so it does not correlate with itself). Chosen over upper–lower 27 % because it uses
 *   every response and is computed from five sums that SQL aggregates in one pass.
 * - Distractor shares: the share of responses that picked each option, the key included, and
 *   the share left unanswered.
 * - Flags: facility above 0.95 or below 0.2, negative discrimination, a distractor nobody picked.
 *
 * Nothing is computed from fewer than MIN_RESPONSES responses: the figures would mostly be noise.
 */

export const MIN_RESPONSES = 30;
export const EASY_ABOVE = 0.95;
export const HARD_BELOW = 0.2;
export const LETTERS = ['A', 'B', 'C', 'D'] as const;
export type Letter = (typeof LETTERS)[number];

/** What SQL sums per question (x = 1 when correct, y = the attempt's rest score in 0..1). */
export interface ItemTally {
  /** Responses: graded presentations of the item, answered or not. */
  n: number;
  /** Σx: correct responses. */
  correct: number;
  /** Picks per option letter. */
  choices: Record<Letter, number>;
  /**
   * The point-biserial's sums over the responses whose attempt had other items (an attempt of
   * one item has no rest score): their count, Σx, Σy, Σy², Σxy.
   */
  rest: { n: number; sumX: number; sumY: number; sumY2: number; sumXY: number };
  /** The key the responses were graded against (the latest one when it changed). */
  key: string;
}

export type ItemFlag = 'too_easy' | 'too_hard' | 'negative_discrimination' | 'unused_distractor';

export type ItemStats =
  | { sufficient: false; responses: number }
  | {
      sufficient: true;
      responses: number;
      facility: number;
      /** Null when it cannot be computed (every response right, or every rest score equal). */
      discrimination: number | null;
      choiceShares: Record<Letter, number>;
      omittedShare: number;
      unusedDistractors: Letter[];
      flags: ItemFlag[];
    };

/** Pearson's r from sums, with x binary (Σx² = Σx); null when either variable has no spread. */
export function pointBiserial(
  n: number,
  sumX: number,
  sumY: number,
  sumY2: number,
  sumXY: number,
): number | null {
  const varX = n * sumX - sumX * sumX;
  const varY = n * sumY2 - sumY * sumY;
  // float sums of equal y values can leave a tiny positive residue
  if (n < 2 || varX <= 0 || varY <= 1e-9 * n * n) return null;
  return (n * sumXY - sumX * sumY) / Math.sqrt(varX * varY);
}

export function itemStats(t: ItemTally): ItemStats {
  if (t.n < MIN_RESPONSES) return { sufficient: false, responses: t.n };
  const facility = t.correct / t.n;
  const { rest } = t;
  const discrimination = pointBiserial(rest.n, rest.sumX, rest.sumY, rest.sumY2, rest.sumXY);
  const choiceShares = Object.fromEntries(LETTERS.map((l) => [l, t.choices[l] / t.n])) as Record<
    Letter,
    number
  >;
  const answered = LETTERS.reduce((s, l) => s + t.choices[l], 0);
  const unusedDistractors = LETTERS.filter((l) => l !== t.key && t.choices[l] === 0);
  const flags: ItemFlag[] = [];
  if (facility > EASY_ABOVE) flags.push('too_easy');
  if (facility < HARD_BELOW) flags.push('too_hard');
  if (discrimination !== null && discrimination < 0) flags.push('negative_discrimination');
  if (unusedDistractors.length > 0) flags.push('unused_distractor');
  return {
    sufficient: true,
    responses: t.n,
    facility,
    discrimination,
    choiceShares,
    omittedShare: (t.n - answered) / t.n,
    unusedDistractors,
    flags,
  };
}
