import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import { AREA, accessAdminHelpers, setupAccessAdmin, TEST } from './test-access-admin.fixtures';

let t: TestContext;
let admin: TestUser;
let learners: TestUser[];
const { get, send, startTest, takeTest, statusOf } = accessAdminHelpers(() => t.app);

const AREA_TESTS = 18;

// Bulk locks and restrictions; the monitoring list and the repairs are in test-access-monitoring.test.ts.
beforeAll(async () => {
  ({ t, admin, learners } = await setupAccessAdmin());
}, 120_000);

const bulk = (body: object) => send('POST', '/api/admin/bulk-test-access-control', body, admin.headers);

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
