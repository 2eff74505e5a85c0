/**
 * Where a learner's average stands among a group of learners (issue 18 item 2), with a privacy
 * floor: below PERCENTILE_FLOOR learners nothing is shown, because in a small group a rank gives
 * away the others' scores. The answer never carries anyone else's figure — only the learner's
 * own percentile and how many learners it was read among.
 */

export const PERCENTILE_FLOOR = 20;

export type PercentileHidden = 'no_average' | 'too_few_learners';

export type Percentile =
  | { shown: true; percentile: number; learners: number }
  | { shown: false; reason: PercentileHidden };

/**
 * Percentile rank of `own` in `population` (every learner's average, the learner's own
 * included): the share of learners below, counting ties as half, in whole percent —
 * (below + ½·equal) / n · 100. `own` null: the learner has no graded test yet.
 */
export function percentileAmong(
  own: number | null,
  population: readonly number[],
  floor = PERCENTILE_FLOOR,
): Percentile {
  if (own === null) return { shown: false, reason: 'no_average' };
  if (population.length < floor) return { shown: false, reason: 'too_few_learners' };
  let below = 0;
  let equal = 0;
  for (const x of population) {
    if (x < own) below += 1;
    else if (x === own) equal += 1;
  }
  const percentile = Math.round(((below + equal / 2) / population.length) * 100);
  return { shown: true, percentile, learners: population.length };
}
