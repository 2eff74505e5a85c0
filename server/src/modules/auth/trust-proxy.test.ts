import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';

/** TRUST_PROXY (issue 10 item 7): X-Forwarded-For counts only when the peer is a configured proxy. */
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ trustProxy: '10.70.0.1' });
});

const login = (password: string, peer: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'behind-proxy@example.com', password },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('behind a trusted proxy', () => {
  it('throttles the client address the proxy reports, not the proxy', async () => {
    await buildUser(t.db, { email: 'behind-proxy@example.com' });
    for (let i = 0; i < 10; i++)
      expect((await login('wrong-guess-4', '10.70.0.1', '203.0.113.5')).statusCode).toBe(401);
    expect((await login(TEST_PASSWORD, '10.70.0.1', '203.0.113.5')).statusCode).toBe(429);
    // Another learner behind the same proxy is not throttled.
    expect((await login(TEST_PASSWORD, '10.70.0.1', '203.0.113.6')).statusCode).toBe(200);
  });

  it('ignores the header from a peer that is not a configured proxy', async () => {
    for (let i = 0; i < 10; i++) await login('wrong-guess-5', '10.80.0.1', `203.0.113.${100 + i}`);
    expect((await login(TEST_PASSWORD, '10.80.0.1', '203.0.113.200')).statusCode).toBe(429);
  });
});
