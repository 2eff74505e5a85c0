import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { type JobDefinition, type Jobs, startJobs } from './jobs.service';

const quiet = { info() {}, error() {} };
let database: Database;
const running: Jobs[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(running.map((j) => j.stop()));
  await database.close();
});

async function runner(definitions: JobDefinition<never>[], opts: { schedules?: boolean } = {}) {
  const jobs = await startJobs({
    pool: database.pool,
    definitions,
    log: quiet,
    pollingIntervalSeconds: 0.5,
    schedules: opts.schedules ?? false,
  });
  running.push(jobs);
  return jobs;
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('jobs', () => {
  it('runs each job once although two instances work the same queue', async () => {
    const seen: string[] = [];
    const def = (instance: string): JobDefinition<{ n: number }> => ({
      name: 'test.once',
      async handler({ n }) {
        seen.push(`${instance}:${n}`);
      },
    });
    const a = await runner([def('a')]);
    await runner([def('b')]);
    for (let n = 0; n < 20; n++) await a.send('test.once', { n });
    await until(() => seen.length >= 20);
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toHaveLength(20);
    expect(new Set(seen.map((s) => s.split(':')[1])).size).toBe(20);
  });

  it('keeps a job sent while no worker runs and does it after a restart', async () => {
    const first = await runner([{ name: 'test.later', async handler() {} }]);
    await first.stop();
    // Sent through a runner whose worker for this queue is gone: the job waits in PostgreSQL.
    const sender = await runner([]);
    await sender.send('test.later', { x: 1 });
    const done: number[] = [];
    await runner([
      {
        name: 'test.later',
        async handler(data: { x: number }) {
          done.push(data.x);
        },
      },
    ]);
    // Three pg-boss starts and a stop: under the whole suite on two cores this has taken over 10 s.
    await until(() => done.length === 1, 30_000);
    expect(done).toEqual([1]);
  }, 45_000);

  it('retries a failing job until it succeeds', async () => {
    let tries = 0;
    const jobs = await runner([
      {
        name: 'test.flaky',
        retryLimit: 2,
        retryDelaySeconds: 0,
        async handler() {
          tries++;
          if (tries < 2) throw new Error('not yet');
        },
      },
    ]);
    await jobs.send('test.flaky', {});
    await until(() => tries >= 2, 15_000);
    expect(tries).toBe(2);
  });

  it('registers cron schedules once in the database', async () => {
    const def: JobDefinition = { name: 'test.cron', cron: '*/5 * * * *', async handler() {} };
    await runner([def], { schedules: true });
    await runner([def], { schedules: true });
    const { rows } = await database.pool.query(
      "select name, cron from pgboss.schedule where name = 'test.cron'",
    );
    expect(rows).toEqual([{ name: 'test.cron', cron: '*/5 * * * *' }]);
  });
});
