import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { connect, type Database } from '../db/client';
import { listen } from './pg-listen';

let database: Database & { url: string };
let pool: Database['pool'];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const notify = (channel: string, payload: string) =>
  database.pool.query('select pg_notify($1, $2)', [channel, payload]);

/** A subscription that records what it was told. */
function recorder(channel: string) {
  const seen: string[] = [];
  let resets = 0;
  const listener = listen(pool, {
    channel,
    onNotify: (p) => seen.push(p),
    onReset: () => {
      resets++;
    },
  });
  return { listener, seen, resets: () => resets };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('pg-listen', () => {
  it('listens to every channel of a pool on one connection, each told only its own', async () => {
    pool = connect(database.url, 5).pool;
    const one = recorder('test_one');
    const two = recorder('test_two');
    await until(() => one.listener.live && two.listener.live);
    expect(pool.totalCount).toBe(1);

    await notify('test_one', 'a');
    await notify('test_two', 'b');
    await notify('test_other', 'c');
    // The barrier: both notifications, committed before it, have been handled.
    expect(await one.listener.sync()).toBe(true);
    expect(one.seen).toEqual(['a']);
    expect(two.seen).toEqual(['b']);

    // A channel closed is no longer listened to; the other still is.
    await one.listener.close();
    await notify('test_one', 'late');
    await notify('test_two', 'd');
    expect(await two.listener.sync()).toBe(true);
    expect(await one.listener.sync()).toBe(false);
    expect(one.seen).toEqual(['a']);
    expect(two.seen).toEqual(['b', 'd']);
    await two.listener.close();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await pool.end();
  });

  it('tells every channel it may have missed notifications when the connection is lost, and listens again', async () => {
    pool = connect(database.url, 5).pool;
    const one = recorder('test_one');
    const two = recorder('test_two');
    await until(() => one.listener.live && two.listener.live);
    const resetsBefore = [one.resets(), two.resets()];
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN %'`,
    );
    await until(() => !one.listener.live && !two.listener.live);
    expect(one.resets()).toBeGreaterThan(resetsBefore[0]!);
    expect(two.resets()).toBeGreaterThan(resetsBefore[1]!);
    expect(await one.listener.sync()).toBe(false);

    await until(() => one.listener.live && two.listener.live);
    await notify('test_two', 'after');
    expect(await two.listener.sync()).toBe(true);
    expect(two.seen).toEqual(['after']);
    await one.listener.close();
    await two.listener.close();
    await pool.end();
  });
});
