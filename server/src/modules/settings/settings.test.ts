import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';

let t: TestContext;
let admin: TestUser;
const { get, send } = httpHelpers(() => t.app);

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

describe('settings', () => {
  it('start unset (Contact Sales has its default); administrators change them, audited', async () => {
    expect((await get('/api/admin/settings', admin.headers)).json()).toMatchObject({
      gcash_number: null,
      gcash_account_name: null,
      sales_email: 'sales@crimreview.ph',
    });
    const res = await send(
      'PUT',
      '/api/admin/settings',
      { gcash_number: '0917-123 4567', gcash_account_name: 'Juan Dela Cruz', sales_email: 'Sales@Center.ph' },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gcash_number: '09171234567',
      gcash_account_name: 'Juan Dela Cruz',
      sales_email: 'sales@center.ph',
    });
    expect((await t.app.inject({ url: '/api/settings/public' })).json()).toEqual({
      sales_email: 'sales@center.ph',
    });
    await send('PUT', '/api/admin/settings', { gcash_account_name: 'Maria Clara' }, admin.headers);
    const audit = await t.database.pool.query(
      "select actor_id, details from audit_log where action = 'settings.update' order by created_at",
    );
    expect(audit.rows).toHaveLength(2);
    expect(audit.rows[1].details).toEqual({
      before: { gcash_account_name: 'Juan Dela Cruz' },
      after: { gcash_account_name: 'Maria Clara' },
    });
  });

  it('refuses a malformed GCash number or an empty change (422), and non-administrators (403)', async () => {
    expect(
      (await send('PUT', '/api/admin/settings', { gcash_number: '12345' }, admin.headers)).statusCode,
    ).toBe(422);
    expect((await send('PUT', '/api/admin/settings', {}, admin.headers)).statusCode).toBe(422);
    const learner = await buildUser(t.db);
    expect((await get('/api/admin/settings', learner.headers)).statusCode).toBe(403);
    expect(
      (await send('PUT', '/api/admin/settings', { gcash_account_name: 'X Y' }, learner.headers)).statusCode,
    ).toBe(403);
  });
});
