import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildSubAdmin, buildUser } from '../../../test/factories';

let t: TestContext;

beforeAll(async () => {
  t = await setupTestApp();
});

describe('GET /admin/users', () => {
  it('lets only administrators list users, newest first and paginated', async () => {
    const admin = await buildAdmin(t.db);
    const sub = await buildSubAdmin(t.db);
    const learner = await buildUser(t.db);
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/users', headers: learner.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/users', headers: sub.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/admin/users?limit=2&page=1', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.users[0]._id).toBe(learner.user.id);
    expect(new Date(body.users[0].created_at) >= new Date(body.users[1].created_at)).toBe(true);
    expect(Object.keys(body.users[0])).toEqual(
      expect.arrayContaining([
        'subscription_expires',
        'payment_verified',
        'is_admin',
        'admin_level',
        'last_login',
      ]),
    );
    expect(body.users[0]).not.toHaveProperty('password_hash');
  });
});
