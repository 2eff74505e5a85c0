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
  /** Starts (or resumes) the caller's attempt, as the practice page does. */
  const startTest = (headers: AuthHeaders, testId: string) =>
    get(`/api/content/questions?test_id=${testId}&limit=100`, headers);
  return { get, send, startTest };
}
