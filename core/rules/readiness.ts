/**
 * Board readiness: a learner's practice results read against the passing rule of the
 * Criminologist Licensure Examination (RA 11131, the Act's rule on ratings): a weighted average
 * of at least 75 % with no board area below 60 %. A weighted average of 75 % or more with an area
 * below 60 % is "deferred": the examinee retakes only those areas.
 *
 * Estimates are recency-weighted: an attempt's items count for half after HALF_LIFE_DAYS, so a
 * learner who improved is judged by how they answer now. Pure; the server feeds it rows.
 */

export const PASSING_AVERAGE = 75;
export const AREA_FLOOR = 60;
export const HALF_LIFE_DAYS = 14;

export interface GradedAttempt {
  boardArea: string;
  correct: number;
  total: number;
  submittedAt: Date;
}

export interface AreaWeight {
  id: string;
  /** Share of the weighted average, in percent (the six sum to 100). */
  weight: number;
}

export interface AreaEstimate {
  id: string;
  weight: number;
  /** Recency-weighted share correct, in percent; null without any graded attempt. */
  estimate: number | null;
  /** 95 % band around the estimate (Wilson interval on the effective item count). */
  low: number | null;
  high: number | null;
  /** Items answered in graded attempts (not weighted). */
  itemsAnswered: number;
  /** Fewest further correct answers in this area that would change the verdict; null: none would. */
  correctToChange: number | null;
}

export type Verdict = 'passing' | 'deferred' | 'not_passing' | 'not_enough_data';

export interface Readiness {
  areas: AreaEstimate[];
  /** Weighted average in percent; null until every area has a graded attempt. */
  weightedAverage: number | null;
  verdict: Verdict;
  /** Deferred: the areas below the floor, to retake. */
  retakeAreas: string[];
  /** Not passing: the area whose shortfall costs the weighted average most. */
  holdingBack: string | null;
}

const DAY_MS = 86_400_000;
const round1 = (x: number) => Math.round(x * 10) / 10;

interface Effective {
  correct: number;
  total: number;
}

/** Items of older attempts count less: weight 2^(-age / half-life). */
function effectiveCounts(attempts: GradedAttempt[], now: Date): Effective {
  let correct = 0;
  let total = 0;
  for (const a of attempts) {
    const ageDays = Math.max(0, (now.getTime() - a.submittedAt.getTime()) / DAY_MS);
    const w = 2 ** (-ageDays / HALF_LIFE_DAYS);
    correct += w * a.correct;
    total += w * a.total;
  }
  return { correct, total };
}

/** Wilson score interval (z = 1.96) for a share p over n items, in percent. */
function wilson(p: number, n: number): [number, number] {
  const z = 1.96;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half) * 100, Math.min(1, centre + half) * 100];
}

/** Fewest k with (c + k) / (n + k) ≥ target (0–1), or null when the target is 1 or more. */
export function correctAnswersToReach(c: number, n: number, target: number): number | null {
  if (n > 0 && c / n >= target) return 0;
  if (target >= 1) return null;
  return Math.max(0, Math.ceil((target * n - c) / (1 - target) - 1e-9));
}

export function assessReadiness(attempts: GradedAttempt[], areas: AreaWeight[], now: Date): Readiness {
  const counts = new Map<string, Effective>();
  const answered = new Map<string, number>();
  for (const area of areas) {
    const mine = attempts.filter((a) => a.boardArea === area.id && a.total > 0);
    counts.set(area.id, effectiveCounts(mine, now));
    answered.set(
      area.id,
      mine.reduce((sum, a) => sum + a.total, 0),
    );
  }
  const share = (id: string) => {
    const e = counts.get(id)!;
    return e.total > 0 ? e.correct / e.total : null;
  };
  const complete = areas.every((a) => share(a.id) !== null);
  const totalWeight = areas.reduce((s, a) => s + a.weight, 0);
  const average = complete
    ? areas.reduce((s, a) => s + a.weight * share(a.id)! * 100, 0) / totalWeight
    : null;

  const below = areas.filter((a) => share(a.id) !== null && share(a.id)! * 100 < AREA_FLOOR).map((a) => a.id);
  let verdict: Verdict = 'not_enough_data';
  if (average !== null) {
    if (average < PASSING_AVERAGE) verdict = 'not_passing';
    else verdict = below.length > 0 ? 'deferred' : 'passing';
  }

  // The area whose gap to 100 % weighs most on the average holds the learner back.
  const holdingBack =
    verdict === 'not_passing'
      ? [...areas].sort((x, y) => y.weight * (1 - share(y.id)!) - x.weight * (1 - share(x.id)!))[0]!.id
      : null;

  const toChange = (id: string, weight: number): number | null => {
    const { correct, total } = counts.get(id)!;
    if (verdict === 'deferred') {
      return below.includes(id) ? correctAnswersToReach(correct, total, AREA_FLOOR / 100) : null;
    }
    if (verdict !== 'not_passing') return null;
    // Raise this area alone until the weighted average reaches 75 %.
    const others = areas.filter((a) => a.id !== id).reduce((s, a) => s + a.weight * share(a.id)! * 100, 0);
    const target = (PASSING_AVERAGE * totalWeight - others) / weight / 100;
    return correctAnswersToReach(correct, total, target);
  };

  return {
    areas: areas.map((a) => {
      const p = share(a.id);
      const { total } = counts.get(a.id)!;
      const band = p === null ? null : wilson(p, total);
      return {
        id: a.id,
        weight: a.weight,
        estimate: p === null ? null : round1(p * 100),
        low: band ? round1(band[0]) : null,
        high: band ? round1(band[1]) : null,
        itemsAnswered: answered.get(a.id)!,
        correctToChange: p === null ? null : toChange(a.id, a.weight),
      };
    }),
    weightedAverage: average === null ? null : round1(average),
    verdict,
    retakeAreas: verdict === 'deferred' ? below : [],
    holdingBack,
  };
}
