import { describe, expect, it } from 'vitest';
import { createMediaSigner } from './signed-url';

/** issue 10 item 10 (life only): a signed media URL lives at most 40 minutes, not ~2 hours. */
describe('signed media URL lifetime', () => {
  it('expires within 30–40 minutes of signing', () => {
    const signer = createMediaSigner({ secret: 'x'.repeat(40) });
    const now = Date.now();
    const q = signer.sign('videos', '00000000-0000-4000-8000-000000000000', 'session', now);
    const life = q.exp - now / 1000;
    expect(life).toBeGreaterThanOrEqual(30 * 60);
    expect(life).toBeLessThanOrEqual(40 * 60);
    expect(signer.verify('videos', '00000000-0000-4000-8000-000000000000', q, now + 41 * 60_000)).toBeNull();
  });
});
