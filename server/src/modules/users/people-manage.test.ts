import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import {
  buildAdmin,
  buildPaidLearner,
  buildSubAdmin,
  buildUser,
  type TestUser,
} from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { waitForMail } from '../../../test/jobs';

/** Issue 13: deleting users, the administrator's password reset and review centers. */

let t: TestContext;
let admin: TestUser;
const { call } = httpHelpers(() => t.app);

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

describe('deleting users', () => {
  const exists = async (id: string) =>
    (await t.database.pool.query('select 1 from users where id = $1', [id])).rowCount === 1;

  it('deletes one account with a reason, keeps the audit entry, ends its sessions', async () => {
    const learner = await buildUser(t.db);
    expect((await call('DELETE', `/api/admin/users/${learner.user.id}`, admin, {})).statusCode).toBe(422);
    const res = await call('DELETE', `/api/admin/users/${learner.user.id}`, admin, {
      deletion_reason: 'Duplicate',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(learner.user.id)).toBe(false);
    expect((await call('GET', '/api/auth/me', learner)).statusCode).toBe(401);
    const { rows } = await t.database.pool.query(
      'select actor_id, action, reason from audit_log where target_id = $1',
      [learner.user.id],
    );
    expect(rows).toEqual([{ actor_id: admin.user.id, action: 'user.delete', reason: 'Duplicate' }]);
    expect(JSON.stringify(rows)).not.toContain(learner.user.email);
  });

  it('refuses an unknown id (404), oneself, and a sub-admin caller', async () => {
    const body = { deletion_reason: 'x' };
    expect((await call('DELETE', `/api/admin/users/${randomUUID()}`, admin, body)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/users/not-an-id', admin, body)).statusCode).toBe(404);
    const self = await call('DELETE', `/api/admin/users/${admin.user.id}`, admin, body);
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('You cannot delete your own account');
    const sub = await buildSubAdmin(t.db);
    const learner = await buildUser(t.db);
    expect((await call('DELETE', `/api/admin/users/${learner.user.id}`, sub, body)).statusCode).toBe(403);
    expect(await exists(learner.user.id)).toBe(true);
  });

  it('bulk delete is all or nothing', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const other = await buildAdmin(t.db);
    const empty = await call('DELETE', '/api/admin/users/bulk-delete', admin, { user_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('Please select users to delete');
    const unknown = await call('DELETE', '/api/admin/users/bulk-delete', admin, {
      user_ids: [a.user.id, b.user.id, randomUUID()],
    });
    expect(unknown.statusCode).toBe(404);
    const withAdmin = await call('DELETE', '/api/admin/users/bulk-delete', admin, {
      user_ids: [a.user.id, other.user.id, b.user.id],
    });
    expect(withAdmin.statusCode).toBe(400);
    expect(await exists(a.user.id)).toBe(true);
    expect(await exists(b.user.id)).toBe(true);
    expect(await exists(other.user.id)).toBe(true);
    const tooMany = Array.from({ length: 501 }, () => randomUUID());
    expect(
      (await call('DELETE', '/api/admin/users/bulk-delete', admin, { user_ids: tooMany })).statusCode,
    ).toBe(422);
    const ok = await call('DELETE', '/api/admin/users/bulk-delete', admin, {
      user_ids: [a.user.id, b.user.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'Successfully deleted 2 users', deleted_count: 2 });
    expect(await exists(a.user.id)).toBe(false);
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from audit_log where action = 'user.delete' and target_id = any($1)",
      [[a.user.id, b.user.id]],
    );
    expect(rows[0].n).toBe(2);
  });
});

describe('PUT /admin/users/{id}/reset-password', () => {
  it('sets the password, revokes every session of the target, and mails them', async () => {
    const learner = await buildUser(t.db);
    const other = await buildUser(t.db); // an unrelated session stays
    const short = await call('PUT', `/api/admin/users/${learner.user.id}/reset-password`, admin, {
      new_password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain('Password must be at least 8 characters long');
    const res = await call('PUT', `/api/admin/users/${learner.user.id}/reset-password`, admin, {
      new_password: 'Fresh-Start-2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/auth/me', learner)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.user.email, password: 'Fresh-Start-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(await waitForMail(t.outbox, learner.user.email)).toMatch(/administrator/i);
    const { rows } = await t.database.pool.query('select action from audit_log where target_id = $1', [
      learner.user.id,
    ]);
    expect(rows).toEqual([{ action: 'user.reset_password' }]);
  });

  it("refuses a staff account's password and unknown ids", async () => {
    const sub = await buildSubAdmin(t.db);
    const body = { new_password: 'Fresh-Start-2026' };
    expect(
      (await call('PUT', `/api/admin/users/${sub.user.id}/reset-password`, admin, body)).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/admin/users/${randomUUID()}/reset-password`, admin, body)).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/api/admin/users/${sub.user.id}/reset-password`, sub, body)).statusCode).toBe(
      403,
    );
  });
});

describe('review centers', () => {
  const center = {
    name: 'Manila Review Hub',
    city: 'Manila',
    province: 'Metro Manila',
    contact_email: 'hub@example.com',
  };

  it('creates, refuses duplicates and invalid input, renames with its users, refuses delete while assigned', async () => {
    const created = await call('POST', '/api/admin/review-centers', admin, center);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().review_center.id;
    expect(created.json().review_center.is_active).toBe(true);
    const dup = await call('POST', '/api/admin/review-centers', admin, {
      ...center,
      name: ' manila review hub ',
    });
    expect(dup.statusCode).toBe(409);
    const noName = await call('POST', '/api/admin/review-centers', admin, { ...center, name: '  ' });
    expect(noName.statusCode).toBe(422);
    expect(JSON.stringify(noName.json())).toContain('Review center name is required');
    const badEmail = await call('POST', '/api/admin/review-centers', admin, {
      name: 'X',
      contact_email: 'nope',
    });
    expect(JSON.stringify(badEmail.json())).toContain('Please enter a valid contact email address');
    const badPhone = await call('POST', '/api/admin/review-centers', admin, {
      name: 'X',
      contact_phone: 'call me',
    });
    expect(JSON.stringify(badPhone.json())).toContain('Please enter a valid contact phone number');

    await buildUser(t.db, { review_center: center.name });
    await buildPaidLearner(t.db, { review_center: center.name });
    const listed = (await call('GET', '/api/admin/review-centers', admin)).json().review_centers;
    expect(listed.find((c: { id: string }) => c.id === id)).toMatchObject({
      user_count: 2,
      verified_count: 1,
    });

    const renamed = await call('PUT', `/api/admin/review-centers/${id}`, admin, {
      ...center,
      name: 'Manila Hub',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().review_center.user_count).toBe(2);
    const refused = await call('DELETE', `/api/admin/review-centers/${id}`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('2 users are assigned');
    expect((await call('DELETE', `/api/admin/review-centers/${randomUUID()}`, admin)).statusCode).toBe(404);

    const empty = (await call('POST', '/api/admin/review-centers', admin, { name: 'Empty Center' })).json();
    expect(
      (await call('DELETE', `/api/admin/review-centers/${empty.review_center.id}`, admin)).statusCode,
    ).toBe(200);
    const other = (await call('POST', '/api/admin/review-centers', admin, { name: 'Other Center' })).json();
    const clash = await call('PUT', `/api/admin/review-centers/${other.review_center.id}`, admin, {
      name: 'MANILA HUB',
    });
    expect(clash.statusCode).toBe(409);
  });
});
