import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildSubAdmin, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { waitForMail } from '../../../test/jobs';

let t: TestContext;
let admin: TestUser;
let admin2: TestUser;
const { get, send } = httpHelpers(() => t.app);

beforeAll(async () => {
  t = await setupTestApp();
  [admin, admin2] = await Promise.all([buildAdmin(t.db), buildAdmin(t.db)]);
});

/** A learner who registered (so has the pending request 'New account registration'). */
async function registered() {
  const email = `v-${Math.random().toString(16).slice(2)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, name: 'Vera Learner', password: 'Correct-Horse-42' },
  });
  if (res.statusCode >= 300) throw new Error(res.body);
  const list = (await get('/api/verification/pending-requests', admin.headers)).json();
  return { email, request: list.requests.find((r: { user_email: string }) => r.user_email === email) };
}

describe('verification requests', () => {
  it('lists pending requests with name, email, time and reason; counts them', async () => {
    const { email, request } = await registered();
    expect(request).toMatchObject({
      user_name: 'Vera Learner',
      user_email: email,
      request_reason: 'New account registration',
    });
    const stats = (await get('/api/verification/verification-stats', admin.headers)).json();
    expect(stats.verification_requests.pending).toBeGreaterThanOrEqual(1);
    expect(stats).toHaveProperty('users.verified');
  });

  it('approve verifies the account and emails the user; a second decision is a 409', async () => {
    const { email, request } = await registered();
    const url = `/api/verification/process-request/${request.id}`;
    const [a, b] = await Promise.all([
      send('POST', url, { action: 'approve' }, admin.headers),
      send('POST', url, { action: 'reject', admin_notes: 'late' }, admin2.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a.json() : b.json();
    expect(winner.user_email).toBe(email);
    const user = await t.database.pool.query('select is_verified from users where email = $1', [email]);
    expect(user.rows[0].is_verified).toBe(winner.status === 'approved');
    await waitForMail(t.outbox, email);
  });

  it('reject needs a reason; the quick reject note is kept', async () => {
    const { email, request } = await registered();
    const url = `/api/verification/process-request/${request.id}`;
    expect((await send('POST', url, { action: 'reject' }, admin.headers)).statusCode).toBe(422);
    const res = await send(
      'POST',
      url,
      { action: 'reject', admin_notes: 'Request denied via quick action' },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    const row = await t.database.pool.query(
      'select status, admin_notes from verification_requests where id = $1',
      [request.id],
    );
    expect(row.rows[0]).toEqual({ status: 'rejected', admin_notes: 'Request denied via quick action' });
    expect(await waitForMail(t.outbox, email)).toContain('Request denied via quick action');
  });

  it('only administrators process requests', async () => {
    const sub = await buildSubAdmin(t.db);
    expect((await get('/api/verification/pending-requests', sub.headers)).statusCode).toBe(403);
    expect((await get('/api/verification/verification-stats', sub.headers)).statusCode).toBe(403);
    const unknown = '/api/verification/process-request/00000000-0000-4000-8000-000000000000';
    expect((await send('POST', unknown, { action: 'approve' }, admin.headers)).statusCode).toBe(404);
  });
});
