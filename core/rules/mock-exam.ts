/**
 * The mock board exam's blueprint (issue 18 item 3): how many items of each difficulty a
 * sitting draws, how long it lasts, and which items it takes from the bank. Pure.
 *
 * Times are the PRC program of the Criminologist Licensure Examination (e.g. the June 2021
 * program of the Professional Regulatory Board of Criminology): a morning sitting of 3 h 30
 * (8:00–11:30) and an afternoon sitting of 2 h 30 (1:30–4:00) on each of three days, in the
 * order below. The short form keeps 20 items per area and fits the six sittings in 2 hours,
 * shared in the same proportion as the real sittings (7 : 5 → 35 and 25 min scaled to 23 and
 * 17 min); that split is our assumption, not the PRC's.
 */

import type { Difficulty } from '../catalog';

export const MOCK_FORMS = ['full', 'short'] as const;
export type MockForm = (typeof MOCK_FORMS)[number];

export const ITEMS_PER_AREA: Record<MockForm, number> = { full: 100, short: 20 };

/** The real exam's difficulty mix, in percent (basic / intermediate / advanced). */
export const DIFFICULTY_MIX: Record<Difficulty, number> = { basic: 30, intermediate: 50, advanced: 20 };

/** The sittings in the PRC program's order, with their minutes on the real exam and in the short form. */
export const MOCK_SITTINGS = [
  { area: 'criminal-law', fullMinutes: 210, shortMinutes: 23 },
  { area: 'law-enforcement', fullMinutes: 150, shortMinutes: 17 },
  { area: 'criminalistics', fullMinutes: 210, shortMinutes: 23 },
  { area: 'criminal-investigation', fullMinutes: 150, shortMinutes: 17 },
  { area: 'criminal-sociology', fullMinutes: 210, shortMinutes: 23 },
  { area: 'correctional-administration', fullMinutes: 150, shortMinutes: 17 },
] as const;

/** Items are not repeated if the learner saw them within this many days (pool allowing). */
export const NO_REPEAT_DAYS = 30;

export function sittingMinutes(form: MockForm, area: string): number {
  const s = MOCK_SITTINGS.find((x) => x.area === area);
  if (!s) throw new Error(`No mock sitting for board area ${area}`);
  return form === 'full' ? s.fullMinutes : s.shortMinutes;
}

/** Items per difficulty for a sitting of `items`: the mix by largest remainder (100 → 30/50/20, 20 → 6/10/4). */
export function blueprintCounts(items: number): Record<Difficulty, number> {
  const entries = Object.entries(DIFFICULTY_MIX) as [Difficulty, number][];
  const exact = entries.map(([d, pct]) => ({ d, exact: (items * pct) / 100 }));
  const counts = Object.fromEntries(exact.map((e) => [e.d, Math.floor(e.exact)])) as Record<
    Difficulty,
    number
  >;
  let left = items - Object.values(counts).reduce((s, n) => s + n, 0);
  for (const e of [...exact].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (left-- <= 0) break;
    counts[e.d] += 1;
  }
  return counts;
}

export interface PoolItem {
  id: string;
  subjectIndex: number;
  difficulty: string;
}

export interface DrawPlan {
  ids: string[];
  /** Items the learner saw within NO_REPEAT_DAYS, taken because the pool ran short. */
  repeated: number;
  /** Items of another difficulty, taken because a difficulty's pool ran short. */
  offMix: number;
  /** Items the sitting lacks because the whole area's pool is smaller than the blueprint. */
  missing: number;
}

function shuffled<T>(xs: T[], random: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Up to n items, taken in turn from each subject so the subjects share the sitting evenly. */
function roundRobin(items: PoolItem[], n: number, random: () => number): PoolItem[] {
  const bySubject = new Map<number, PoolItem[]>();
  for (const it of shuffled(items, random)) {
    const list = bySubject.get(it.subjectIndex) ?? [];
    list.push(it);
    bySubject.set(it.subjectIndex, list);
  }
  const queues = shuffled([...bySubject.values()], random);
  const out: PoolItem[] = [];
  while (out.length < n && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      if (out.length >= n) break;
      const next = q.shift();
      if (next) out.push(next);
    }
  }
  return out;
}

/**
 * Draws a sitting of `items` from an area's pool on the blueprint's mix. Falls back in steps,
 * each counted so the learner is told: items seen recently in the same difficulty, then unseen
 * and seen items of other difficulties; a pool smaller than the sitting gives a shorter one.
 */
export function planDraw(
  pool: PoolItem[],
  seen: ReadonlySet<string>,
  items: number,
  random: () => number = Math.random,
): DrawPlan {
  const counts = blueprintCounts(items);
  const taken = new Set<string>();
  let repeated = 0;
  let offMix = 0;
  const take = (from: PoolItem[], n: number) => {
    const picked = roundRobin(
      from.filter((p) => !taken.has(p.id)),
      n,
      random,
    );
    for (const p of picked) taken.add(p.id);
    return picked;
  };
  const ordered: PoolItem[] = [];
  for (const [difficulty, n] of Object.entries(counts)) {
    const own = pool.filter((p) => p.difficulty === difficulty);
    const fresh = take(
      own.filter((p) => !seen.has(p.id)),
      n,
    );
    const again = take(
      own.filter((p) => seen.has(p.id)),
      n - fresh.length,
    );
    repeated += again.length;
    ordered.push(...fresh, ...again);
  }
  const short = items - ordered.length;
  if (short > 0) {
    const fresh = take(
      pool.filter((p) => !seen.has(p.id)),
      short,
    );
    const again = take(
      pool.filter((p) => seen.has(p.id)),
      short - fresh.length,
    );
    repeated += again.length;
    offMix = fresh.length + again.length;
    ordered.push(...fresh, ...again);
  }
  return {
    ids: shuffled(ordered, random).map((p) => p.id),
    repeated,
    offMix,
    missing: items - ordered.length,
  };
}
