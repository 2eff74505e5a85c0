import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildUser, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';

let t: TestContext;
let admin: TestUser;
const { send } = httpHelpers(() => t.app);

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

const entriesFor = async (userId: string) =>
  (
    await t.database.pool.query(
      'select actor_id, action, target_type, reason, details from audit_log where target_id = $1 order by created_at',
      [userId],
    )
  ).rows;

describe('audit trail of staff actions', () => {
  it('records who changed a learner’s access, what, and why', async () => {
    const learner = await buildPaidLearner(t.db);
    const id = learner.user.id;
    const testId = 'criminal-law-1-basic';
    const base = { user_id: id, test_id: testId };
    await send(
      'POST',
      '/api/admin/test-access-control/update',
      { ...base, action: 'lock', reason: 'Cheating report' },
      admin.headers,
    );
    await send('POST', '/api/admin/test-access-control/update', { ...base, action: 'reopen' }, admin.headers);
    await send(
      'POST',
      '/api/admin/board-area-access',
      { user_id: id, board_area: 'criminalistics', has_access: false },
      admin.headers,
    );
    expect(await entriesFor(id)).toEqual([
      {
        actor_id: admin.user.id,
        action: 'test_access.manually_locked',
        target_type: 'user',
        reason: 'Cheating report',
        details: { test_id: testId },
      },
      {
        actor_id: admin.user.id,
        action: 'test_access.available',
        target_type: 'user',
        reason: 'Reopened by an administrator for one retake',
        details: { test_id: testId },
      },
      {
        actor_id: admin.user.id,
        action: 'board_area_access.close',
        target_type: 'user',
        reason: null,
        details: { board_area: 'criminalistics' },
      },
    ]);
  });

  it('records payment verification and its revocation', async () => {
    const learner = await buildUser(t.db);
    const url = `/api/admin/users/${learner.user.id}/verification`;
    await send('PUT', url, { payment_verified: true, notes: 'GCash 1234567890123 checked' }, admin.headers);
    await send('PUT', url, { payment_verified: false }, admin.headers);
    const actions = (await entriesFor(learner.user.id)).map((e) => [e.action, e.reason]);
    expect(actions).toEqual([
      ['payment.verify', 'GCash 1234567890123 checked'],
      ['payment.revoke', 'Admin revoked payment verification'],
    ]);
  });

  it('is append-only: entries cannot be changed or removed', async () => {
    await expect(t.database.pool.query("update audit_log set reason = 'rewritten'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
    const { rows } = await t.database.pool.query('select count(*)::int as n from audit_log');
    expect(rows[0].n).toBeGreaterThanOrEqual(5);
  });
});
