import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../test/factories';
import { findNul, NUL_MESSAGE } from './text-input';

let t: TestContext;
let learner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  learner = await buildPaidLearner(t.db);
  admin = await buildAdmin(t.db);
});

describe('NUL characters in text input', () => {
  it('finds the path of the first string holding U+0000', () => {
    expect(findNul({ a: 'ok', b: [{ c: 'x\u0000y' }] })).toEqual(['b', 0, 'c']);
    expect(findNul({ a: 'ok', n: 3, z: null })).toBeNull();
  });

  it.each([
    [
      'JSON body',
      'POST',
      '/api/auth/register',
      { name: 'Bad\u0000Name', email: 'nul@example.com', password: 'Some-Long-Pass-42' },
      null,
      ['body', 'name'],
    ],
    [
      'JSON body of a signed-in call',
      'PUT',
      '/api/auth/me',
      { name: 'X\u0000' },
      'learner',
      ['body', 'name'],
    ],
    [
      'query string',
      'GET',
      '/api/content/videos?board_area=criminal%00law',
      undefined,
      'learner',
      ['query', 'board_area'],
    ],
    [
      'path parameter',
      'GET',
      '/api/user-tracking/test-eligibility/criminal-law-1%00-basic',
      undefined,
      'learner',
      ['path', 'testId'],
    ],
    [
      'admin JSON body',
      'POST',
      '/api/admin/external-video',
      { title: 'T\u0000', board_area: 'criminal-law', video_url: 'https://youtu.be/abc' },
      'admin',
      ['body', 'title'],
    ],
  ] as const)(
    'refuses a NUL in a %s with 422 instead of a 500',
    async (_what, method, url, payload, who, loc) => {
      const headers = who === 'learner' ? learner.headers : who === 'admin' ? admin.headers : {};
      const res = await t.app.inject({ method, url, payload: payload as object | undefined, headers });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: [{ loc, msg: NUL_MESSAGE }] });
    },
  );
});
