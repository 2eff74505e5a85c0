import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupSecondInstance, setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';
import type { App } from '../../app';
import { buildPool } from '../question-bank/question-bank.fixtures';

const AREA = 'criminal-sociology';
const TEST = `${AREA}-2-advanced`;

let a: TestContext;
let b: App;
/** B's own connections: a script's writes. */
let dbB: TestContext['db'];
let admin: TestUser;

beforeAll(async () => {
  a = await setupTestApp();
  ({ app: b, db: dbB } = await setupSecondInstance(a));
  admin = await buildAdmin(a.db);
  await buildPool(a.db, { boardArea: AREA, subjectIndex: 2, difficulty: 'advanced', count: 20 });
});

const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.token}` });

/** Whether `app` lets the learner start TEST: its eligibility check and its tests list. */
async function mayStart(app: App, learner: TestUser): Promise<boolean> {
  const elig = await app.inject({
    url: `/api/user-tracking/test-eligibility/${TEST}`,
    headers: bearer(learner),
  });
  const list = await app.inject({ url: '/api/content/tests', headers: bearer(learner) });
  const entry = list.json().tests.find((t: { id: string }) => t.id === TEST);
  expect(entry.can_take).toBe(elig.json().can_take);
  return elig.json().can_take;
}

/** Both instances have read the learner's restrictions (two calls each). */
async function warm(learner: TestUser) {
  for (const app of [a.app, b, a.app, b]) await mayStart(app, learner);
}

const lockByAdmin = (app: App, learner: TestUser, action: 'lock' | 'reopen') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/test-access-control/update',
    headers: bearer(admin),
    payload: { user_id: learner.user.id, test_id: TEST, action, reason: 'Cache test' },
  });

describe('learners restrictions across two instances', () => {
  it('are kept in memory: a change that is not announced is not read', async () => {
    const learner = await buildPaidLearner(a.db);
    await warm(learner);
    await a.db.execute(sql`alter table test_access disable trigger user`);
    try {
      await a.db.execute(
        sql`insert into test_access (user_id, test_id, status, reason) values (${learner.user.id}, ${TEST}, 'manually_locked', 'unannounced')`,
      );
      expect(await mayStart(a.app, learner)).toBe(true);
      expect(await mayStart(b, learner)).toBe(true);
    } finally {
      await a.db.execute(sql`alter table test_access enable trigger user`);
    }
    // Announced this time: both instances read the learner anew.
    await a.db.execute(sql`update test_access set reason = 'announced' where user_id = ${learner.user.id}`);
    expect(await mayStart(a.app, learner)).toBe(false);
    expect(await mayStart(b, learner)).toBe(false);
    // Emptied by a truncate (a restore does that): both instances forget everyone.
    await dbB.execute(sql`truncate test_access`);
    expect(await mayStart(a.app, learner)).toBe(true);
    expect(await mayStart(b, learner)).toBe(true);
  });

  it('a lock or reopen on one instance applies on the other at the next request, every time', async () => {
    const learner = await buildPaidLearner(a.db);
    await warm(learner);
    for (let i = 0; i < 8; i++) {
      const [here, there] = i % 2 ? [a.app, b] : [b, a.app];
      expect((await lockByAdmin(here, learner, 'lock')).statusCode).toBe(200);
      expect(await mayStart(there, learner)).toBe(false);
      expect(await mayStart(here, learner)).toBe(false);
      expect((await lockByAdmin(there, learner, 'reopen')).statusCode).toBe(200);
      expect(await mayStart(here, learner)).toBe(true);
      expect(await mayStart(there, learner)).toBe(true);
    }
  });

  it('a board area closed by a script stops saves in an open attempt on both instances at once', async () => {
    const learner = await buildPaidLearner(a.db);
    const start = await a.app.inject({
      url: `/api/content/questions?test_id=${TEST}&limit=100`,
      headers: bearer(learner),
    });
    expect(start.statusCode).toBe(200);
    const { attempt, questions } = start.json();
    const save = (app: App) =>
      app.inject({
        method: 'PUT',
        url: `/api/practice/attempts/${attempt.id}/answers`,
        headers: bearer(learner),
        payload: { question_id: questions[0].id, selected_answer: 'A' },
      });
    for (const app of [a.app, b, a.app, b]) expect((await save(app)).statusCode).toBe(200);

    await dbB.execute(
      sql`insert into board_area_access (user_id, board_area_id, has_access) values (${learner.user.id}, ${AREA}, false)`,
    );
    expect((await save(a.app)).statusCode).toBe(403);
    expect((await save(b)).statusCode).toBe(403);

    await dbB.execute(sql`delete from board_area_access where user_id = ${learner.user.id}`);
    expect((await save(b)).statusCode).toBe(200);
    expect((await save(a.app)).statusCode).toBe(200);
  });

  it('a submit on one instance locks the test on the other at once', async () => {
    const learner = await buildPaidLearner(a.db);
    await warm(learner);
    const start = await a.app.inject({
      url: `/api/content/questions?test_id=${TEST}&limit=100`,
      headers: bearer(learner),
    });
    const submit = await a.app.inject({
      method: 'POST',
      url: `/api/practice/attempts/${start.json().attempt.id}/submit`,
      headers: bearer(learner),
      payload: {},
    });
    expect(submit.statusCode).toBe(200);
    expect(await mayStart(b, learner)).toBe(false);
    expect(await mayStart(a.app, learner)).toBe(false);
  });
});
