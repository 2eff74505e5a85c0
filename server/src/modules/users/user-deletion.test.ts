import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildSubAdmin, type TestUser } from '../../../test/factories';
import { insertPost } from '../newsfeed/newsfeed.queries';
import { configureGcash, decide, pendingPayment } from '../payments/payments.fixtures';

/**
 * Issue 13, deleting a user (decisions.md "Staff actions"): payments and audit entries stay with
 * the user anonymised ('Deleted user', no email); sessions, answers, progress and comments go.
 * And the console shows a user's audit entries in their detail.
 */

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db, { name: 'Dean Reyes' });
  await configureGcash(t.app, admin.headers);
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const deleteUser = async (who: TestUser) => {
  const res = await call('DELETE', `/api/admin/users/${who.user.id}`, admin, { deletion_reason: 'Left' });
  expect(res.statusCode, res.body).toBe(200);
};

describe('deleting a user keeps their payments', () => {
  it('keeps the row with its amount and reference, listed as Deleted user, and lets it be closed', async () => {
    const learner = await buildPaidLearner(t.db, { name: 'Paz Delos Santos' });
    const id = await pendingPayment(t.app, learner.headers, 'premium', 'yearly');
    const before = (await t.database.pool.query('select * from payments where id = $1', [id])).rows[0];

    await deleteUser(learner);

    const { rows } = await t.database.pool.query('select * from payments where id = $1', [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: null,
      amount: before.amount,
      gcash_reference: before.gcash_reference,
      plan: 'premium',
      billing_cycle: 'yearly',
      status: 'pending',
    });

    const list = (await call('GET', '/api/payments/admin/pending-payments', admin)).json();
    const shown = list.pending_payments.find((p: { id: string }) => p.id === id);
    expect(shown).toMatchObject({
      user_id: null,
      user_name: 'Deleted user',
      user_email: '',
      amount: before.amount,
      gcash_reference: before.gcash_reference,
    });
    expect(JSON.stringify(list)).not.toContain(learner.user.email);

    // Nobody to grant a plan to; a rejection (e.g. refunded) closes it and is audited.
    const approve = await decide(t.app, admin.headers, id, 'approved');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().detail).toBe("The learner's account no longer exists");
    const reject = await decide(t.app, admin.headers, id, 'rejected', 'Refunded: account deleted');
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json()).toMatchObject({ status: 'rejected', email_sent: false, email_recipient: null });
    const after = (
      await t.database.pool.query('select status, admin_notes, amount from payments where id = $1', [id])
    ).rows[0];
    expect(after).toEqual({
      status: 'rejected',
      admin_notes: 'Refunded: account deleted',
      amount: before.amount,
    });
    const audit = await t.database.pool.query(
      "select action, reason from audit_log where target_type = 'payment' and target_id = $1",
      [id],
    );
    expect(audit.rows).toEqual([{ action: 'payment.reject', reason: 'Refunded: account deleted' }]);
  });
});

describe('deleting a user removes their comments', () => {
  it("removes the learner's newsfeed comments and keeps the post and others' comments", async () => {
    const learner = await buildPaidLearner(t.db, { name: 'Rico Uy' });
    const other = await buildPaidLearner(t.db, { name: 'Lia Tan' });
    const post = await insertPost(t.db, { authorId: admin.user.id, authorName: 'Dean Reyes', content: 'Hi' });
    const url = `/api/newsfeed/posts/${post.id}/comments`;
    for (const [who, content] of [
      [learner, 'mine'],
      [other, 'theirs'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: who.headers, payload: { content } });
      expect(res.statusCode, res.body).toBe(201);
    }

    await deleteUser(learner);

    const comments = (await call('GET', url, admin)).json().comments;
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['theirs']);
    const left = await t.database.pool.query(
      'select count(*)::int as n from newsfeed_comments where user_name = $1',
      ['Rico Uy'],
    );
    expect(left.rows[0].n).toBe(0);
  });
});

describe("a user's audit entries in the console", () => {
  it('lists who did what to the user, with the reason, newest first; administrators only', async () => {
    const learner = await buildPaidLearner(t.db, { name: 'Nora Villanueva' });
    const url = `/api/admin/users/${learner.user.id}/verification`;
    expect((await call('PUT', url, admin, { payment_verified: false })).statusCode).toBe(200);
    const lock = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-access-control/update',
      headers: admin.headers,
      payload: {
        user_id: learner.user.id,
        test_id: 'criminal-law-1-basic',
        action: 'lock',
        reason: 'Cheating report',
      },
    });
    expect(lock.statusCode, lock.body).toBe(200);

    const res = await call('GET', `/api/admin/user/${learner.user.id}/audit-log`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .entries.map((e: { action: string; reason: string | null; actor_name: string }) => [
          e.action,
          e.reason,
          e.actor_name,
        ]),
    ).toEqual([
      ['test_access.manually_locked', 'Cheating report', 'Dean Reyes'],
      ['payment.revoke', 'Admin revoked payment verification', 'Dean Reyes'],
    ]);
    expect(res.json().entries[0]).toMatchObject({ details: { test_id: 'criminal-law-1-basic' } });
    expect(typeof res.json().entries[0].created_at).toBe('string');

    const sub = await buildSubAdmin(t.db);
    expect((await call('GET', `/api/admin/user/${learner.user.id}/audit-log`, sub)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/user/${crypto.randomUUID()}/audit-log`, admin)).statusCode).toBe(
      404,
    );
  });
});
