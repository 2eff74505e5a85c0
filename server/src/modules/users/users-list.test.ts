import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, type TestUser } from '../../../test/factories';
import { listUsersPage, userCountersQuery } from './users-list.queries';

/**
 * The users tab's list call stays fast at 10,000 accounts (bench/users-list.ts) because its
 * search and sorts can follow indexes. A tiny test table is always cheaper to scan, so the plan
 * is read with sequential scans priced out: what is checked is that the index *can* serve the
 * query as the module writes it (a changed expression silently loses the index).
 */

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  await buildUser(t.db, { name: 'Ben Cruz', team_number: 'T2', section_number: 'S-B' });
  await buildUser(t.db, { name: 'Cara Lim', team_number: 'T1', section_number: 'S-A' });
});

async function planOf(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const client = await t.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    const { rows } = await client.query(`explain ${sql}`, params);
    await client.query('rollback');
    return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

const page = { page: 1, limit: 25, sortDir: 'desc' as const };

describe('users list: indexes the plans can use', () => {
  it('searches name, email, team and section through the trigram index', async () => {
    const filters = { search: 'cruz', payment_status: 'all' as const, email_status: 'all' as const };
    expect(await planOf(listUsersPage(t.db, filters, { ...page, sortBy: 'created_at' }))).toContain(
      'users_search_trgm_idx',
    );
    expect(await planOf(userCountersQuery(t.db, filters))).toContain('users_search_trgm_idx');
  });

  it('sorts by name and filters by review center with btree indexes', async () => {
    expect(await planOf(listUsersPage(t.db, {}, { ...page, sortBy: 'name' }))).toContain('users_name_idx');
    expect(
      await planOf(userCountersQuery(t.db, { review_center: 'Filter Center 1', email_status: 'all' })),
    ).toContain('users_review_center_idx');
  });

  it('still finds by any of the four fields, never across two of them', async () => {
    const search = async (term: string) => {
      const res = await t.app.inject({
        url: `/api/admin/users?include_details=true&search=${encodeURIComponent(term)}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .users.map((u: { name: string }) => u.name)
        .sort();
    };
    expect(await search('CRUZ')).toEqual(['Ben Cruz']);
    expect(await search('s-a')).toEqual(['Cara Lim']);
    expect(await search('t2')).toEqual(['Ben Cruz']);
    // The name's end, the fields' separator, the email's start: a match spanning two fields.
    expect(await search('Lim\u001fuser-')).toEqual([]);
  });
});
