import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildUser } from '../../../test/factories';

/** issue 10 item 6: forgot-password takes the same time for a real and an unknown account. */
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};

describe('forgot-password timing', () => {
  it('answers a real and an unknown account in the same time (200 requests each, interleaved)', async () => {
    await buildUser(t.db, { email: 'timed@example.com' });
    const ask = async (email: string, i: number) => {
      const started = process.hrtime.bigint();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: `10.90.${i >> 8}.${i & 255}`, // past the per-address limit
      });
      expect(res.statusCode).toBe(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const real: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 200; i++) {
      real.push(await ask('timed@example.com', 2 * i));
      unknown.push(await ask(`nobody-${i}@example.com`, 2 * i + 1));
    }
    const [r, u] = [median(real), median(unknown)];
    console.log(`forgot-password medians: real ${r.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`);
    expect(Math.abs(r - u)).toBeLessThan(Math.max(0.5, 0.25 * u));
  }, 120_000);
});
