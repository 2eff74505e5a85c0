import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildSubAdmin, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { buildPool } from '../question-bank/question-bank.fixtures';

let t: TestContext;
let admin: TestUser;
const { get, send } = httpHelpers(() => t.app);
const TEST = 'law-enforcement-1-basic';

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  await buildPool(t.db, { boardArea: 'law-enforcement', subjectIndex: 1, difficulty: 'basic', count: 5 });
});

const closeArea = (user: TestUser) =>
  send(
    'POST',
    '/api/admin/board-area-access',
    { user_id: user.user.id, board_area: 'law-enforcement', has_access: false },
    admin.headers,
  );

/**
 * Board-area restrictions and test locks apply to learners only (decisions.md): whoever holds
 * `access.exempt` (sub-admins, administrators) is treated the same in courses and in practice.
 */
describe('the access.exempt permission', () => {
  it('keeps a closed board area open to a sub-admin, in courses and in practice alike', async () => {
    const paid = {
      subscription: 'premium',
      subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000),
      paymentVerified: true,
    };
    const sub = await buildSubAdmin(t.db, paid);
    const learner = await buildPaidLearner(t.db);
    for (const user of [sub, learner])
      expect((await closeArea(user)).json().board_areas['law-enforcement']).toBe(false);

    expect((await get('/api/content/videos?board_area=law-enforcement', sub.headers)).statusCode).toBe(200);
    expect((await get(`/api/content/questions?test_id=${TEST}`, sub.headers)).statusCode).toBe(200);
    const listed = (await get('/api/content/tests', sub.headers)).json();
    expect(listed.tests.find((x: { id: string }) => x.id === TEST)).toMatchObject({ is_locked: false });

    expect((await get('/api/content/videos?board_area=law-enforcement', learner.headers)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/content/questions?test_id=${TEST}`, learner.headers)).statusCode).toBe(403);
  });
});
