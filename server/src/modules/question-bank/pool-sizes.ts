/**
 * How many questions each test's pool holds, kept in memory per instance. The tests list, the
 * eligibility check and the start each needed them: one GROUP BY over the whole bank, three of
 * the ~19 statements of a learner's exam start, with PostgreSQL's cost growing with the bank.
 *
 * Never stale: the questions table's trigger (migration 0020) announces every change to the
 * bank, whatever wrote it, when it commits; cached counts are used only after the instance's
 * LISTEN connection has passed a barrier (lib/pg-listen.ts), so every change committed before
 * the request has dropped them. A read that raced with an announcement is not kept. Other
 * executors (a transaction, a script's connection) always read.
 */
import { parseTestId, testIdOf } from '@core/catalog';
import type { Pool } from 'pg';
import type { Executor } from '../../db/client';
import { listen } from '../../lib/pg-listen';
import * as q from './question-bank.queries';

export const QUESTIONS_CHANNEL = 'crimreview_questions';

type Sizes = ReadonlyMap<string, number>;

/** The cache of the executor that watchPoolSizes was given (the app's database). */
const caches = new WeakMap<object, () => Promise<Sizes>>();

/** Keeps the pool sizes of `db` in memory until the bank changes; `pool` is the pool behind `db`. */
export function watchPoolSizes(db: Executor, pool: Pool, log?: (m: string) => void) {
  let sizes: Sizes | null = null;
  let loading: Promise<Sizes> | null = null;
  // Bumped by every announcement: a read that started before one is not kept.
  let generation = 0;
  const forget = () => {
    generation++;
    sizes = null;
    loading = null;
  };
  const listener = listen(pool, { channel: QUESTIONS_CHANNEL, onNotify: forget, onReset: forget, log });

  const read = (): Promise<Sizes> => {
    const before = generation;
    const reading = q.poolSizes(db).then((fresh) => {
      if (before === generation && listener.live) sizes = fresh;
      return fresh;
    });
    // The learners of one moment share one read.
    loading = reading;
    const done = () => {
      if (loading === reading) loading = null;
    };
    reading.then(done, done);
    return reading;
  };

  const cached = async () => {
    // Announcements committed before this request are handled before the counts are trusted.
    if (!(await listener.sync())) return q.poolSizes(db);
    return sizes ?? loading ?? read();
  };
  caches.set(db, cached);
  return {
    close: () => {
      // Another app built later on the same executor (tests) keeps its own cache.
      if (caches.get(db) === cached) caches.delete(db);
      return listener.close();
    },
  };
}

/** How many questions each test's pool holds (test id → count); `testId` narrows to one pool. */
export async function poolSizes(db: Executor, testId?: string): Promise<Sizes> {
  const cached = caches.get(db);
  if (!cached) return q.poolSizes(db, testId);
  const all = await cached();
  if (testId === undefined) return all;
  const only = parseTestId(testId);
  const id = only && testIdOf(only.boardArea, only.subjectIndex, only.difficulty);
  const n = id ? all.get(id) : undefined;
  return new Map(id && n !== undefined ? [[id, n]] : []);
}
