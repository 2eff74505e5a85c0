/**
 * Live notifications: one LISTEN connection per app instance, fanned out to the open
 * Server-Sent-Events streams of this instance. insertNotifications announces every row with
 * pg_notify in its transaction, so a notification written by any instance (or by a script on
 * the same database) reaches every stream of its user once it commits.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
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

/** The LISTEN connection is opened on the first subscriber and re-opened after a failure. */
export function createHub(pool: pg.Pool, log: (m: string) => void = () => {}): NotificationHub {
  const listeners = new Map<string, Set<Listener>>();
  const resyncs = new Set<() => void>();
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dispatch = (msg: pg.Notification) => {
    if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
    try {
      const a = JSON.parse(msg.payload) as Announcement;
      for (const fn of listeners.get(a.u) ?? []) fn(a);
    } catch {
      // a payload that is not ours is ignored
    }
  };

  const drop = (c: pg.PoolClient, err?: Error) => {
    if (client !== c) return;
    client = null;
    c.removeListener('notification', dispatch);
    c.release(err ?? true);
    if (closed) return;
    log(`notifications: LISTEN connection lost (${err?.message ?? 'ended'}); reconnecting`);
    retry = setTimeout(() => {
      void ensure().then(() => {
        for (const fn of resyncs) fn();
      });
    }, 1000);
  };

  const ensure = (): Promise<void> => {
    if (client || closed) return Promise.resolve();
    connecting ??= (async () => {
      try {
        const c = await pool.connect();
        c.on('notification', dispatch);
        c.on('error', (err) => drop(c, err));
        await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
        client = c;
        if (closed) drop(c);
      } catch (err) {
        log(`notifications: LISTEN failed (${(err as Error).message})`);
        if (!closed) retry = setTimeout(() => void ensure(), 2000);
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  return {
    subscribe(userId, fn, onResync) {
      void ensure();
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
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const c = client;
      if (c) {
        client = null;
        c.removeListener('notification', dispatch);
        await c.query(`UNLISTEN ${NOTIFY_CHANNEL}`).catch(() => {});
        c.release();
      }
    },
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
