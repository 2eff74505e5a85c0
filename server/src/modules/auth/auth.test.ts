import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, TEST_PASSWORD } from '../../../test/factories';
import { waitForMail } from '../../../test/jobs';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** The newest mail to `to`, once the mail job has delivered it to the outbox. */
function lastMail(outbox: string, to: string): Promise<string> {
  return waitForMail(outbox, to);
}

function resetTokenFrom(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no reset link in mail');
  return match[1]!;
}

describe('registration', () => {
  it('creates a learner on a 7-day trial with a session, a verification request and an admin notification', async () => {
    const admin = await buildAdmin(t.db);
    const res = await post('/api/auth/register', {
      name: 'Maria Santos',
      email: 'Maria.Santos@Example.com',
      password: 'Baguio-Summit-2026',
      phone: '09171234567',
      review_center: 'Manila Review Hub',
      city: 'Manila',
      province: 'Metro Manila',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access_token.length).toBeGreaterThanOrEqual(32);
    expect(body.user).toMatchObject({
      email: 'maria.santos@example.com',
      name: 'Maria Santos',
      subscription: 'trial',
      is_admin: false,
      admin_level: null,
      is_verified: false,
      review_center: 'Manila Review Hub',
      team_number: null,
    });
    expect(body.user).not.toHaveProperty('password_hash');
    const days = (new Date(body.user.subscription_expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json().email).toBe('maria.santos@example.com');

    const requests = await t.database.pool.query(
      'select request_reason from verification_requests where user_id = $1',
      [body.user.id],
    );
    expect(requests.rows).toEqual([{ request_reason: 'New account registration' }]);
    const notes = await t.database.pool.query('select type from notifications where user_id = $1', [
      admin.user.id,
    ]);
    expect(notes.rows).toEqual([{ type: 'user_verification' }]);
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    await post('/api/auth/register', { name: 'A', email: 'dup@example.com', password: 'Long-Enough-9' });
    const res = await post('/api/auth/register', {
      name: 'B',
      email: 'DUP@example.com',
      password: 'Long-Enough-9',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Email already registered' });
  });

  it.each([
    [{ email: 'a@b.ph', password: 'Long-Enough-9' }, 'name', 'Name is required'],
    [{ name: 'A', password: 'Long-Enough-9' }, 'email', 'Email is required'],
    [
      { name: 'A', email: 'not-an-email', password: 'Long-Enough-9' },
      'email',
      'Please enter a valid email address',
    ],
    [{ name: 'A', email: 'a@b.ph' }, 'password', 'Password is required'],
    [
      { name: 'A', email: 'a@b.ph', password: 'short' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [
      { name: 'A', email: 'a@b.ph', password: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters long',
    ],
    [
      { name: 'A', email: 'a@b.ph', password: 'Password123' },
      'password',
      'This password is too common. Please choose another.',
    ],
  ])('validates %j → %s: %s', async (payload, field, msg) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({ loc: ['body', field], msg });
  });
});

describe('login, me and logout', () => {
  it('logs in, reads me, logs out and the token stops working', async () => {
    const { user } = await buildUser(t.db, { email: 'login@example.com' });
    const res = await post('/api/auth/login', { email: 'LOGIN@example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers })).json().id).toBe(user.id);
    const stored = await t.database.pool.query('select token_hash from sessions where user_id = $1', [
      user.id,
    ]);
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    expect((await post('/api/auth/logout', {}, headers)).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    await buildUser(t.db, { email: 'known@example.com' });
    const wrong = await post('/api/auth/login', { email: 'known@example.com', password: 'nope-nope-nope' });
    const unknown = await post('/api/auth/login', { email: 'ghost@example.com', password: 'nope-nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ detail: 'Invalid email or password' });
  });

  it('throttles after 10 failures from one IP for 15 minutes, but not other IPs, and a reset clears it', async () => {
    await buildUser(t.db, { email: 'target@example.com' });
    const attempt = (password: string, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'target@example.com', password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password-1')).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many failed login attempts/);
    expect((await attempt(TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    // The window slides: failures older than 15 minutes no longer count.
    await t.database.pool.query(
      "update login_failures set created_at = now() - interval '16 minutes' where email = 'target@example.com'",
    );
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('updates the profile and changes the password (current one required)', async () => {
    const u = await buildUser(t.db);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: u.headers,
      payload: { name: 'New Name', team_number: '7', section_number: 'B' },
    });
    expect(put.json()).toMatchObject({ name: 'New Name', team_number: '7', section_number: 'B' });
    const bad = await post(
      '/api/auth/change-password',
      { current_password: 'wrong', new_password: 'Fresh-Pass-77' },
      u.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Current password is incorrect' });
    const ok = await post(
      '/api/auth/change-password',
      { current_password: TEST_PASSWORD, new_password: 'Fresh-Pass-77' },
      u.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('/api/auth/login', { email: u.user.email, password: 'Fresh-Pass-77' })).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/login', { email: u.user.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
  });
});

describe('password reset', () => {
  it('mails a single-use link that resets the password and signs out every session', async () => {
    const u = await buildUser(t.db, { email: 'forgetful@example.com' });
    const res = await post('/api/auth/forgot-password', { email: 'forgetful@example.com' });
    const ghost = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ghost.json());
    const token = resetTokenFrom(await lastMail(t.outbox, 'forgetful@example.com'));

    const stored = await t.database.pool.query('select token_hash from password_reset_tokens');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);

    const valid = await post('/api/auth/validate-reset-token', { token });
    expect(valid.json()).toEqual({ valid: true, email: 'forgetful@example.com' });
    const reset = await post('/api/auth/reset-password', { token, new_password: 'Brand-New-Pass-5' });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: u.headers })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'forgetful@example.com', password: 'Brand-New-Pass-5' }))
        .statusCode,
    ).toBe(200);

    const again = await post('/api/auth/reset-password', { token, new_password: 'Another-Pass-6' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Invalid or expired reset link' });
  });

  it('refuses an expired or forged token', async () => {
    await buildUser(t.db, { email: 'late@example.com' });
    await post('/api/auth/forgot-password', { email: 'late@example.com' });
    const token = resetTokenFrom(await lastMail(t.outbox, 'late@example.com'));
    await t.database.pool.query("update password_reset_tokens set expires_at = now() - interval '1 minute'");
    expect((await post('/api/auth/validate-reset-token', { token })).statusCode).toBe(400);
    expect((await post('/api/auth/validate-reset-token', { token: 'forged-token' })).statusCode).toBe(400);
  });

  it('requires an email to send a link', async () => {
    const res = await post('/api/auth/forgot-password', { email: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toBe('Please enter your email address');
  });
});
