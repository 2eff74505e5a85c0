import { describe, expect, it } from 'vitest';
import { PERCENTILE_FLOOR, percentileAmong } from './percentile';

const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe('percentileAmong (hand-worked)', () => {
  it('is hidden at 19 learners and shown at 20: the privacy floor', () => {
    expect(PERCENTILE_FLOOR).toBe(20);
    expect(percentileAmong(10, range(19))).toEqual({ shown: false, reason: 'too_few_learners' });
    // 20 learners scoring 1..20; own 10: 9 below, 1 equal → (9 + 0.5) / 20 = 47.5 % → 48
    expect(percentileAmong(10, range(20))).toEqual({ shown: true, percentile: 48, learners: 20 });
  });

  it('counts ties as half: all 20 equal is the 50th percentile', () => {
    expect(percentileAmong(70, Array(20).fill(70))).toMatchObject({ percentile: 50 });
  });

  it('the best of 25 distinct averages: (24 + 0.5) / 25 = 98 %; the lowest: 0.5 / 25 = 2 %', () => {
    expect(percentileAmong(25, range(25))).toMatchObject({ percentile: 98, learners: 25 });
    expect(percentileAmong(1, range(25))).toMatchObject({ percentile: 2 });
  });

  it('works on one-decimal averages: 72.5 among 10×60.0, 5×72.5, 5×90.0 → (10 + 2.5) / 20 = 62.5 → 63', () => {
    const population = [...Array(10).fill(60), ...Array(5).fill(72.5), ...Array(5).fill(90)];
    expect(percentileAmong(72.5, population)).toEqual({ shown: true, percentile: 63, learners: 20 });
  });

  it('says why when the learner has no average yet, however large the group', () => {
    expect(percentileAmong(null, range(100))).toEqual({ shown: false, reason: 'no_average' });
  });

  it("never carries another learner's figure, only the learner's own rank and the group's size", () => {
    const r = percentileAmong(50, [3, 97, 42, ...range(17, 10)]);
    expect(Object.keys(r).sort()).toEqual(['learners', 'percentile', 'shown']);
  });

  it('takes a floor of its own', () => {
    expect(percentileAmong(2, [1, 2, 3], 3)).toEqual({ shown: true, percentile: 50, learners: 3 });
    expect(percentileAmong(2, [1, 2], 3)).toMatchObject({ shown: false });
  });
});
