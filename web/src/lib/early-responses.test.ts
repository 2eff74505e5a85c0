// @vitest-environment jsdom
import type { User } from '@core/schemas/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';
import { EARLY_GLOBAL, EARLY_MAX_AGE_MS, untakenEarlyReads } from './early-responses';
import { clearSession, setSession } from './session';

const holder = window as unknown as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession('logout');
  localStorage.clear();
  delete holder[EARLY_GLOBAL];
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the route-preload script leaves behind (scripts/vite-route-preload.ts). */
function earlyReads(token: string, responses: Record<string, Promise<Response>>, at = Date.now()) {
  holder[EARLY_GLOBAL] = { token, at, responses };
}

function stubFetch() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return json({ from: 'server' });
    }),
  );
  return urls;
}

const signIn = (token = 'tok') =>
  setSession({ access_token: token, user: { id: 'u1', name: 'Ana' } as unknown as User });

describe('early responses (started by the route-preload script)', () => {
  it("the page's first read of a URL takes the early answer; the next one asks the server", async () => {
    signIn();
    earlyReads('tok', { '/api/catalog': Promise.resolve(json({ from: 'early' })) });
    const urls = stubFetch();
    await expect(api.get('/catalog', { auth: false })).resolves.toEqual({ from: 'early' });
    expect(urls).toEqual([]);
    expect(untakenEarlyReads()).toEqual([]);
    await expect(api.get('/catalog')).resolves.toEqual({ from: 'server' });
    expect(urls).toEqual(['/api/catalog']);
  });

  it('an early error answer is the answer (a 401 still ends the session)', async () => {
    signIn();
    earlyReads('tok', { '/api/auth/me': Promise.resolve(json({ detail: 'Session expired' }, 401)) });
    stubFetch();
    const error = await api.get('/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem('crimreview_token')).toBeNull();
  });

  it('is not used for another session, when stale, for another URL or method, or after a network failure', async () => {
    signIn('new');
    earlyReads('old', { '/api/catalog': Promise.resolve(json({ from: 'early' })) });
    const urls = stubFetch();
    await expect(api.get('/catalog')).resolves.toEqual({ from: 'server' });

    earlyReads(
      'new',
      { '/api/catalog': Promise.resolve(json({ from: 'early' })) },
      Date.now() - EARLY_MAX_AGE_MS - 1,
    );
    await expect(api.get('/catalog')).resolves.toEqual({ from: 'server' });

    earlyReads('new', {
      '/api/content/videos': Promise.resolve(json({ from: 'early' })),
      '/api/deck/summary': Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.get('/content/videos', { query: { board_area: 'x' } })).resolves.toEqual({
      from: 'server',
    });
    await expect(api.post('/content/videos')).resolves.toEqual({ from: 'server' });
    await expect(api.get('/deck/summary')).resolves.toEqual({ from: 'server' });
    expect(untakenEarlyReads()).toEqual(['/api/content/videos']);
    expect(urls).toEqual([
      '/api/catalog',
      '/api/catalog',
      '/api/content/videos?board_area=x',
      '/api/content/videos',
      '/api/deck/summary',
    ]);
  });

  it('a cancelled read gives up waiting for its early answer', async () => {
    signIn();
    earlyReads('tok', { '/api/content/tests': new Promise<Response>(() => {}) });
    stubFetch();
    const controller = new AbortController();
    const pending = api.get('/content/tests', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as ApiError).kind).toBe('aborted');
  });

  it("the app's first read closes the door on a script that would run after it", async () => {
    signIn();
    stubFetch();
    await api.get('/catalog');
    expect(holder[EARLY_GLOBAL]).toBeNull();
  });
});
