import { describe, expect, it } from 'vitest';
import { type ItemTally, itemStats, MIN_RESPONSES, pointBiserial } from './item-stats';

/**
 * Hand-computed fixture: 30 responses to an item keyed B, each with the share correct on the
 * rest of its attempt (0.8 or 0.4).
 *   10 × B (right), rest 0.8     5 × B (right), rest 0.4
 *    5 × wrong, rest 0.8: A A A C C
 *   10 × wrong, rest 0.4: A A A A C C C C, 2 unanswered
 * Facility 15/30 = 0.5. Shares: A 7/30, B 15/30, C 6/30, D 0, unanswered 2/30.
 * Sums: Σx = 15, Σy = 8 + 2 + 4 + 4 = 18, Σy² = 15·0.64 + 15·0.16 = 12, Σxy = 8 + 2 = 10.
 * r = (30·10 − 15·18) / √((30·15 − 15²)(30·12 − 18²)) = 30 / √(225·36) = 30/90 = 1/3
 * (both variables are two-valued: the phi of the table [[10, 5], [5, 10]] = (100 − 25)/225).
 */
const fixture: ItemTally = {
  n: 30,
  correct: 15,
  choices: { A: 7, B: 15, C: 6, D: 0 },
  key: 'B',
  rest: { n: 30, sumX: 15, sumY: 18, sumY2: 12, sumXY: 10 },
};

/** The same 30 responses, one by one, to check the hand sums above. */
const responses: { pick: string | null; rest: number }[] = [
  ...Array(10).fill({ pick: 'B', rest: 0.8 }),
  ...Array(5).fill({ pick: 'B', rest: 0.4 }),
  ...['A', 'A', 'A', 'C', 'C'].map((pick) => ({ pick, rest: 0.8 })),
  ...['A', 'A', 'A', 'A', 'C', 'C', 'C', 'C', null, null].map((pick) => ({ pick, rest: 0.4 })),
];

describe('item statistics', () => {
  it('the fixture sums are those of its responses', () => {
    const x: number[] = responses.map((r) => (r.pick === 'B' ? 1 : 0));
    expect(responses).toHaveLength(30);
    expect(x.reduce((a, b) => a + b, 0)).toBe(15);
    expect(responses.reduce((s, r) => s + r.rest, 0)).toBeCloseTo(18, 10);
    expect(responses.reduce((s, r) => s + r.rest ** 2, 0)).toBeCloseTo(12, 10);
    expect(responses.reduce((s, r, i) => s + r.rest * x[i]!, 0)).toBeCloseTo(10, 10);
  });

  it('facility, point-biserial, choice shares and the unused distractor', () => {
    const s = itemStats(fixture);
    if (!s.sufficient) throw new Error('expected statistics');
    expect(s.facility).toBe(0.5);
    expect(s.discrimination).toBeCloseTo(1 / 3, 12);
    expect(s.choiceShares).toEqual({ A: 7 / 30, B: 0.5, C: 0.2, D: 0 });
    expect(s.omittedShare).toBeCloseTo(2 / 30, 12);
    expect(s.unusedDistractors).toEqual(['D']);
    expect(s.flags).toEqual(['unused_distractor']);
  });

  it('a distractor nobody picks is a flag, the key nobody picks is not a distractor', () => {
    const s = itemStats({ ...fixture, key: 'D', correct: 0, rest: { ...fixture.rest, sumX: 0, sumXY: 0 } });
    if (!s.sufficient) throw new Error('expected statistics');
    expect(s.unusedDistractors).toEqual([]);
    expect(s.flags).toEqual(['too_hard']);
    expect(s.discrimination).toBeNull(); // nobody right: no spread in x
  });

  it('negative discrimination: the stronger learners get it wrong', () => {
    // swap the rest scores: right answers now sit with 0.4 → Σxy = 10·0.4 + 5·0.8 = 8
    const s = itemStats({ ...fixture, rest: { ...fixture.rest, sumXY: 8 } });
    if (!s.sufficient) throw new Error('expected statistics');
    expect(s.discrimination).toBeCloseTo(-1 / 3, 12); // (240 − 270)/90
    expect(s.flags).toEqual(['negative_discrimination', 'unused_distractor']);
  });

  it('facility thresholds: above 0.95 too easy, below 0.2 too hard, 0.2 itself is not', () => {
    const at = (correct: number) =>
      itemStats({ ...fixture, correct, choices: { A: 10, B: correct, C: 10, D: 10 } });
    const flagsOf = (correct: number) => {
      const s = at(correct);
      return s.sufficient ? s.flags : null;
    };
    expect(flagsOf(29)).toContain('too_easy'); // 0.967
    expect(flagsOf(28)).not.toContain('too_easy'); // 0.933
    expect(flagsOf(5)).toContain('too_hard'); // 0.167
    expect(flagsOf(6)).not.toContain('too_hard'); // 0.2
  });

  it(`nothing is computed below ${MIN_RESPONSES} responses`, () => {
    expect(itemStats({ ...fixture, n: 29 })).toEqual({ sufficient: false, responses: 29 });
    expect(itemStats({ ...fixture, n: 0 })).toEqual({ sufficient: false, responses: 0 });
  });

  it('no discrimination without spread in the rest scores', () => {
    expect(pointBiserial(30, 15, 18, 18 * 0.6, 9)).toBeNull(); // every rest score 0.6
    expect(pointBiserial(1, 1, 0.5, 0.25, 0.5)).toBeNull();
  });
});
