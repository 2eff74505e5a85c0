import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-web-'));
const script = 'console.log("crimreview");'.repeat(50);
let t: TestContext;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.gz'), gzipSync(script));
  t = await setupTestApp({ webDist });
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('serving the web app', () => {
  it('answers client routes with the SPA shell so deep links survive a reload', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/course/criminal-law?subject=Forensic%20Ballistics',
      '/no/such/page',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('id="root"');
    }
  });

  it('serves hashed assets compressed, cached for a year, and a missing asset as 404', async () => {
    const res = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/assets/missing-999.js' })).statusCode).toBe(404);
  });

  it("sends the page's CSP with no object store in it when STORAGE_URL is unset", async () => {
    const csp = String((await t.app.inject({ url: '/dashboard' })).headers['content-security-policy']);
    expect(csp).toContain("media-src 'self' blob: https:;");
    expect(csp).toContain("object-src 'self';");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });

  it('serves a file built after the server started, and keeps /api 404s as JSON', async () => {
    fs.writeFileSync(path.join(webDist, 'assets', 'late-5678.js'), 'export {}');
    const late = await t.app.inject({ url: '/assets/late-5678.js' });
    expect(late.statusCode).toBe(200);
    expect(late.headers['content-type']).toMatch(/javascript/);
    const api = await t.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().detail).toMatch(/Not found/);
  });
});
