import { describe, expect, it } from 'vitest';
import { type AreaWeight, assessReadiness, correctAnswersToReach, type GradedAttempt } from './readiness';

const AREAS: AreaWeight[] = [
  { id: 'a', weight: 20 },
  { id: 'b', weight: 15 },
  { id: 'c', weight: 20 },
  { id: 'd', weight: 15 },
  { id: 'e', weight: 20 },
  { id: 'f', weight: 10 },
];
const now = new Date('2026-11-27T08:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const attempt = (boardArea: string, correct: number, total: number, ageDays = 0): GradedAttempt => ({
  boardArea,
  correct,
  total,
  submittedAt: daysAgo(ageDays),
});
const everyArea = (correct: number, total: number) => AREAS.map((a) => attempt(a.id, correct, total));

describe('assessReadiness (hand-worked)', () => {
  it('passes at 80 % everywhere: nothing to change', () => {
    const r = assessReadiness(everyArea(80, 100), AREAS, now);
    expect(r.weightedAverage).toBe(80);
    expect(r.verdict).toBe('passing');
    expect(r.retakeAreas).toEqual([]);
    expect(r.areas.map((a) => a.correctToChange)).toEqual([null, null, null, null, null, null]);
    // Wilson 95 % band for 80/100: 71.1–86.7
    expect(r.areas[0]).toMatchObject({ estimate: 80, low: 71.1, high: 86.7, itemsAnswered: 100 });
  });

  it('defers a learner at 82 % average with one area at 50 %: 25 more correct answers lift it to 60 %', () => {
    // (20·50 + 80·90) / 100 = 82
    const attempts = [attempt('a', 50, 100), ...AREAS.slice(1).map((a) => attempt(a.id, 90, 100))];
    const r = assessReadiness(attempts, AREAS, now);
    expect(r.weightedAverage).toBe(82);
    expect(r.verdict).toBe('deferred');
    expect(r.retakeAreas).toEqual(['a']);
    // (50 + k) / (100 + k) ≥ 0.6 ⇔ k ≥ 25
    expect(r.areas[0]!.correctToChange).toBe(25);
    expect(r.areas[1]!.correctToChange).toBeNull();
  });

  it('does not pass at 70 % everywhere, names the heaviest shortfall and what each area alone would need', () => {
    const r = assessReadiness(everyArea(70, 100), AREAS, now);
    expect(r.weightedAverage).toBe(70);
    expect(r.verdict).toBe('not_passing');
    expect(r.holdingBack).toBe('a'); // 20 · 30 % ties with c and e; the first in exam order
    // area a alone: the others give 80·70 = 5600; a must reach (7500 − 5600) / 20 = 95 %:
    // (70 + k) / (100 + k) ≥ 0.95 ⇔ k ≥ 500
    expect(r.areas[0]!.correctToChange).toBe(500);
    // area f (weight 10) would need 120 %: it cannot change the verdict alone
    expect(r.areas[5]!.correctToChange).toBeNull();
  });

  it('weighs recent attempts more: items of two weeks ago count half', () => {
    const attempts = [...everyArea(80, 100).slice(1), attempt('a', 0, 10, 14), attempt('a', 10, 10, 0)];
    const r = assessReadiness(attempts, AREAS, now);
    // effective: correct 10, total 5 + 10 = 15 → 66.7 %
    expect(r.areas[0]!.estimate).toBe(66.7);
    expect(r.areas[0]!.itemsAnswered).toBe(20);
  });

  it('gives no average or verdict until every area has a graded attempt', () => {
    const r = assessReadiness(everyArea(90, 100).slice(0, 5), AREAS, now);
    expect(r.weightedAverage).toBeNull();
    expect(r.verdict).toBe('not_enough_data');
    expect(r.areas[5]).toMatchObject({ estimate: null, low: null, high: null, itemsAnswered: 0 });
    expect(r.areas[0]!.correctToChange).toBeNull();
  });
});

describe('correctAnswersToReach', () => {
  it('is 0 when already there, the least k otherwise, null for a target of 100 % or more', () => {
    expect(correctAnswersToReach(6, 10, 0.6)).toBe(0);
    expect(correctAnswersToReach(5, 10, 0.6)).toBe(3); // 8/13 = 0.615; 7/12 = 0.583
    expect(correctAnswersToReach(5, 10, 1)).toBeNull();
  });
});
