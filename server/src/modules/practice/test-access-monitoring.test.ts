import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import { accessAdminHelpers, setupAccessAdmin, TEST } from './test-access-admin.fixtures';

let t: TestContext;
let admin: TestUser;
let learners: TestUser[];
const { get, send, startTest, takeTest, statusOf } = accessAdminHelpers(() => t.app);

// The monitoring list and the repairs, over the state the bulk and restriction tests leave
// (test-access-admin.test.ts): Learner 00 completed TEST, Learner 11's criminal-law-1-basic is
// locked by hand during an attempt.
beforeAll(async () => {
  ({ t, admin, learners } = await setupAccessAdmin());
  await takeTest(learners[0]!);
  await startTest(learners[11]!.headers, 'criminal-law-1-basic');
  await send(
    'POST',
    '/api/admin/test-access-control/update',
    { user_id: learners[11]!.user.id, test_id: 'criminal-law-1-basic', action: 'lock' },
    admin.headers,
  );
}, 120_000);

describe('monitoring', () => {
  it('pages, filters and counts over every learner', async () => {
    const res = await get('/api/admin/test-access-control?limit=20&page=1', admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_users).toBe(50);
    expect(body.total).toBe(50);
    expect(body.users).toHaveLength(20);
    expect(body.users[0].user_name).toBe('Learner 00');
    expect(body.statistics).toMatchObject({
      users_with_completed_tests: 1,
      total_completed_locked: 1,
      total_manually_locked: 1,
    });
    expect(body.statistics.tests_requiring_action).toBe(2);
    expect(body.statistics.users_needing_attention).toBe(2);
    expect(body.users[0].tests).toContainEqual(
      expect.objectContaining({
        test_id: TEST,
        status: 'completed_locked',
        requires_action: true,
        auto_locked: true,
      }),
    );
    const page3 = (await get('/api/admin/test-access-control?limit=20&page=3', admin.headers)).json();
    expect(page3.users).toHaveLength(10);

    const attention = (
      await get('/api/admin/test-access-control?needs_attention=true', admin.headers)
    ).json();
    expect(attention.users.map((u: { user_name: string }) => u.user_name)).toEqual([
      'Learner 00',
      'Learner 11',
    ]);
    const manual = (
      await get(
        '/api/admin/test-access-control?status=manually_locked&board_area=criminal-law',
        admin.headers,
      )
    ).json();
    expect(manual.users).toHaveLength(1);
    expect(manual.users[0].tests).toHaveLength(1);
    const none = (
      await get(
        '/api/admin/test-access-control?status=manually_locked&board_area=criminalistics',
        admin.headers,
      )
    ).json();
    expect(none.users).toHaveLength(0);
    const search = (await get('/api/admin/test-access-control?search=learner%2007', admin.headers)).json();
    expect(search.users.map((u: { user_name: string }) => u.user_name)).toEqual(['Learner 07']);
  });
});

describe('repairs', () => {
  it('fix hand-broken rows, and a second run fixes nothing', async () => {
    const a = learners[20]!;
    const b = learners[21]!;
    const resultA = await takeTest(a);
    const resultB = await takeTest(b);
    // Broken by hand: a graded attempt without its access row, a completed row without an
    // attempt, a stored score that disagrees with the answers, a question row marked wrongly.
    await t.db.execute(sql`delete from test_access where user_id = ${a.user.id} and test_id = ${TEST}`);
    await t.db.execute(
      sql`insert into test_access (user_id, test_id, status) values (${b.user.id}, 'criminal-law-1-basic', 'completed_locked')`,
    );
    await t.db.execute(
      sql`update test_attempts set score = 93, correct_answers = 7 where id = ${resultA.id}`,
    );
    await t.db.execute(
      sql`update attempt_results set is_correct = true where attempt_id = ${resultB.id} and position = 1`,
    );

    const sync = await send('POST', '/api/admin/sync-test-access-control', {}, admin.headers);
    expect(sync.json()).toMatchObject({
      message: 'Synchronization completed',
      synced_records: 1,
      fixed_records: 1,
    });
    expect(await statusOf(a, TEST)).toBe('completed_locked');
    expect(await statusOf(b, 'criminal-law-1-basic')).toBe('available');
    expect(
      (await send('POST', '/api/admin/sync-test-access-control', {}, admin.headers)).json(),
    ).toMatchObject({
      synced_records: 0,
      fixed_records: 0,
    });

    const fix = await send('POST', '/api/admin/fix-test-results-data', {}, admin.headers);
    expect(fix.json()).toMatchObject({ message: 'Data integrity fix completed', fixed_records: 2 });
    const rows = await t.db.execute(
      sql`select id, score, correct_answers from test_attempts where id in (${resultA.id}, ${resultB.id})`,
    );
    for (const r of rows.rows) expect(r).toMatchObject({ score: 0, correct_answers: 0 });
    expect(
      (await send('POST', '/api/admin/fix-test-results-data', {}, admin.headers)).json().fixed_records,
    ).toBe(0);
  });
});
