import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/app';
import { buildPaidLearner, type TestUser } from '../../test/factories';

let t: TestContext;
let learner: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  learner = await buildPaidLearner(t.db);
});

const list = (acceptEncoding?: string) =>
  t.app.inject({
    url: '/api/content/tests',
    headers: { ...learner.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers for clients that accept them', () => {
  it('sends the 108-test list gzipped to a browser, a small fraction of its size', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const raw = plain.rawPayload;
    expect(raw.length).toBeGreaterThan(20_000);
    // UTF-8 of titles with em dashes: the length is the bytes', not the characters'.
    expect(raw.toString()).toContain(' — ');
    expect(Number(plain.headers['content-length'])).toBe(raw.length);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);

    const gz = await list('gzip, deflate, br, zstd');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(gz.rawPayload.length).toBeLessThan(raw.length / 10);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(raw.toString());
  });

  it('leaves alone a client that does not accept gzip', async () => {
    expect((await list('br')).headers['content-encoding']).toBeUndefined();
    const identity = await list('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().tests).toHaveLength(108);
  });

  it('does not compress answers under 1 KB', async () => {
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
