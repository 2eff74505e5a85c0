/**
 * One LISTEN connection of an instance's pool on one channel, re-opened after a failure, with
 * a barrier: `sync()` resolves once every notification committed before it was called has been
 * handled. PostgreSQL sends a listening session its pending notifications before it answers the
 * session's next query, so a round trip on the LISTEN connection is that barrier; the callers
 * waiting at one moment share one round trip.
 */
import type pg from 'pg';

export interface PgListener {
  /** The connection is listening; notifications may have been missed while it was not. */
  readonly live: boolean;
  /** Every notification committed before this call has been handled (false: not listening). */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onNotify(payload: string): void;
  /** The connection was (re)opened: notifications sent while it was down were missed. */
  onReset(): void;
  log?: (m: string) => void;
}

export function listen(pool: pg.Pool, o: ListenOptions): PgListener {
  const log = o.log ?? (() => {});
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let opening: Promise<void> | null = null;
  // The round trip in flight, and the one the callers arriving meanwhile wait for.
  let inFlight: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === o.channel && msg.payload) o.onNotify(msg.payload);
  };
  const drop = (c: pg.PoolClient, err?: Error) => {
    if (client !== c) return;
    client = null;
    c.removeListener('notification', onNotification);
    c.release(err ?? true);
    o.onReset();
    if (closed) return;
    log(`${o.channel}: LISTEN connection lost (${err?.message ?? 'ended'}); reconnecting`);
    retry = setTimeout(open, 1000);
  };
  const open = () => {
    if (client || closed || opening) return;
    opening = (async () => {
      try {
        const c = await pool.connect();
        c.on('notification', onNotification);
        c.on('error', (err) => drop(c, err));
        await c.query(`LISTEN ${o.channel}`);
        o.onReset();
        client = c;
        if (closed) drop(c);
      } catch (err) {
        log(`${o.channel}: LISTEN failed (${(err as Error).message})`);
        if (!closed) retry = setTimeout(open, 2000);
      } finally {
        opening = null;
      }
    })();
  };
  open();

  const roundTrip = async (): Promise<boolean> => {
    const c = client;
    if (!c) return false;
    try {
      await c.query('select 1');
      return client === c;
    } catch (err) {
      drop(c, err as Error);
      return false;
    }
  };

  return {
    get live() {
      return client !== null;
    },
    sync() {
      if (!client) return Promise.resolve(false);
      if (!inFlight) {
        inFlight = roundTrip().finally(() => {
          inFlight = null;
        });
        return inFlight;
      }
      // A round trip already sent may have left before a notification this caller must see.
      next ??= inFlight.then(() => {
        next = null;
        inFlight = roundTrip().finally(() => {
          inFlight = null;
        });
        return inFlight;
      });
      return next;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await opening;
      const c = client;
      if (c) {
        client = null;
        c.removeListener('notification', onNotification);
        await c.query(`UNLISTEN ${o.channel}`).catch(() => {});
        c.release();
      }
    },
  };
}
