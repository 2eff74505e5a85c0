import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildUser, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { buildPool } from '../question-bank/question-bank.fixtures';

let t: TestContext;
const { get, send, takeTest: submitEmpty } = httpHelpers(() => t.app);
let admin: TestUser;
const TEST = 'criminalistics-3-intermediate';

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  await buildPool(t.db, {
    boardArea: 'criminalistics',
    subjectIndex: 3,
    difficulty: 'intermediate',
    count: 20,
  });
  await buildPool(t.db, { boardArea: 'law-enforcement', subjectIndex: 1, difficulty: 'basic', count: 5 });
});

const takeTest = (learner: TestUser, testId = TEST) => submitEmpty(learner.headers, testId);

const update = (userId: string, action: 'lock' | 'reopen', testId = TEST) =>
  send(
    'POST',
    '/api/admin/test-access-control/update',
    {
      user_id: userId,
      test_id: testId,
      board_area: testId.split('-')[0],
      difficulty_level: testId.split('-').at(-1),
      action,
    },
    admin.headers,
  );

describe('locking after completion and reopening', () => {
  it('locks a test after grading, and a reopen allows exactly one retake', async () => {
    const learner = await buildPaidLearner(t.db);
    const first = await takeTest(learner);

    const locked = await get(`/api/content/questions?test_id=${TEST}`, learner.headers);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      reason:
        'You have already completed this test. It stays locked until an administrator reopens it for a retake.',
      contact_message: 'Contact your review center administrator to request a retake.',
      test_result_id: first.id,
    });
    const listed = (await get('/api/content/tests', learner.headers)).json();
    expect(listed.tests.find((x: { id: string }) => x.id === TEST)).toMatchObject({
      can_take: false,
      has_completed: true,
      is_locked: true,
      is_retake: false,
      status: 'completed_locked',
      previous_score: 0,
      attempts_count: 1,
    });

    const reopened = await update(learner.user.id, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'completed_open', test_id: TEST });
    // The learner is told, in the same transaction as the change (issue 11).
    const [news] = (await get('/api/notifications', learner.headers)).json().notifications;
    expect(news).toMatchObject({ type: 'system_update', title: 'Practice test reopened', is_read: false });
    const eligibility = (await get(`/api/user-tracking/test-eligibility/${TEST}`, learner.headers)).json();
    expect(eligibility).toMatchObject({
      can_take: true,
      is_retake: true,
      previous_score: 0,
      attempts_count: 1,
    });

    const retake = await takeTest(learner);
    expect(retake.id).not.toBe(first.id);
    expect(retake.is_retake).toBe(true);
    expect((await get(`/api/content/questions?test_id=${TEST}`, learner.headers)).statusCode).toBe(403);
    const after = (await get(`/api/user-tracking/test-eligibility/${TEST}`, learner.headers)).json();
    expect(after).toMatchObject({ can_take: false, status: 'completed_locked', attempts_count: 2 });
  });

  it('keeps one open retake across reloads: a second start resumes it', async () => {
    const learner = await buildPaidLearner(t.db);
    await takeTest(learner);
    await update(learner.user.id, 'reopen');
    const a = (await get(`/api/content/questions?test_id=${TEST}`, learner.headers)).json();
    const b = (await get(`/api/content/questions?test_id=${TEST}`, learner.headers)).json();
    expect(b.attempt.id).toBe(a.attempt.id);
  });

  it('a manual lock refuses even a first attempt, and stays after completion of a running attempt', async () => {
    const learner = await buildPaidLearner(t.db);
    expect((await update(learner.user.id, 'lock')).json().status).toBe('manually_locked');
    const res = await get(`/api/content/questions?test_id=${TEST}`, learner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: 'This test has been locked by an administrator.',
      reason: 'This test has been locked by an administrator.',
    });
    expect((await update(learner.user.id, 'reopen')).json().status).toBe('available');
    const started = await get(`/api/content/questions?test_id=${TEST}`, learner.headers);
    expect(started.statusCode).toBe(200);
    // Locked by hand while answering: resuming is refused, and grading does not turn the
    // lock into completed_locked.
    await update(learner.user.id, 'lock');
    const resumed = await get(`/api/content/questions?test_id=${TEST}`, learner.headers);
    expect(resumed.statusCode).toBe(403);
    expect(resumed.json().reason).toBe('This test has been locked by an administrator.');
    const graded = await send(
      'POST',
      `/api/practice/attempts/${started.json().attempt.id}/submit`,
      {},
      learner.headers,
    );
    expect(graded.statusCode).toBe(200);
    const after = (await get(`/api/user-tracking/test-eligibility/${TEST}`, learner.headers)).json();
    expect(after).toMatchObject({ status: 'manually_locked', can_take: false, attempts_count: 1 });
  });

  it('refuses a test id that does not match the board area and level sent', async () => {
    const learner = await buildPaidLearner(t.db);
    const res = await send(
      'POST',
      '/api/admin/test-access-control/update',
      { user_id: learner.user.id, test_id: TEST, board_area: 'criminal-law', action: 'lock' },
      admin.headers,
    );
    expect(res.statusCode).toBe(422);
  });

  it('shows an administrator the per-user test access, grouped by board area', async () => {
    const learner = await buildPaidLearner(t.db);
    await takeTest(learner);
    const res = await get(`/api/admin/test-access-control/user/${learner.user.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user_id).toBe(learner.user.id);
    expect(body.test_access).toHaveLength(6);
    expect(body.test_access.flatMap((a: { tests: unknown[] }) => a.tests)).toHaveLength(108);
    const area = body.test_access.find((a: { board_area: string }) => a.board_area === 'criminalistics');
    expect(area.board_area_name).toBe('Criminalistics');
    expect(area.tests.find((x: { test_id: string }) => x.test_id === TEST)).toMatchObject({
      status: 'completed_locked',
      is_completed: true,
      is_locked: true,
      requires_action: true,
      auto_locked: true,
      attempts_count: 1,
      last_score: 0,
    });
    expect(
      (await get(`/api/admin/test-access-control/user/${learner.user.id}`, learner.headers)).statusCode,
    ).toBe(403);
  });
});

describe('board-area restrictions', () => {
  it('refuses the tests of a restricted area to that learner only', async () => {
    const learner = await buildPaidLearner(t.db);
    const other = await buildPaidLearner(t.db);
    const res = await send(
      'POST',
      '/api/admin/board-area-access',
      { user_id: learner.user.id, board_area: 'industrial-security', has_access: false },
      admin.headers,
    );
    expect(res.json().board_areas['law-enforcement']).toBe(false);
    expect(res.json().board_areas.criminalistics).toBe(true);
    const refused = await get('/api/content/questions?test_id=law-enforcement-1-basic', learner.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe(
      'Your access to this board area has been restricted by an administrator.',
    );
    expect(
      (await get('/api/content/questions?test_id=law-enforcement-1-basic', other.headers)).statusCode,
    ).toBe(200);
    const listed = (await get('/api/content/tests', learner.headers)).json();
    expect(listed.tests.find((x: { id: string }) => x.id === 'law-enforcement-1-basic')).toMatchObject({
      can_take: false,
      is_locked: true,
    });
  });
});

describe('payment verification', () => {
  it('accepting sets both flags and grants a month; the learner may then take tests', async () => {
    const learner = await buildUser(t.db);
    expect((await get(`/api/content/questions?test_id=${TEST}`, learner.headers)).statusCode).toBe(403);
    const res = await send(
      'PUT',
      `/api/admin/users/${learner.user.id}/verification`,
      {
        payment_verified: true,
        notes: 'GCash checked',
        subscription: 'premium',
        gcash_reference: '1234567890',
      },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment_verified: true, is_verified: true, subscription: 'premium' });
    const days = (new Date(res.json().subscription_expires).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27.9);
    expect(days).toBeLessThan(31.1);
    expect((await get(`/api/content/questions?test_id=${TEST}`, learner.headers)).statusCode).toBe(200);
    const notes = await t.database.pool.query('select type from notifications where user_id = $1', [
      learner.user.id,
    ]);
    expect(notes.rows).toEqual([{ type: 'account_verified' }]);
  });

  it('extends an unexpired paid plan, and revoking clears payment_verified with the note', async () => {
    const expires = new Date(Date.now() + 10 * 86_400_000);
    const learner = await buildPaidLearner(t.db, { subscriptionExpiresAt: expires });
    const res = await send(
      'PUT',
      `/api/admin/users/${learner.user.id}/verification`,
      { payment_verified: true, subscription: 'pro' },
      admin.headers,
    );
    const days = (new Date(res.json().subscription_expires).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(37.9);
    expect(days).toBeLessThan(41.1);

    const revoked = await send(
      'PUT',
      `/api/admin/users/${learner.user.id}/verification`,
      { payment_verified: false, notes: 'x' },
      admin.headers,
    );
    expect(revoked.json()).toMatchObject({
      payment_verified: false,
      notes: 'Admin revoked payment verification',
    });
    const refused = await get(`/api/content/questions?test_id=${TEST}`, learner.headers);
    expect(refused.statusCode).toBe(403);
  });

  it('is for administrators only and for existing learners', async () => {
    const learner = await buildPaidLearner(t.db);
    const url = `/api/admin/users/${learner.user.id}/verification`;
    expect((await send('PUT', url, { payment_verified: true }, learner.headers)).statusCode).toBe(403);
    const missing = await send(
      'PUT',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/verification',
      { payment_verified: true },
      admin.headers,
    );
    expect(missing.statusCode).toBe(404);
  });
});
