import { expect } from 'vitest';
import type { App } from '../src/app';

export type AuthHeaders = { authorization: string };

/**
 * Request helpers shared by integration tests. The app is read lazily because test files
 * build it in beforeAll.
 */
export function httpHelpers(app: () => App) {
  const get = (url: string, headers: AuthHeaders) => app().inject({ method: 'GET', url, headers });
  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload: unknown, headers: AuthHeaders) =>
    app().inject({ method, url, payload: payload as object, headers });
  /** Any method as one user, the payload only when given. */
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: { headers: AuthHeaders },
    payload?: object,
  ) => app().inject({ method, url, headers: who.headers, ...(payload && { payload }) });
  /** Starts (or resumes) the caller's attempt, as the practice page does. */
  const startTest = (headers: AuthHeaders, testId: string) =>
    get(`/api/content/questions?test_id=${testId}&limit=100`, headers);
  /** Starts the test and submits it with no answer; the submit answer's body. */
  async function takeTest(headers: AuthHeaders, testId: string) {
    const started = await startTest(headers, testId);
    expect(started.statusCode).toBe(200);
    const res = await send('POST', `/api/practice/attempts/${started.json().attempt.id}/submit`, {}, headers);
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  return { get, send, call, startTest, takeTest };
}
