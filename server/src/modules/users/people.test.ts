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
import { waitForMail } from '../../../test/jobs';

/** Issue 13: the users tab's calls, deletion, password reset and the sub-admin's isolation. */

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const ids = (body: { users: { id: string }[] }) => body.users.map((u) => u.id).sort();

describe('GET /admin/users filters', () => {
  // A set of accounts in centers of their own (this file's database has only these and the admins).
  let set: Record<string, TestUser>;
  beforeAll(async () => {
    const rc = (n: number) => `Filter Center ${n}`;
    set = {
      ana: await buildPaidLearner(t.db, {
        name: 'Ana Reyes',
        review_center: rc(1),
        team_number: 'T1',
        section_number: 'S-A',
        subscription: 'basic',
      }),
      ben: await buildUser(t.db, {
        name: 'Ben Cruz',
        review_center: rc(1),
        team_number: 'T2',
        section_number: 'S-B',
      }),
      cara: await buildPaidLearner(t.db, {
        name: 'Cara Lim',
        review_center: rc(2),
        team_number: 'T1',
        section_number: 'S-B',
        subscription: 'pro',
      }),
      dan: await buildUser(t.db, {
        name: 'Dan Uy',
        review_center: rc(2),
        team_number: 'T3',
        section_number: '',
      }),
      // An administrator who is not verified must not be listed as 'unverified'.
      eve: await buildAdmin(t.db, { name: 'Eve Admin', review_center: rc(1), isVerified: false }),
    };
  });

  const list = async (qs: string) => {
    const limit = qs.includes('limit=') ? '' : '&limit=200';
    const res = await call('GET', `/api/admin/users?include_details=true${limit}&${qs}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const expected = (...names: string[]) => names.map((n) => set[n]!.user.id).sort();

  it('applies each filter on the server, with all = no filter', async () => {
    expect(ids(await list('review_center=Filter%20Center%201'))).toEqual(expected('ana', 'ben', 'eve'));
    expect(ids(await list('review_center=Filter%20Center%201&payment_status=verified'))).toEqual(
      expected('ana'),
    );
    expect(ids(await list('review_center=Filter%20Center%201&email_status=unverified'))).toEqual(
      expected('ben'),
    );
    expect(ids(await list('team_number=T1&plan=all'))).toEqual(expected('ana', 'cara'));
    expect(ids(await list('section_number=S-B&payment_status=unverified'))).toEqual(expected('ben'));
    expect(ids(await list('plan=pro'))).toEqual(expected('cara'));
    // search: name, email, team or section, case-insensitive
    expect(ids(await list('search=cruz'))).toEqual(expected('ben'));
    expect(ids(await list('search=s-b'))).toEqual(expected('ben', 'cara'));
    expect(ids(await list('search=t3'))).toEqual(expected('dan'));
    expect(ids(await list(`search=${set.cara!.user.email.slice(0, 12).toUpperCase()}`))).toEqual(
      expected('cara'),
    );
    // a literal % is not a wildcard
    expect((await list('search=%25')).users).toHaveLength(0);
  });

  it('pages and sorts, and counts the filtered and all accounts', async () => {
    const page1 = await list('review_center=all&sort_by=name&sort_dir=asc&limit=2&page=1');
    const all = await list('sort_by=name&sort_dir=asc');
    expect(page1.users.map((u: { name: string }) => u.name)).toEqual(
      all.users.slice(0, 2).map((u: { name: string }) => u.name),
    );
    const names = all.users.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const centre1 = await list('review_center=Filter%20Center%201');
    expect(centre1.total).toBe(3);
    expect(centre1.total_all).toBe(all.total);
    expect(centre1.counters).toEqual({ verified: 1, unverified: 1, review_centers: 1, admin_users: 1 });
  });

  it('offers the distinct non-empty values, sorted', async () => {
    const body = await list('');
    expect(body.filter_options.review_centers).toEqual(['Filter Center 1', 'Filter Center 2']);
    expect(body.filter_options.team_numbers).toEqual(['T1', 'T2', 'T3']);
    expect(body.filter_options.section_numbers).toEqual(['S-A', 'S-B']);
  });
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

describe('per-user dashboards and the sub-admin', () => {
  it('gives the figures of the learner’s own dashboard', async () => {
    const learner = await buildPaidLearner(t.db);
    const own = (await call('GET', '/api/realtime/dashboard-stats', learner)).json();
    const seen = await call('GET', `/api/admin/user/${learner.user.id}/dashboard-stats`, admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().stats).toEqual(own);
    expect(seen.json().user_info.email).toBe(learner.user.email);
    const results = await call('GET', `/api/admin/user/${learner.user.id}/test-results?limit=10`, admin);
    expect(results.json()).toEqual({ test_results: [] });
    const acts = await call('GET', `/api/admin/user/${learner.user.id}/recent-activity?limit=10`, admin);
    expect(acts.json()).toEqual({ activities: [] });
    expect((await call('GET', `/api/admin/user/${randomUUID()}/dashboard-stats`, admin)).statusCode).toBe(
      404,
    );
  });

  it('lets a sub-admin see learners and sub-admins only, and no /admin call', async () => {
    const sub = await buildSubAdmin(t.db, { name: 'Zed Sub' });
    const learner = await buildUser(t.db, { name: 'Zed Learner' });
    const fullAdmin = await buildAdmin(t.db, { name: 'Zed Admin' });
    const list = await call('GET', '/api/sub-admin/users?search=zed', sub);
    expect(list.statusCode).toBe(200);
    expect(ids(list.json())).toEqual([sub.user.id, learner.user.id].sort());
    const all = await call('GET', '/api/sub-admin/users?limit=200', sub);
    expect(all.json().users.some((u: { admin_level: string | null }) => u.admin_level === 'admin')).toBe(
      false,
    );

    const denied = await call('GET', `/api/sub-admin/user/${fullAdmin.user.id}/dashboard-stats`, sub);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(
      "Access denied: You don't have permission to view this user's dashboard",
    );
    for (const part of ['test-results', 'recent-activity'])
      expect((await call('GET', `/api/sub-admin/user/${fullAdmin.user.id}/${part}`, sub)).statusCode).toBe(
        403,
      );
    expect(
      (await call('GET', `/api/sub-admin/user/${learner.user.id}/dashboard-stats`, sub)).statusCode,
    ).toBe(200);
    // an administrator may see everyone's, also through the sub-admin calls
    expect(
      (await call('GET', `/api/sub-admin/user/${fullAdmin.user.id}/dashboard-stats`, admin)).statusCode,
    ).toBe(200);
    for (const url of [
      '/api/admin/users',
      `/api/admin/user/${learner.user.id}/dashboard-stats`,
      '/api/admin/review-centers',
    ])
      expect((await call('GET', url, sub)).statusCode).toBe(403);
    expect((await call('GET', '/api/sub-admin/users', learner)).statusCode).toBe(403);
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
