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

/**
 * Issue 13: the users tab's list and filters, per-user dashboards and the sub-admin's isolation.
 * Deleting, password reset and review centers are in people-manage.test.ts.
 */

let t: TestContext;
let admin: TestUser;
const { call } = httpHelpers(() => t.app);

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

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
