/**
 * The bearer-token lookup of every request, kept in memory per instance: the two reads (session,
 * user) happen once per token and minute instead of on every call (issue 17: they were two of
 * the five statements of a saved answer).
 *
 * Revocation stays immediate on every instance. Triggers (migration 0017) announce on
 * AUTH_CHANNEL the user of every deleted session and of every changed or deleted user, from any
 * code path or script, once the change commits. A cached entry is only used after the
 * instance's LISTEN connection has passed a barrier (pg-listen.ts): every announcement committed
 * before the request arrived has then dropped its entries. A lookup that raced with an
 * announcement is not kept. Without a LISTEN connection nothing is cached.
 */
import type { Pool } from 'pg';
import { listen } from '../../lib/pg-listen';
import type { UserRow } from '../users/users.service';

export const AUTH_CHANNEL = 'crimreview_auth';
/** An entry is read again from the database after this long even without an announcement. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;

export interface ResolvedSession {
  user: UserRow;
  sessionId: string;
}

interface Entry extends ResolvedSession {
  expiresAt: number;
  cachedUntil: number;
}

export type SessionLookup = (tokenHash: string) => Promise<(ResolvedSession & { expiresAt: Date }) | null>;

export interface SessionCache {
  resolve(tokenHash: string): Promise<ResolvedSession | null>;
  close(): Promise<void>;
}

export function createSessionCache(
  pool: Pool,
  lookup: SessionLookup,
  log?: (m: string) => void,
): SessionCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  // Bumped by every announcement: a lookup that started before one is not cached.
  let generation = 0;

  const forgetUser = (userId: string) => {
    for (const hash of byUser.get(userId) ?? []) entries.delete(hash);
    byUser.delete(userId);
  };
  const forgetAll = () => {
    generation++;
    entries.clear();
    byUser.clear();
  };
  const listener = listen(pool, {
    channel: AUTH_CHANNEL,
    onNotify: (userId) => {
      generation++;
      if (userId === '*') forgetAll();
      else forgetUser(userId);
    },
    onReset: forgetAll,
    log,
  });

  const store = (hash: string, s: ResolvedSession & { expiresAt: Date }) => {
    if (entries.size >= MAX_ENTRIES) forgetAll();
    entries.set(hash, {
      user: s.user,
      sessionId: s.sessionId,
      expiresAt: s.expiresAt.getTime(),
      cachedUntil: Date.now() + TTL_MS,
    });
    const set = byUser.get(s.user.id) ?? new Set<string>();
    set.add(hash);
    byUser.set(s.user.id, set);
  };

  const fresh = async (hash: string) => {
    const before = generation;
    const found = await lookup(hash);
    if (found && before === generation && listener.live) store(hash, found);
    return found && { user: found.user, sessionId: found.sessionId };
  };

  return {
    async resolve(hash) {
      const hit = entries.get(hash);
      if (!hit) return fresh(hash);
      // Announcements committed before this request must be handled before the entry is trusted.
      if (!(await listener.sync())) return fresh(hash);
      const entry = entries.get(hash);
      const now = Date.now();
      if (!entry || entry.cachedUntil <= now || entry.expiresAt <= now) {
        entries.delete(hash);
        return fresh(hash);
      }
      // A copy: a handler that changes its request's user must not change the cache.
      return { user: { ...entry.user }, sessionId: entry.sessionId };
    },
    close: () => listener.close(),
  };
}
