import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { buildPool } from '../question-bank/question-bank.fixtures';

let t: TestContext;
const { get, send, startTest } = httpHelpers(() => t.app);
let admin: TestUser;
let learners: TestUser[];
const AREA = 'criminalistics';
const TEST = 'criminalistics-2-basic';
const AREA_TESTS = 18;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  await buildPool(t.db, { boardArea: AREA, subjectIndex: 2, difficulty: 'basic', count: 8 });
  await buildPool(t.db, { boardArea: 'criminal-law', subjectIndex: 1, difficulty: 'basic', count: 8 });
  learners = [];
  for (let i = 0; i < 50; i++)
    learners.push(await buildPaidLearner(t.db, { name: `Learner ${String(i).padStart(2, '0')}` }));
}, 120_000);

const bulk = (body: object) => send('POST', '/api/admin/bulk-test-access-control', body, admin.headers);

async function takeTest(learner: TestUser, testId = TEST) {
  const started = await startTest(learner.headers, testId);
  expect(started.statusCode).toBe(200);
  const res = await send(
    'POST',
    `/api/practice/attempts/${started.json().attempt.id}/submit`,
    {},
    learner.headers,
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

const statusOf = async (learner: TestUser, testId: string) =>
  (await get(`/api/user-tracking/test-eligibility/${testId}`, learner.headers)).json().status;

describe('bulk lock and unlock of a board area', () => {
  it('locks then unlocks every test of the area for all 50 learners, with exact counts and audit', async () => {
    const done = learners[0]!;
    await takeTest(done);

    expect((await bulk({ board_area: AREA, action: 'lock', admin_reason: '' })).statusCode).toBe(422);
    const locked = await bulk({ board_area: AREA, action: 'lock', admin_reason: 'Exam week' });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({
      message: 'Bulk lock successful',
      affected_tests: 50 * AREA_TESTS,
      affected_users: 50,
      board_area: AREA,
    });
    // Locking again changes nothing.
    expect((await bulk({ board_area: AREA, action: 'lock', admin_reason: 'Again' })).json()).toMatchObject({
      affected_tests: 0,
      affected_users: 0,
    });
    const status = (await get('/api/admin/bulk-access-status', admin.headers)).json();
    const area = status.board_areas.find((a: { board_area_id: string }) => a.board_area_id === AREA);
    expect(area).toMatchObject({
      status: 'locked',
      status_color: 'red',
      locked_tests: 50 * AREA_TESTS,
      total_tests: 50 * AREA_TESTS,
      total_users: 50,
      last_action: { action: 'lock' },
    });
    expect(
      status.board_areas.find((a: { board_area_id: string }) => a.board_area_id === 'criminal-law'),
    ).toMatchObject({ status: 'unlocked', locked_tests: 0 });
    expect((await startTest(learners[1]!.headers, TEST)).statusCode).toBe(403);

    const unlocked = await bulk({
      board_area: 'criminalistics',
      action: 'unlock',
      admin_reason: 'Exam over',
    });
    expect(unlocked.json()).toMatchObject({ affected_tests: 50 * AREA_TESTS, affected_users: 50 });
    // The learner who completed the test is back to the lock after completion; the others may start.
    expect(await statusOf(done, TEST)).toBe('completed_locked');
    expect(await statusOf(learners[1]!, TEST)).toBe('available');
    const after = (await get('/api/admin/bulk-access-status', admin.headers)).json();
    expect(after.board_areas.find((a: { board_area_id: string }) => a.board_area_id === AREA)).toMatchObject({
      status: 'unlocked',
      locked_tests: 0,
      last_action: { action: 'unlock' },
    });
    const audit = await t.db.execute(
      sql`select action, reason, details from audit_log where action like 'test_access.bulk_%' order by created_at`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'test_access.bulk_lock',
      'test_access.bulk_lock',
      'test_access.bulk_unlock',
    ]);
    expect(audit.rows[0]).toMatchObject({
      reason: 'Exam week',
      details: { affected_tests: 900, board_area: AREA },
    });
  });

  it('locks one subject (3 tests × every learner) and one learner’s whole area', async () => {
    const subject = await bulk({
      board_area: 'crime-detection',
      subject_index: 4,
      action: 'lock',
      admin_reason: 'Review',
    });
    expect(subject.json()).toMatchObject({
      affected_tests: 150,
      affected_users: 50,
      board_area: 'criminal-investigation',
      subject_index: 4,
    });
    const status = (await get('/api/admin/bulk-access-status', admin.headers)).json();
    const area = status.board_areas.find(
      (a: { board_area_id: string }) => a.board_area_id === 'criminal-investigation',
    );
    expect(area).toMatchObject({ status: 'partial', status_color: 'yellow', locked_tests: 150 });
    expect(area.subjects.find((s: { subject_index: number }) => s.subject_index === 4).locked_tests).toBe(
      150,
    );
    await bulk({
      board_area: 'criminal-investigation',
      subject_index: 4,
      action: 'unlock',
      admin_reason: 'Done',
    });

    const one = learners[5]!;
    const mine = await bulk({
      board_area: 'criminal-law',
      user_id: one.user.id,
      action: 'lock',
      admin_reason: 'Paused',
    });
    expect(mine.json()).toMatchObject({ affected_tests: 18, affected_users: 1, user_id: one.user.id });
    expect(await statusOf(one, 'criminal-law-1-basic')).toBe('manually_locked');
    expect(await statusOf(learners[6]!, 'criminal-law-1-basic')).toBe('available');
    await bulk({
      board_area: 'criminal-law',
      user_id: one.user.id,
      action: 'unlock',
      admin_reason: 'Resumed',
    });
    expect(await statusOf(one, 'criminal-law-1-basic')).toBe('available');
  });
});

describe('a restriction reaches an open attempt on its next request', () => {
  it('a learner whose area is restricted can no longer save, resume or add answers at submit', async () => {
    const learner = learners[10]!;
    const started = (await startTest(learner.headers, 'criminal-law-1-basic')).json();
    const [q1, q2] = started.questions;
    const save = (qid: string) =>
      send(
        'PUT',
        `/api/practice/attempts/${started.attempt.id}/answers`,
        { answers: [{ question_id: qid, selected_answer: 'A' }] },
        learner.headers,
      );
    expect((await save(q1.id)).statusCode).toBe(200);

    const restrict = await send(
      'POST',
      '/api/admin/board-area-access',
      { user_id: learner.user.id, board_area: 'criminal-law', has_access: false },
      admin.headers,
    );
    expect(restrict.statusCode).toBe(200);
    const refused = await save(q2.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'Your access to this board area has been restricted by an administrator.',
    );
    expect((await startTest(learner.headers, 'criminal-law-1-basic')).statusCode).toBe(403);
    const saved = await t.db.execute(
      sql`select count(*)::int as n from attempt_answers where attempt_id = ${started.attempt.id}`,
    );
    expect(saved.rows[0]!.n).toBe(1);

    await send(
      'POST',
      '/api/admin/board-area-access',
      { user_id: learner.user.id, board_area: 'criminal-law', has_access: true },
      admin.headers,
    );
    expect((await save(q2.id)).statusCode).toBe(200);
  });

  it('a manual lock of the test stops its saves too', async () => {
    const learner = learners[11]!;
    const started = (await startTest(learner.headers, 'criminal-law-1-basic')).json();
    await send(
      'POST',
      '/api/admin/test-access-control/update',
      { user_id: learner.user.id, test_id: 'criminal-law-1-basic', action: 'lock' },
      admin.headers,
    );
    const res = await send(
      'PUT',
      `/api/practice/attempts/${started.attempt.id}/answers`,
      { answers: [{ question_id: started.questions[0].id, selected_answer: 'B' }] },
      learner.headers,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('This test has been locked by an administrator.');
  });

  it('allows or restricts every area in one call, aliases accepted per area', async () => {
    const learner = learners[12]!;
    const closed = await send(
      'POST',
      '/api/admin/board-area-access/all',
      { user_id: learner.user.id, has_access: false },
      admin.headers,
    );
    expect(Object.values(closed.json().board_areas)).toEqual(Array(6).fill(false));
    expect((await get('/api/courses', learner.headers)).statusCode).toBeLessThan(500);
    await send(
      'POST',
      '/api/admin/board-area-access/all',
      { user_id: learner.user.id, has_access: true },
      admin.headers,
    );
    const alias = await send(
      'POST',
      '/api/admin/board-area-access',
      { user_id: learner.user.id, board_area: 'human-rights', has_access: false },
      admin.headers,
    );
    expect(alias.json().board_areas).toMatchObject({ 'criminal-sociology': false, 'criminal-law': true });
    const read = (await get(`/api/admin/board-area-access/${learner.user.id}`, admin.headers)).json();
    expect(read.board_areas['criminal-sociology']).toBe(false);
    const audit = await t.db.execute(
      sql`select action from audit_log where target_id = ${learner.user.id} order by created_at`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'board_area_access.close_all',
      'board_area_access.open_all',
      'board_area_access.close',
    ]);
  });
});

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
