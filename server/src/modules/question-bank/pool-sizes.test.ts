import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupSecondInstance, setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner, type TestUser } from '../../../test/factories';
import type { App } from '../../app';
import { buildPool } from './question-bank.fixtures';

const TEST = 'criminal-sociology-2-advanced';
const pool = { boardArea: 'criminal-sociology', subjectIndex: 2, difficulty: 'advanced' } as const;

let a: TestContext;
let b: App;
let learner: TestUser;

beforeAll(async () => {
  a = await setupTestApp();
  b = (await setupSecondInstance(a)).app;
  learner = await buildPaidLearner(a.db);
});

/** The pool size of TEST as the tests list and the eligibility check of `app` give it. */
async function sizes(app: App): Promise<{ list: number; eligible: boolean }> {
  const auth = { authorization: `Bearer ${learner.token}` };
  const list = await app.inject({ url: '/api/content/tests', headers: auth });
  const elig = await app.inject({ url: `/api/user-tracking/test-eligibility/${TEST}`, headers: auth });
  const entry = list.json().tests.find((t: { id: string }) => t.id === TEST);
  return { list: entry.available_questions, eligible: elig.json().can_take };
}

const setTrigger = (on: boolean) =>
  a.db.execute(
    sql.raw(`alter table questions ${on ? 'enable' : 'disable'} trigger questions_announce_change`),
  );

describe('question pool sizes across two instances', () => {
  it('are kept in memory: a change that is not announced is not read', async () => {
    await buildPool(a.db, { ...pool, count: 3 });
    expect(await sizes(a.app)).toEqual({ list: 3, eligible: true });
    expect(await sizes(b)).toEqual({ list: 3, eligible: true });
    await setTrigger(false);
    try {
      await buildPool(a.db, { ...pool, count: 2, tag: 'unannounced' });
      expect((await sizes(a.app)).list).toBe(3);
      expect((await sizes(b)).list).toBe(3);
    } finally {
      await setTrigger(true);
    }
    // Removed again, announced this time: both instances read the pool anew.
    await a.db.execute(sql`delete from questions where question like '%unannounced%'`);
    expect((await sizes(a.app)).list).toBe(3);
  });

  it('follow every committed change on both instances at the next request', async () => {
    for (let i = 0; i < 5; i++) {
      const before = (await sizes(b)).list;
      await buildPool(a.db, { ...pool, count: 1, tag: `added ${i}` });
      expect((await sizes(b)).list).toBe(before + 1);
      expect((await sizes(a.app)).list).toBe(before + 1);
    }
    await a.db.execute(
      sql`update questions set deleted_at = now() where board_area_id = 'criminal-sociology'`,
    );
    expect(await sizes(b)).toEqual({ list: 0, eligible: false });
    expect(await sizes(a.app)).toEqual({ list: 0, eligible: false });
  });

  it('follow deleted rows', async () => {
    await buildPool(a.db, { ...pool, count: 4, tag: 'restored' });
    expect((await sizes(a.app)).list).toBe(4);
    await a.db.execute(sql`delete from questions where board_area_id = 'criminal-sociology'`);
    expect((await sizes(a.app)).list).toBe(0);
  });
});
