/**
 * Operational figures and load shedding (issue 17): /api/health reports the pool and the event
 * loop; when the event loop lags, /api calls answer 503 + Retry-After at once while health and
 * the SPA are still served.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import { startTestJobs } from '../test/jobs';
import { type App, buildApp } from './app';

let app: App;

beforeAll(async () => {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-pressure-'));
  const { jobs, mailer } = await startTestJobs(database, { outboxDir: path.join(dataDir, 'outbox') });
  app = await buildApp({
    db: database.db,
    mailer,
    publicUrl: 'http://127.0.0.1:3000',
    dataDir,
    databaseKind: 'embedded',
    webDist: path.join(dataDir, 'no-web'),
    pressure: { maxEventLoopDelayMs: 50, sampleIntervalMs: 100 },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Blocks the event loop, then lets the shedder's sample run. The mean of a 100 ms window that
 * holds one 1.2 s stall and at most ~10 idle samples is well above 50 ms.
 */
async function lagEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: a request handler that hogs the CPU
  }
  await sleep(5);
}

describe('health figures and load shedding', () => {
  it('reports the pool and the event loop in /api/health', async () => {
    await sleep(250); // two quiet samples
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { load } = res.json();
    expect(load.pool.max).toBeGreaterThan(0);
    expect(load.pool.total).toBeGreaterThanOrEqual(load.pool.idle);
    expect(load.pool.waiting).toBe(0);
    expect(load.event_loop_delay_ms).toBeLessThan(200); // idle, on a shared machine
    expect(load.event_loop_utilization).toBeGreaterThanOrEqual(0);
    expect(load.heap_used_mb).toBeGreaterThan(0);
  });

  it('sheds /api calls with 503 + Retry-After while the event loop lags, and serves again after', async () => {
    // Which sample sees the stall depends on the scheduler of a busy machine: lag until one
    // does (at most five stalls), then the call is shed.
    let shed = await app.inject({ method: 'GET', url: '/api/catalog' });
    for (let i = 0; i < 5 && shed.statusCode !== 503; i++) {
      await lagEventLoop(1200);
      shed = await app.inject({ method: 'GET', url: '/api/catalog' });
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json().detail).toMatch(/busy/);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().load.event_loop_delay_ms).toBeGreaterThan(50);

    await sleep(350); // quiet samples again
    const served = await app.inject({ method: 'GET', url: '/api/catalog' });
    expect(served.statusCode).toBe(200);
  });
});
