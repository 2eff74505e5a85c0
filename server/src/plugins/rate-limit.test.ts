import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { registerErrorHandling } from './errors';
import { limit, registerRateLimit } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An app instance with one limited route: 3 calls a minute. */
async function instance() {
  const app = Fastify();
  registerErrorHandling(app);
  app.decorateRequest('user', null);
  await registerRateLimit(app, database.db);
  app.get(
    '/limited',
    { config: { rateLimit: limit(3, 60_000, 'Please wait a moment before refreshing again') } },
    async () => ({ ok: true }),
  );
  app.get('/open', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('rate limits in PostgreSQL', () => {
  it('shares one counter across instances and refuses with 429, the message and Retry-After', async () => {
    const [a, b] = [await instance(), await instance()];
    const statuses = [];
    for (const app of [a, b, a]) statuses.push((await app.inject('/limited')).statusCode);
    const refused = await b.inject('/limited');
    expect(statuses).toEqual([200, 200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Please wait a moment before refreshing again' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect((await a.inject('/open')).statusCode).toBe(200);
    await Promise.all([a.close(), b.close()]);
  });

  it('starts a new window once the old one has expired', async () => {
    const app = await instance();
    for (let i = 0; i < 4; i++) await app.inject({ url: '/limited', remoteAddress: '10.0.0.9' });
    expect((await app.inject({ url: '/limited', remoteAddress: '10.0.0.9' })).statusCode).toBe(429);
    await database.pool.query("update rate_limits set expires_at = now() - interval '1 second'");
    expect((await app.inject({ url: '/limited', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    await app.close();
  });
});
