import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';

let t: TestContext;
let admin: TestUser;
let learners: TestUser[];
const { get, send } = httpHelpers(() => t.app);

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  learners = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
});

describe('GET /admin/notifications/stats', () => {
  it("counts today's notifications by type, the read rate and today's mails by outcome", async () => {
    const before = (await get('/api/admin/notifications/stats', admin.headers)).json();
    const sent = await send(
      'POST',
      '/api/admin/notifications/send-custom',
      { title: 'Mock exam', message: 'Saturday 8 AM' },
      admin.headers,
    );
    expect(sent.statusCode).toBe(200);
    const count = sent.json().sent_count as number;
    expect(count).toBeGreaterThanOrEqual(3);
    const mine = (await get('/api/notifications', learners[0]!.headers)).json().notifications;
    const own = mine.find((n: { type: string }) => n.type === 'admin_message');
    await send('PUT', `/api/notifications/${own.id}/read`, {}, learners[0]!.headers);
    await t.db.execute(sql`insert into mail_log (to_address, subject, status) values
      ('a@b.ph', 'x', 'sent'), ('c@d.ph', 'y', 'sent'), ('e@f.ph', 'z', 'failed'),
      ('old@b.ph', 'old', 'failed')`);
    await t.db.execute(
      sql`update mail_log set created_at = now() - interval '3 days' where to_address = 'old@b.ph'`,
    );

    const res = await get('/api/admin/notifications/stats', admin.headers);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.sent_today).toBe(before.sent_today + count);
    expect(stats.by_type.find((x: { type: string }) => x.type === 'admin_message')).toEqual({
      type: 'admin_message',
      sent: count,
      read: 1,
    });
    expect(stats.read_rate).toBe(Math.round((100 * (before.read_today + 1)) / stats.sent_today));
    expect(stats.emails.sent).toBe(before.emails.sent + 2);
    expect(stats.emails.failed).toBe(before.emails.failed + 1);
    expect((await get('/api/admin/notifications/stats', learners[1]!.headers)).statusCode).toBe(403);
  });
});
