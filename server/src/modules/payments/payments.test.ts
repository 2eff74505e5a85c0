import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { ALREADY_PENDING, NOT_SET_UP, REFERENCE_REUSED } from './checkout.service';
import { configureGcash, confirm, createPayment, decide, newReference, tinyPng } from './payments.fixtures';

let t: TestContext;
let admin: TestUser;
const { get } = httpHelpers(() => t.app);

// Creating and confirming payments; the decisions are in payments-verify.test.ts.
beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

const paymentRow = async (id: string) =>
  (await t.database.pool.query('select * from payments where id = $1', [id])).rows[0];

function multipart(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const boundary = `----crimreview${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), 'content-type': `multipart/form-data; boundary=${boundary}` };
}
const imagesStored = () => {
  const dir = path.join(t.dataDir, 'uploads', 'images');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('create-payment', () => {
  it('refuses while no GCash account is set, then answers the catalog amount and instructions', async () => {
    const learner = await buildUser(t.db);
    const body = { plan: 'premium', billing_cycle: 'yearly', payment_method: 'gcash' };
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment',
      headers: learner.headers,
      payload: body,
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().detail).toBe(NOT_SET_UP);

    await configureGcash(t.app, admin.headers);
    const p = await createPayment(t.app, learner.headers);
    expect(p).toMatchObject({
      plan: 'premium',
      billing_cycle: 'yearly',
      amount: 8990,
      status: 'awaiting_reference',
    });
    expect(p.reference).toBe(`CRIM-${p.payment_id.slice(0, 8).toUpperCase()}`);
    expect(p.instructions).toMatchObject({
      gcash_number: '09171234567',
      account_name: 'CrimReview Review Center',
      amount: 8990,
      reference: p.reference,
    });
  });

  it('refuses an unknown plan or cycle (422), and ignores an amount sent by the client', async () => {
    const learner = await buildUser(t.db);
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/create-payment',
        headers: learner.headers,
        payload,
      });
    expect((await post({ plan: 'gold', billing_cycle: 'monthly' })).statusCode).toBe(422);
    expect((await post({ plan: 'basic', billing_cycle: 'weekly' })).statusCode).toBe(422);
    const res = await post({ plan: 'basic', billing_cycle: 'monthly', amount: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe(499);
  });

  it('replaces the unconfirmed payment, and refuses a new one while one waits for verification', async () => {
    const learner = await buildUser(t.db);
    const first = await createPayment(t.app, learner.headers, 'basic', 'monthly');
    const second = await createPayment(t.app, learner.headers, 'pro', 'monthly');
    expect((await paymentRow(first.payment_id)).status).toBe('cancelled');
    const stale = await confirm(t.app, learner.headers, {
      payment_id: first.payment_id,
      gcash_reference: newReference(),
      amount: 499,
    });
    expect(stale.statusCode).toBe(409);
    const ok = await confirm(t.app, learner.headers, {
      payment_id: second.payment_id,
      gcash_reference: newReference(),
      amount: 1299,
    });
    expect(ok.statusCode).toBe(200);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment',
      headers: learner.headers,
      payload: { plan: 'basic', billing_cycle: 'monthly' },
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toBe(ALREADY_PENDING);
    // The pending state survives a reload.
    const current = (await get('/api/payments/current', learner.headers)).json();
    expect(current.payment).toMatchObject({ payment_id: second.payment_id, status: 'pending', plan: 'pro' });
  });
});

describe('confirm-payment', () => {
  it('takes 13 digits with spaces ignored; letters get a 422 that says what a reference looks like', async () => {
    const learner = await buildUser(t.db);
    const p = await createPayment(t.app, learner.headers);
    const letters = await confirm(t.app, learner.headers, {
      payment_id: p.payment_id,
      gcash_reference: 'ABC1234567890',
      amount: 8990,
    });
    expect(letters.statusCode).toBe(422);
    expect(JSON.stringify(letters.json().detail)).toContain('13 digits');
    const short = await confirm(t.app, learner.headers, {
      payment_id: p.payment_id,
      gcash_reference: '12345',
      amount: 8990,
    });
    expect(short.statusCode).toBe(422);
    const ref = newReference();
    const spaced = `${ref.slice(0, 4)} ${ref.slice(4, 7)} ${ref.slice(7)}`;
    const res = await confirm(t.app, learner.headers, {
      payment_id: p.payment_id,
      gcash_reference: spaced,
      amount: 8990,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', gcash_reference: ref, reported_amount: 8990 });
    // Confirming twice is a conflict.
    const again = await confirm(t.app, learner.headers, {
      payment_id: p.payment_id,
      gcash_reference: newReference(),
      amount: 8990,
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers 404 for someone else's payment or an unknown one", async () => {
    const [owner, other] = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    const p = await createPayment(t.app, owner.headers);
    const body = { payment_id: p.payment_id, gcash_reference: newReference(), amount: 8990 };
    expect((await confirm(t.app, other.headers, body)).statusCode).toBe(404);
    expect((await confirm(t.app, owner.headers, { ...body, payment_id: 'nope' })).statusCode).toBe(404);
    expect((await paymentRow(p.payment_id)).status).toBe('awaiting_reference');
  });

  it('refuses a reference already used by another learner (409), and shows the attempt to administrators', async () => {
    const [a, b] = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    const ref = newReference();
    const pa = await createPayment(t.app, a.headers);
    expect(
      (await confirm(t.app, a.headers, { payment_id: pa.payment_id, gcash_reference: ref, amount: 8990 }))
        .statusCode,
    ).toBe(200);
    const pb = await createPayment(t.app, b.headers);
    const reuse = await confirm(t.app, b.headers, {
      payment_id: pb.payment_id,
      gcash_reference: ref,
      amount: 8990,
    });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().detail).toBe(REFERENCE_REUSED);
    // b confirms with its own reference but a different amount: accepted, flagged, attempt counted.
    const ok = await confirm(t.app, b.headers, {
      payment_id: pb.payment_id,
      gcash_reference: newReference(),
      amount: 500,
    });
    expect(ok.statusCode).toBe(200);
    const list = (await get('/api/payments/admin/pending-payments', admin.headers)).json();
    const row = list.pending_payments.find((p: { id: string }) => p.id === pb.payment_id);
    expect(row).toMatchObject({
      amount: 8990,
      reported_amount: 500,
      amount_flagged: true,
      reused_reference_attempts: 1,
    });
    expect(list.pending_count).toBeGreaterThanOrEqual(2);
    // A reference stays used after the payment is rejected: never reusable.
    await decide(t.app, admin.headers, pa.payment_id, 'rejected', 'Not received');
    const pc = await createPayment(t.app, a.headers);
    expect(
      (await confirm(t.app, a.headers, { payment_id: pc.payment_id, gcash_reference: ref, amount: 8990 }))
        .statusCode,
    ).toBe(409);
  });

  it('stores a screenshot re-encoded, served to administrators only through a signed URL', async () => {
    const learner = await buildUser(t.db);
    const p = await createPayment(t.app, learner.headers);
    const png = await tinyPng();
    const form = multipart(
      { payment_id: p.payment_id, gcash_reference: newReference(), amount: '8990' },
      { data: png, name: 'receipt.png', type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers: { ...learner.headers, 'content-type': form['content-type'] },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().has_screenshot).toBe(true);
    const row = (await get('/api/payments/admin/pending-payments', admin.headers))
      .json()
      .pending_payments.find((x: { id: string }) => x.id === p.payment_id);
    expect(row.screenshot_uploaded).toBe(true);
    const image = await t.app.inject({ url: row.screenshot_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    // The URL is bound to the administrator's session; moved to the learner's, it is refused.
    const forged = row.screenshot_url.replace(/([?&])s=[^&]+/, `$1s=${learner.sessionId}`);
    expect(forged).not.toBe(row.screenshot_url);
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
  });

  it('refuses a screenshot that is not an image by content (415) and leaves nothing on disk', async () => {
    const learner = await buildUser(t.db);
    const p = await createPayment(t.app, learner.headers);
    const before = imagesStored();
    const form = multipart(
      { payment_id: p.payment_id, gcash_reference: newReference(), amount: '8990' },
      { data: Buffer.from('%PDF-1.4 not an image'), name: 'receipt.png', type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers: { ...learner.headers, 'content-type': form['content-type'] },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(imagesStored()).toBe(before);
    expect((await paymentRow(p.payment_id)).status).toBe('awaiting_reference');
    // A refused confirmation after a valid upload removes the stored file too.
    const bad = multipart(
      { payment_id: p.payment_id, gcash_reference: 'letters', amount: '8990' },
      { data: await tinyPng(), name: 'r.png', type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers: { ...learner.headers, 'content-type': bad['content-type'] },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(imagesStored()).toBe(before);
  });
});
