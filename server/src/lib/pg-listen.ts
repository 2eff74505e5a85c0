/**
 * LISTEN on an instance's pool: every channel of the pool on one connection, re-opened after a
 * failure, with a barrier: `sync()` resolves once every notification committed before it was
 * called has been handled. PostgreSQL sends a listening session its pending notifications
 * before it answers the session's next query, so a round trip on the LISTEN connection is that
 * barrier; the callers waiting at one moment share one round trip, whatever their channel.
 */
import type pg from 'pg';

export interface PgListener {
  /** The channel is listened to; notifications may have been missed while it was not. */
  readonly live: boolean;
  /** Every notification committed before this call has been handled (false: not listening). */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onNotify(payload: string): void;
  /**
   * The channel is (again) listened to, or no longer: notifications sent while it was not were
   * missed. Never called before listen() has returned.
   */
  onReset(): void;
  log?: (m: string) => void;
}

interface Subscription {
  o: ListenOptions;
  listening: boolean;
}

/** The one LISTEN connection of each pool, shared by the pool's subscriptions. */
const hubs = new WeakMap<pg.Pool, ReturnType<typeof createHub>>();

export function listen(pool: pg.Pool, o: ListenOptions): PgListener {
  let hub = hubs.get(pool);
  if (!hub) {
    hub = createHub(pool, o.log ?? (() => {}), () => hubs.delete(pool));
    hubs.set(pool, hub);
  }
  return hub.subscribe(o);
}

function createHub(pool: pg.Pool, log: (m: string) => void, onEmpty: () => void) {
  const subs = new Set<Subscription>();
  let client: pg.PoolClient | null = null;
  let channels = new Set<string>();
  let retry: NodeJS.Timeout | undefined;
  let opening: Promise<void> | null = null;
  // The round trip in flight, and the one the callers arriving meanwhile wait for.
  let inFlight: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  // The connection's statements one after another (pg no longer queues them itself).
  let queue: Promise<unknown> = Promise.resolve();
  const query = (c: pg.PoolClient, text: string) => {
    const run = queue.then(() => c.query(text));
    queue = run.catch(() => {});
    return run;
  };

  const onNotification = (msg: pg.Notification) => {
    if (!msg.payload) return;
    for (const s of subs) if (s.o.channel === msg.channel) s.o.onNotify(msg.payload);
  };
  const drop = (c: pg.PoolClient, err?: Error) => {
    if (client !== c) return;
    client = null;
    channels = new Set();
    c.removeListener('notification', onNotification);
    c.release(err ?? true);
    for (const s of subs) {
      s.listening = false;
      s.o.onReset();
    }
    if (!subs.size) return;
    log(`LISTEN connection lost (${err?.message ?? 'ended'}); reconnecting`);
    retry = setTimeout(open, 1000);
  };
  /** LISTENs to the subscription's channel on the open connection, then lets it be used. */
  const start = async (s: Subscription) => {
    const c = client;
    if (!c || s.listening || !subs.has(s)) return;
    try {
      // Even when the channel is listened to already: onReset never runs before listen() returns.
      await query(c, `LISTEN ${s.o.channel}`);
    } catch (err) {
      drop(c, err as Error);
      return;
    }
    if (client !== c || !subs.has(s)) return;
    channels.add(s.o.channel);
    s.listening = true;
    s.o.onReset();
  };
  const open = () => {
    if (client || opening || !subs.size) return;
    opening = (async () => {
      try {
        const c = await pool.connect();
        c.on('notification', onNotification);
        c.on('error', (err) => drop(c, err));
        client = c;
        for (const s of subs) await start(s);
        if (!subs.size) drop(c);
      } catch (err) {
        log(`LISTEN failed (${(err as Error).message})`);
        if (subs.size) retry = setTimeout(open, 2000);
      } finally {
        opening = null;
      }
    })();
  };

  const roundTrip = async (): Promise<boolean> => {
    const c = client;
    if (!c) return false;
    try {
      await query(c, 'select 1');
      return client === c;
    } catch (err) {
      drop(c, err as Error);
      return false;
    }
  };
  const sync = (): Promise<boolean> => {
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
  };

  const unsubscribe = async (s: Subscription) => {
    if (!subs.delete(s)) return;
    s.listening = false;
    const c = client;
    const shared = [...subs].some((other) => other.o.channel === s.o.channel);
    if (c && !shared && channels.delete(s.o.channel)) {
      await query(c, `UNLISTEN ${s.o.channel}`).catch(() => {});
    }
    if (subs.size) return;
    onEmpty();
    clearTimeout(retry);
    await opening;
    if (client) {
      const last = client;
      client = null;
      last.removeListener('notification', onNotification);
      last.release();
    }
  };

  return {
    subscribe(o: ListenOptions): PgListener {
      const s: Subscription = { o, listening: false };
      subs.add(s);
      if (client) void start(s);
      else open();
      return {
        get live() {
          return client !== null && s.listening;
        },
        sync: () => (s.listening ? sync().then((ok) => ok && s.listening) : Promise.resolve(false)),
        close: () => unsubscribe(s),
      };
    },
  };
}
