/**
 * Live notifications: the app instance's LISTEN connection, fanned out to the open
 * Server-Sent-Events streams of this instance. insertNotifications announces every row with
 * pg_notify in its transaction, so a notification written by any instance (or by a script on
 * the same database) reaches every stream of its user once it commits.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { listen, type PgListener } from '../../lib/pg-listen';
import { NOTIFY_CHANNEL } from './notifications.queries';

export interface Announcement {
  u: string;
  id?: string;
}
type Listener = (a: Announcement) => void;

export interface NotificationHub {
  /** Calls `fn` for every announcement of this user; `onResync` after the LISTEN connection was lost. */
  subscribe(userId: string, fn: Listener, onResync?: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Listens on the instance's LISTEN connection (lib/pg-listen.ts) from the start, so a stream
 * opened later misses nothing; after that connection was lost and is back, every stream is told
 * to resync.
 */
export function createHub(pool: pg.Pool, log: (m: string) => void = () => {}): NotificationHub {
  const listeners = new Map<string, Set<Listener>>();
  const resyncs = new Set<() => void>();
  let wasLive = false;

  const dispatch = (payload: string) => {
    try {
      const a = JSON.parse(payload) as Announcement;
      for (const fn of listeners.get(a.u) ?? []) fn(a);
    } catch {
      // a payload that is not ours is ignored
    }
  };
  const onReset = () => {
    if (!channel.live) return;
    // Listening again after a loss: announcements may have been missed meanwhile.
    if (wasLive) for (const fn of resyncs) fn();
    wasLive = true;
  };

  const channel: PgListener = listen(pool, { channel: NOTIFY_CHANNEL, onNotify: dispatch, onReset, log });

  return {
    subscribe(userId, fn, onResync) {
      const set = listeners.get(userId) ?? new Set<Listener>();
      listeners.set(userId, set);
      set.add(fn);
      if (onResync) resyncs.add(onResync);
      return () => {
        set.delete(fn);
        if (set.size === 0) listeners.delete(userId);
        if (onResync) resyncs.delete(onResync);
      };
    },
    close: () => channel.close(),
  };
}

/** Stream tokens: `userId.expiry.signature`, HMAC-SHA256, valid for STREAM_TOKEN_TTL seconds. */
export const STREAM_TOKEN_TTL = 300;

export function createStreamTokens(secret: string) {
  const key = createHmac('sha256', secret).update('notifications-stream').digest();
  const mac = (u: string, exp: number) => createHmac('sha256', key).update(`${u}.${exp}`).digest('base64url');
  return {
    issue(userId: string, now = Date.now()): string {
      const exp = Math.floor(now / 1000) + STREAM_TOKEN_TTL;
      return `${userId}.${exp}.${mac(userId, exp)}`;
    },
    /** The user the token was issued to, or null when it is forged or expired. */
    verify(token: string | undefined, now = Date.now()): string | null {
      const [u, expText, sig] = (token ?? '').split('.');
      const exp = Number(expText);
      if (!u || !sig || !Number.isFinite(exp) || exp * 1000 <= now) return null;
      const expected = Buffer.from(mac(u, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected) ? u : null;
    },
  };
}
export type StreamTokens = ReturnType<typeof createStreamTokens>;
