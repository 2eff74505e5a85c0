import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildSubAdmin } from '../../../test/factories';
import { adminStats } from './stats.service';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

const pay = (amount: number, status: string, decidedAt: string) =>
  t.database.pool.query(
    `insert into payments (plan, billing_cycle, amount, status, decided_at) values ('basic', 'monthly', $1, $2, $3)`,
    [amount, status, decidedAt],
  );

describe('GET /admin/stats', () => {
  it('counts revenue of approved payments in the Asia/Manila month, at its boundary', async () => {
    await pay(499, 'approved', '2026-11-30T15:59:59Z'); // Nov 30, 23:59:59 in Manila
    await pay(899, 'approved', '2026-11-30T16:00:00Z'); // Dec 1, 00:00 in Manila
    await pay(1299, 'approved', '2026-12-31T15:59:00Z'); // Dec 31, 23:59 in Manila
    await pay(1299, 'approved', '2026-12-31T16:00:00Z'); // Jan 1 in Manila
    await pay(5000, 'rejected', '2026-12-10T00:00:00Z');
    await pay(7000, 'pending', '2026-12-10T00:00:00Z');
    expect((await adminStats(t.db, new Date('2026-12-05T00:00:00Z'))).revenue_this_month).toBe(899 + 1299);
    // 2026-11-30T16:30Z is already December in Manila (UTC still says November).
    const dec = await adminStats(t.db, new Date('2026-11-30T16:30:00Z'));
    expect(dec.revenue_this_month).toBe(899 + 1299);
    expect(dec.month_start).toBe('2026-11-30T16:00:00.000Z');
    expect((await adminStats(t.db, new Date('2026-11-30T15:30:00Z'))).revenue_this_month).toBe(499);
  });

  it('counts users and active paid subscriptions; administrators only', async () => {
    const admin = await buildAdmin(t.db);
    const sub = await buildSubAdmin(t.db);
    await buildPaidLearner(t.db);
    const res = await t.app.inject({ url: '/api/admin/stats', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { rows } = await t.database.pool.query('select count(*)::int as n from users');
    expect(body.total_users).toBe(rows[0].n);
    expect(body.active_subscriptions).toBe(1);
    expect(typeof body.total_courses).toBe('number');
    expect((await t.app.inject({ url: '/api/admin/stats', headers: sub.headers })).statusCode).toBe(403);
  });
});
