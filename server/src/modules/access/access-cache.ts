/**
 * Each learner's recorded restrictions (test access rows, board areas closed to them), kept in
 * memory per instance. The tests list, the eligibility check, the start, every saved answer and
 * the submit read them: one of a save's two statements (issue 17).
 *
 * Never stale: triggers on test_access and board_area_access (migration 0021) announce the
 * users of every change, whatever wrote it, when it commits; cached restrictions are used only
 * after the instance's LISTEN connection has passed a barrier (lib/pg-listen.ts), so every
 * change committed before the request has dropped them. A read that raced with an announcement
 * for its user is not kept. Other executors (a transaction, a script's connection) always read.
 */
import type { Pool } from 'pg';
import type { Executor } from '../../db/client';
import { listen } from '../../lib/pg-listen';
import * as q from './access.queries';

export const ACCESS_CHANNEL = 'crimreview_access';
const MAX_USERS = 50_000;

export interface UserRestrictions {
  readonly tests: readonly Readonly<q.TestAccessRow>[];
  readonly deniedAreas: readonly string[];
}

const caches = new WeakMap<object, (userId: string) => Promise<UserRestrictions>>();

const frozen = (r: { tests: q.TestAccessRow[]; deniedAreas: string[] }): UserRestrictions =>
  Object.freeze({
    tests: Object.freeze(r.tests.map((t) => Object.freeze(t))),
    deniedAreas: Object.freeze(r.deniedAreas),
  });

/** Keeps the restrictions read through `db` in memory until announced; `pool` is behind `db`. */
export function watchRestrictions(db: Executor, pool: Pool, log?: (m: string) => void) {
  const known = new Map<string, UserRestrictions>();
  // The read in flight per user: an announcement for the user removes it, so it is not kept.
  const reading = new Map<string, Promise<UserRestrictions>>();
  const forget = (userId: string) => {
    if (userId === '*') {
      known.clear();
      reading.clear();
      return;
    }
    known.delete(userId);
    reading.delete(userId);
  };
  const listener = listen(pool, {
    channel: ACCESS_CHANNEL,
    onNotify: forget,
    onReset: () => forget('*'),
    log,
  });

  const read = (userId: string) => {
    const pending = q.locksOf(db, userId).then(frozen);
    reading.set(userId, pending);
    const settle = () => {
      if (reading.get(userId) === pending) reading.delete(userId);
    };
    pending.then((fresh) => {
      if (reading.get(userId) === pending && listener.live) {
        if (known.size >= MAX_USERS) known.clear();
        known.set(userId, fresh);
      }
      settle();
    }, settle);
    return pending;
  };

  const cached = async (userId: string) => {
    // Announcements committed before this request are handled before the cache is trusted.
    if (!(await listener.sync())) return frozen(await q.locksOf(db, userId));
    return known.get(userId) ?? reading.get(userId) ?? read(userId);
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

/** The user's test access rows and closed board areas (read-only). */
export async function restrictionsOf(db: Executor, userId: string): Promise<UserRestrictions> {
  const cached = caches.get(db);
  return cached ? cached(userId) : frozen(await q.locksOf(db, userId));
}
