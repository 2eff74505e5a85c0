import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

// helmet's headers, as every answer carries them: an API answer, a refusal, an unknown route.
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com;object-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' blob: https:;frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com;connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['a refusal', '/api/auth/me', 401],
    ['an unknown API route', '/api/nothing-here', 404],
  ])('are on %s', async (_name, url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(EXPECTED);
  });

  it('stay the same from one request to the next', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => t.app.inject({ url: '/api/health' })));
    expect(a!.headers['content-security-policy']).toBe(b!.headers['content-security-policy']);
  });
});
