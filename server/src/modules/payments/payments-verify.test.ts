import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildUser, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { waitForMail } from '../../../test/jobs';
import { buildPool } from '../question-bank/question-bank.fixtures';
import {
  configureGcash,
  confirm,
  createPayment,
  decide,
  newReference,
  pendingPayment,
} from './payments.fixtures';
import { NO_REFERENCE } from './review.service';

let t: TestContext;
let admin: TestUser;
let admin2: TestUser;
const { get, startTest } = httpHelpers(() => t.app);

// Administrators' decisions on payments; creating and confirming are in payments.test.ts.
beforeAll(async () => {
  t = await setupTestApp();
  [admin, admin2] = await Promise.all([buildAdmin(t.db), buildAdmin(t.db)]);
  await buildPool(t.db, { subjectIndex: 1, count: 20 });
  await configureGcash(t.app, admin.headers);
});

const userRow = async (id: string) =>
  (await t.database.pool.query('select * from users where id = $1', [id])).rows[0];
const paymentRow = async (id: string) =>
  (await t.database.pool.query('select * from payments where id = $1', [id])).rows[0];

describe('verify-payment', () => {
  it('approval grants the plan for a year, verifies the account, emails and notifies: the learner can start a test', async () => {
    const learner = await buildUser(t.db);
    expect((await startTest(learner.headers, 'criminal-law-1-basic')).statusCode).toBe(403);
    const id = await pendingPayment(t.app, learner.headers, 'premium', 'yearly');
    const res = await decide(t.app, admin.headers, id, 'approved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email_sent: true,
      email_recipient: learner.user.email,
      user_verified: true,
    });
    const user = await userRow(learner.user.id);
    expect(user).toMatchObject({ subscription: 'premium', payment_verified: true, is_verified: true });
    const days = (user.subscription_expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    expect((await paymentRow(id)).status).toBe('approved');
    expect((await startTest(learner.headers, 'criminal-law-1-basic')).statusCode).toBe(200);
    const mail = await waitForMail(t.outbox, learner.user.email);
    expect(mail).toContain('Premium');
    const notes = await t.database.pool.query('select type from notifications where user_id = $1', [
      learner.user.id,
    ]);
    expect(notes.rows.map((r) => r.type)).toContain('account_verified');
    const audit = await t.database.pool.query('select action from audit_log where target_id = $1', [id]);
    expect(audit.rows).toEqual([{ action: 'payment.approve' }]);
  });

  it('rejection needs a reason, keeps the payment with it, and the learner still cannot take tests', async () => {
    const learner = await buildUser(t.db);
    const id = await pendingPayment(t.app, learner.headers);
    expect((await decide(t.app, admin.headers, id, 'rejected')).statusCode).toBe(422);
    const res = await decide(t.app, admin.headers, id, 'rejected', 'Reference not found in GCash');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email_sent: true, user_verified: false });
    expect(await paymentRow(id)).toMatchObject({
      status: 'rejected',
      admin_notes: 'Reference not found in GCash',
    });
    expect((await startTest(learner.headers, 'criminal-law-1-basic')).statusCode).toBe(403);
    expect(await waitForMail(t.outbox, learner.user.email)).toContain('Reference not found in GCash');
    const current = (await get('/api/payments/current', learner.headers)).json();
    expect(current.payment).toMatchObject({
      status: 'rejected',
      admin_notes: 'Reference not found in GCash',
    });
  });

  it('extends an unexpired paid plan by a year from its end', async () => {
    const end = new Date(Date.now() + 10 * 86_400_000);
    const learner = await buildPaidLearner(t.db, { subscriptionExpiresAt: end });
    const id = await pendingPayment(t.app, learner.headers, 'premium', 'yearly');
    expect((await decide(t.app, admin.headers, id, 'approved')).statusCode).toBe(200);
    const expected = new Date(end);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect((await userRow(learner.user.id)).subscription_expires_at.toISOString()).toBe(
      expected.toISOString(),
    );
  });

  it('two administrators deciding at once: exactly one wins, the other gets 409', async () => {
    const learner = await buildUser(t.db);
    const id = await pendingPayment(t.app, learner.headers, 'basic', 'monthly');
    const results = await Promise.all([
      decide(t.app, admin.headers, id, 'approved'),
      decide(t.app, admin2.headers, id, 'approved'),
      decide(t.app, admin2.headers, id, 'rejected', 'Duplicate'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const audit = await t.database.pool.query('select action from audit_log where target_id = $1', [id]);
    expect(audit.rows).toHaveLength(1);
  });

  it('cannot accept a payment without a reference, nor decide an unknown one', async () => {
    const learner = await buildUser(t.db);
    const p = await createPayment(t.app, learner.headers);
    const res = await decide(t.app, admin.headers, p.payment_id, 'approved');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(NO_REFERENCE);
    expect(
      (await decide(t.app, admin.headers, '00000000-0000-4000-8000-000000000000', 'approved')).statusCode,
    ).toBe(404);
  });

  it('learners may not call the administrator routes (403)', async () => {
    const learner = await buildUser(t.db);
    const id = await pendingPayment(t.app, learner.headers);
    expect((await get('/api/payments/admin/pending-payments', learner.headers)).statusCode).toBe(403);
    expect((await decide(t.app, learner.headers, id, 'approved')).statusCode).toBe(403);
    expect((await get(`/api/admin/users/${learner.user.id}/payment-info`, learner.headers)).statusCode).toBe(
      403,
    );
    expect((await paymentRow(id)).status).toBe('pending');
  });
});

describe('GET /admin/users/{id}/payment-info', () => {
  it("answers the user's payment reference, plan, cycle and amount (nulls when none)", async () => {
    const learner = await buildUser(t.db);
    const url = `/api/admin/users/${learner.user.id}/payment-info`;
    expect((await get(url, admin.headers)).json()).toEqual({
      gcash_reference: null,
      plan: null,
      billing_cycle: null,
      amount: null,
    });
    const p = await createPayment(t.app, learner.headers, 'pro', 'monthly');
    const ref = newReference();
    await confirm(t.app, learner.headers, { payment_id: p.payment_id, gcash_reference: ref, amount: 1299 });
    expect((await get(url, admin.headers)).json()).toEqual({
      gcash_reference: ref,
      plan: 'pro',
      billing_cycle: 'monthly',
      amount: 1299,
    });
    expect(
      (await get('/api/admin/users/00000000-0000-4000-8000-000000000000/payment-info', admin.headers))
        .statusCode,
    ).toBe(404);
  });

  it("Accept Payment on the users tab approves the learner's pending payment too", async () => {
    const learner = await buildUser(t.db);
    const id = await pendingPayment(t.app, learner.headers, 'premium', 'monthly');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${learner.user.id}/verification`,
      headers: admin.headers,
      payload: { payment_verified: true, subscription: 'premium' },
    });
    expect(res.statusCode).toBe(200);
    expect((await paymentRow(id)).status).toBe('approved');
    expect(await userRow(learner.user.id)).toMatchObject({ payment_verified: true, subscription: 'premium' });
  });
});
