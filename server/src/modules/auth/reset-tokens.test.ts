import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** Every reset link mailed to `to` so far, oldest first. */
async function linksTo(to: string, expected: number): Promise<string[]> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = fs.existsSync(t.outbox)
      ? fs
          .readdirSync(t.outbox)
          .sort()
          .map((f) => fs.readFileSync(path.join(t.outbox, f), 'utf8'))
          .filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m))
      : [];
    const tokens = mails.map(
      (m) =>
        m
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=')
          .match(/reset-password\?token=([\w-]+)/)![1]!,
    );
    if (tokens.length >= expected) return tokens;
    if (Date.now() > deadline) throw new Error(`only ${tokens.length} links to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('outstanding reset links (issue 10 item 3)', () => {
  it('using the newer link invalidates the older one', async () => {
    await buildUser(t.db, { email: 'two-links@example.com' });
    for (let i = 0; i < 2; i++)
      expect((await post('/api/auth/forgot-password', { email: 'two-links@example.com' })).statusCode).toBe(
        200,
      );
    const [older, newer] = await linksTo('two-links@example.com', 2);
    expect(
      (await post('/api/auth/reset-password', { token: newer, new_password: 'Mango-Orchard-51' })).statusCode,
    ).toBe(200);
    const stale = await post('/api/auth/reset-password', { token: older, new_password: 'Durian-Market-77' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ detail: 'Invalid or expired reset link' });
    expect((await post('/api/auth/validate-reset-token', { token: older! })).statusCode).toBe(400);
  });

  it('changing the password invalidates every outstanding link', async () => {
    const u = await buildUser(t.db, { email: 'changer@example.com' });
    await post('/api/auth/forgot-password', { email: 'changer@example.com' });
    const [link] = await linksTo('changer@example.com', 1);
    const changed = await post(
      '/api/auth/change-password',
      { current_password: TEST_PASSWORD, new_password: 'Calamansi-Grove-38' },
      u.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token: link, new_password: 'Another-Pass-Here-6' }))
        .statusCode,
    ).toBe(400);
  });
});
