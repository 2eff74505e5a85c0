import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/app';
import { buildSubAdmin, buildUser } from '../test/factories';
import { requireDeclaredAccess, requirePermission } from './plugins/auth';

let t: TestContext;

beforeAll(async () => {
  t = await setupTestApp();
});

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('guards and errors', () => {
  it('refuses an unauthorised call before validating its body', async () => {
    const learner = await buildUser(t.db);
    const anonymous = await post('/api/admin/questions', { nonsense: true });
    expect(anonymous.statusCode).toBe(401);
    const asLearner = await post('/api/admin/questions', { nonsense: true }, learner.headers);
    expect(asLearner.statusCode).toBe(403);
  });

  it('answers malformed JSON with 400, unknown API paths with 404 JSON, and oversized bodies with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Malformed JSON in request body' });
    const missing = await t.app.inject({ url: '/api/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toMatch(/Not found/);
    const big = await post('/api/auth/login', { email: 'a@b.ph', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('serves the health check, the catalog and the plans', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'embedded',
      load: expect.objectContaining({ pool: expect.objectContaining({ waiting: 0 }) }),
    });
    const catalog = (await t.app.inject({ url: '/api/catalog' })).json();
    expect(catalog.board_areas).toHaveLength(6);
    expect(catalog.board_areas.flatMap((a: { subjects: unknown[] }) => a.subjects)).toHaveLength(36);
    const plans = (await t.app.inject({ url: '/api/payments/plans' })).json().plans;
    expect(plans.premium).toMatchObject({ monthly: 899, yearly: 8990 });
    expect(plans.basic.features.length).toBeGreaterThan(0);
  });
});

describe('who may call each route', () => {
  it('reads every /api route from the route table with the access it declares', () => {
    const table = t.app.apiRoutes();
    expect(table.length).toBeGreaterThan(50);
    expect(table.filter((r) => r.access === null)).toEqual([]);
    const access = (method: string, url: string) =>
      table.find((r) => r.method === method && r.url === url)?.access;
    expect(access('GET', '/api/catalog')).toBe('public');
    expect(access('POST', '/api/auth/login')).toBe('public');
    expect(access('GET', '/api/media/:kind/:id')).toBe('public');
    expect(access('GET', '/api/auth/me')).toBe('signed-in');
    expect(access('GET', '/api/admin/users')).toBe('users.manage');
    expect(access('PUT', '/api/admin/users/:id/verification')).toBe('payments.verify');
    expect(access('POST', '/api/admin/questions')).toBe('content.manage');
    expect(access('DELETE', '/api/admin/videos/:id')).toBe('content.manage');
    expect(access('POST', '/api/admin/test-access-control/update')).toBe('access.manage');
    expect(access('GET', '/api/content/tests')).toBe('practice.take');
    expect(access('GET', '/api/content/videos')).toBe('courses.view');
  });

  it('refuses to start an app with a route that does not say who may call it', async () => {
    const app = Fastify({ logger: false });
    await app.register(async (api) => {
      requireDeclaredAccess(api);
      api.get('/declared', { onRequest: requirePermission('stats.view') }, async () => 'ok');
      api.get('/open', { config: { public: true } }, async () => 'ok');
      api.get('/forgotten', async () => 'ok');
    });
    await expect(app.ready()).rejects.toThrow(/GET \/forgotten/);
  });

  it('answers 401 signed out and 403 without the permission, for learners and sub-admins alike', async () => {
    const learner = await buildUser(t.db);
    const sub = await buildSubAdmin(t.db);
    for (const url of [
      '/api/admin/questions',
      '/api/admin/test-access-control/user/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: learner.headers })).statusCode).toBe(403);
      const asSub = await t.app.inject({ url, headers: sub.headers });
      expect(asSub.statusCode).toBe(403);
      expect(asSub.json()).toEqual({ detail: 'You do not have permission to do this' });
    }
  });
});
