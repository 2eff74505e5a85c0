import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';
import { waitForMail } from '../../../test/jobs';

/** issue 10 item 7: throttling by address across accounts, per account without lock-out, per address on sign-up. */
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });

describe('sign-in throttling', () => {
  it('stops password spraying from one address across accounts, not other addresses', async () => {
    const owner = await buildUser(t.db, { email: 'sprayed@example.com' });
    // 49 failures on 49 accounts are already recorded (argon2 makes 50 real tries slow in a test).
    await t.database.pool.query(
      "insert into login_failures (email, ip) select 'victim' || g || '@example.com', '10.20.0.1' from generate_series(1, 49) g",
    );
    expect((await login('victim50@example.com', 'Summer-2026!', '10.20.0.1')).statusCode).toBe(401);
    const refused = await login(owner.user.email, TEST_PASSWORD, '10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many failed login attempts/);
    expect((await login(owner.user.email, TEST_PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });

  it('slows guesses on one account from many addresses with doubling waits, capped', async () => {
    const owner = await buildUser(t.db, { email: 'distributed@example.com' });
    for (let i = 0; i < 20; i++)
      expect((await login(owner.user.email, 'wrong-guess-1', `10.30.0.${i}`)).statusCode).toBe(401);
    const waiting = await login(owner.user.email, TEST_PASSWORD, '10.30.1.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().detail).toMatch(
      /^Too many failed login attempts on this account\. Please wait 1 seconds/,
    );
    // Once the wait is over, the owner signs in.
    await t.database.pool.query(
      "update login_failures set created_at = created_at - interval '2 seconds' where email = $1",
      [owner.user.email],
    );
    expect((await login(owner.user.email, TEST_PASSWORD, '10.30.1.1')).statusCode).toBe(200);
    // 40 failures: the wait is capped at the 15-minute window, never a lock-out for good.
    await t.database.pool.query(
      "insert into login_failures (email, ip) select $1, '10.31.0.' || g from generate_series(1, 40) g",
      [owner.user.email],
    );
    expect((await login(owner.user.email, TEST_PASSWORD, '10.30.1.1')).json().detail).toMatch(
      /wait 15 minutes/,
    );
  });

  it('lets a reset link lift the wait at once', async () => {
    const owner = await buildUser(t.db, { email: 'locked-owner@example.com' });
    for (let i = 0; i < 25; i++) await login(owner.user.email, 'wrong-guess-2', `10.40.0.${i}`);
    expect((await login(owner.user.email, TEST_PASSWORD, '10.40.9.9')).statusCode).toBe(429);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.user.email },
    });
    const mail = (await waitForMail(t.outbox, owner.user.email)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = mail.match(/reset-password\?token=([\w-]+)/)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'Harbor-Lantern-Quiet-58' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.user.email, 'Harbor-Lantern-Quiet-58', '10.40.9.9')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: rotating it does not dodge the limit', async () => {
    await buildUser(t.db, { email: 'spoofed@example.com' });
    for (let i = 0; i < 10; i++)
      await login('spoofed@example.com', 'wrong-guess-3', '10.50.0.1', {
        'x-forwarded-for': `198.51.100.${i}`,
      });
    const res = await login('spoofed@example.com', TEST_PASSWORD, '10.50.0.1', {
      'x-forwarded-for': '198.51.100.99',
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('sign-up per address', () => {
  it('allows 20 accounts an hour from one address, then 429; other addresses are not affected', async () => {
    const register = (i: number, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: {
          name: `Learner ${i}`,
          email: `mass${i}-${ip}@example.com`,
          password: 'Quiet-Harbor-Lantern-58',
        },
      });
    for (let i = 0; i < 20; i++) expect((await register(i, '10.60.0.1')).statusCode).toBe(201);
    const refused = await register(20, '10.60.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many accounts were created from your network. Please try again later.',
    });
    expect((await register(21, '10.60.0.2')).statusCode).toBe(201);
  });
});
