/**
 * The authorization matrix (issue 10): every /api route of the app's own route table, called
 * as a visitor, a learner on trial, a paid learner, another learner, a sub-admin and an
 * administrator, against the outcome declared for it in server/test/authz-matrix.ts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/app';
import { MATRIX, type Outcome, PERSONAS, type Persona } from '../test/authz-matrix';
import { buildMatrixContext, headersFor, type MatrixContext } from '../test/authz-personas';

let t: TestContext;
let ctx: MatrixContext;
beforeAll(async () => {
  t = await setupTestApp();
  ctx = await buildMatrixContext(t.app, t.db, t.dataDir);
}, 60_000);

/** The catch-all that answers 404 JSON for unknown /api paths is not a route to authorise. */
const isCatchAll = (url: string) => url === '/api/*';

/** Path parameters filled with values that name nothing in particular. */
function fill(url: string): string {
  return url
    .replace(':testId', 'criminal-law-1-basic')
    .replace(':boardArea', 'criminal-law')
    .replace(':kind', 'videos')
    .replace(/:[a-zA-Z]+/g, () => randomUUID());
}

function matches(expected: Outcome, status: number): boolean {
  if (expected === 'ok') return status !== 401 && status !== 403 && status < 500;
  return status === expected;
}

describe('authorization matrix', () => {
  const routes = () => t.app.apiRoutes().filter((r) => r.method !== 'HEAD' && !isCatchAll(r.url));

  it('declares every route, and only routes that exist', () => {
    const keys = new Set(routes().map((r) => `${r.method} ${r.url}`));
    expect([...keys].filter((k) => !MATRIX[k])).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('gives each persona exactly the declared outcome on every route', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const rule = MATRIX[`${route.method} ${route.url}`];
      if (!rule) continue;
      const url = rule.url ? rule.url(ctx) : fill(route.url);
      for (const persona of PERSONAS as readonly Persona[]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: await headersFor(t.db, ctx, persona),
          ...(route.method === 'GET' ? {} : { payload: rule.payload?.(ctx) ?? {} }),
        });
        const expected = rule.expect[persona];
        if (!matches(expected, res.statusCode))
          wrong.push(
            `${route.method} ${url} as ${persona}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers unknown /api paths with 404 for everybody', async () => {
    for (const persona of PERSONAS) {
      const res = await t.app.inject({
        url: '/api/no-such-thing',
        headers: await headersFor(t.db, ctx, persona),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
