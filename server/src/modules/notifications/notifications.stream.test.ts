import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { connect, type Database } from '../../db/client';
import { NOTIFY_CHANNEL } from './notifications.queries';
import { type Announcement, createHub, type NotificationHub } from './notifications.stream';

let database: Database & { url: string };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const USER = '3f1d7a52-0c3e-4c1b-9a55-2d7c1e0b9f10';

const announce = (id: string) =>
  database.pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify({ u: USER, id })]);

async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

/** Subscribes to the hub and announces until that subscription has been told something. */
async function deliveredTo(hub: NotificationHub, text: string): Promise<Announcement[]> {
  const seen: Announcement[] = [];
  hub.subscribe(USER, (a) => seen.push(a));
  await until(() => {
    if (!seen.length) void announce(text);
    return seen.length > 0;
  });
  return seen;
}

describe('the live notifications hub', () => {
  it('tells its streams to resync after the LISTEN connection was lost, and delivers again', async () => {
    const { pool } = connect(database.url, 5);
    const hub = createHub(pool);
    const seen: Announcement[] = [];
    let resyncs = 0;
    const unsubscribe = hub.subscribe(
      USER,
      (a) => seen.push(a),
      () => resyncs++,
    );
    // Listening starts in the background: announce until one arrives.
    await until(() => {
      if (!seen.length) void announce('first');
      return seen.length > 0;
    });
    expect(resyncs).toBe(0);

    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN %'`,
    );
    await until(() => resyncs === 1);
    seen.length = 0;
    await announce('after');
    await until(() => seen.some((a) => a.id === 'after'));

    unsubscribe();
    await hub.close();
    await pool.end();
  });
  it('two hubs on one pool (two apps on one database object) each deliver to their streams', async () => {
    const { pool } = connect(database.url, 5);
    const first = createHub(pool);
    await deliveredTo(first, 'one');
    // The channel is listened to already when the second hub subscribes.
    const second = createHub(pool);
    const seenSecond = await deliveredTo(second, 'two');
    await first.close();
    seenSecond.length = 0;
    await announce('three');
    await until(() => seenSecond.some((a) => a.id === 'three'));
    await second.close();
    await pool.end();
  });
});
