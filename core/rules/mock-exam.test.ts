import { describe, expect, it } from 'vitest';
import { blueprintCounts, MOCK_SITTINGS, type PoolItem, planDraw, sittingMinutes } from './mock-exam';

/** A deterministic generator, so a failing draw can be replayed. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function pool(perCell: number, difficulties = ['basic', 'intermediate', 'advanced']): PoolItem[] {
  const out: PoolItem[] = [];
  for (const difficulty of difficulties)
    for (let subjectIndex = 1; subjectIndex <= 6; subjectIndex++)
      for (let i = 0; i < perCell; i++)
        out.push({ id: `${difficulty}-${subjectIndex}-${i}`, subjectIndex, difficulty });
  return out;
}

const mixOf = (p: PoolItem[], ids: string[]) => {
  const byId = new Map(p.map((x) => [x.id, x]));
  const c: Record<string, number> = {};
  for (const id of ids) c[byId.get(id)!.difficulty] = (c[byId.get(id)!.difficulty] ?? 0) + 1;
  return c;
};

describe('blueprint counts', () => {
  it('100 items per area → 30 / 50 / 20', () => {
    expect(blueprintCounts(100)).toEqual({ basic: 30, intermediate: 50, advanced: 20 });
  });
  it('short form 20 → 6 / 10 / 4', () => {
    expect(blueprintCounts(20)).toEqual({ basic: 6, intermediate: 10, advanced: 4 });
  });
  it('any size sums to itself (largest remainder: 7 → 2.1 / 3.5 / 1.4 → 2 / 4 / 1)', () => {
    expect(blueprintCounts(7)).toEqual({ basic: 2, intermediate: 4, advanced: 1 });
    for (let n = 0; n <= 120; n++) {
      const c = blueprintCounts(n);
      expect(c.basic + c.intermediate + c.advanced).toBe(n);
    }
  });
});

describe('sitting minutes', () => {
  it('the full form is the PRC program (3 × 3 h 30 + 3 × 2 h 30); the short form fits 2 hours', () => {
    const full = MOCK_SITTINGS.reduce((s, x) => s + sittingMinutes('full', x.area), 0);
    const short = MOCK_SITTINGS.reduce((s, x) => s + sittingMinutes('short', x.area), 0);
    expect(full).toBe(18 * 60);
    expect(short).toBe(120);
    expect(sittingMinutes('full', 'criminal-law')).toBe(210);
    expect(sittingMinutes('short', 'correctional-administration')).toBe(17);
  });
});

describe('planDraw', () => {
  it('draws the mix from unseen items, spread evenly over the subjects', () => {
    const p = pool(10);
    const plan = planDraw(p, new Set(), 100, seeded(1));
    expect(plan).toMatchObject({ repeated: 0, offMix: 0, missing: 0 });
    expect(new Set(plan.ids).size).toBe(100);
    expect(mixOf(p, plan.ids)).toEqual({ basic: 30, intermediate: 50, advanced: 20 });
    const perSubject = new Map<string, number>();
    for (const id of plan.ids.filter((i) => i.startsWith('basic'))) {
      const subject = id.split('-')[1]!;
      perSubject.set(subject, (perSubject.get(subject) ?? 0) + 1);
    }
    expect([...perSubject.values()]).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('leaves out items seen in the last 30 days while the pool allows', () => {
    const p = pool(3); // 18 per difficulty
    const seen = new Set(p.filter((x) => x.id.endsWith('-0')).map((x) => x.id)); // 6 per difficulty
    const plan = planDraw(p, seen, 20, seeded(2));
    expect(plan.ids.some((id) => seen.has(id))).toBe(false);
    expect(plan).toMatchObject({ repeated: 0, offMix: 0, missing: 0 });
  });

  it('repeats seen items of the same difficulty when the unseen run out, and counts them', () => {
    const p = pool(2);
    const seen = new Set(p.filter((x) => x.difficulty === 'intermediate').map((x) => x.id)); // all 12
    const plan = planDraw(p, seen, 20, seeded(3));
    expect(mixOf(p, plan.ids)).toEqual({ basic: 6, intermediate: 10, advanced: 4 });
    expect(plan.repeated).toBe(10);
  });

  it('takes other difficulties when one runs short, then gives a shorter sitting', () => {
    const p = pool(1, ['basic', 'intermediate']); // 6 basic, 6 intermediate, no advanced
    const plan = planDraw(p, new Set(), 20, seeded(4));
    expect(plan.ids).toHaveLength(12);
    expect(plan).toMatchObject({ missing: 8, repeated: 0 });
    expect(plan.offMix).toBe(0); // the 4 advanced items found no other item left to stand in
    const bigger = pool(2, ['basic', 'intermediate']); // 12 + 12
    const p2 = planDraw(bigger, new Set(), 20, seeded(5));
    expect(p2).toMatchObject({ offMix: 4, missing: 0 });
  });
});
