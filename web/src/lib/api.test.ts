// @vitest-environment jsdom
import type { User } from '@core/schemas/auth';
import { FakeXhr } from '@web/test/fake-xhr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, type UploadProgress } from './api';
import { clearSession, getSession, setSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession('logout');
  localStorage.clear();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(respond: (init: RequestInit) => Promise<Response> | Response = () => json({ ok: true })) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(init);
    }),
  );
  return calls;
}

const signedIn = (token = 'tok') =>
  setSession({ access_token: token, user: { id: 'u1', name: 'Ana' } as unknown as User });

describe('api client errors', () => {
  it('keeps the whole error body beside detail, e.g. the contact message of a refused test', async () => {
    const body = {
      detail: 'This test is locked',
      reason: 'This test is locked',
      contact_message: 'Ask your admin',
    };
    stubFetch(() => json(body, 403));
    const error = await api.get('/content/questions?test_id=criminal-law-1-basic').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).detail).toBe('This test is locked');
    expect((error as ApiError).body.contact_message).toBe('Ask your admin');
  });

  it('keeps a 422 list of {loc, msg} as the detail, and a non-JSON error body as no detail', async () => {
    const invalid = { detail: [{ loc: ['body', 'title'], msg: 'Title is required' }] };
    stubFetch(() => json(invalid, 422));
    const error = (await api.post('/admin/videos', {}).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.kind, error.detail]).toEqual([422, 'http', invalid.detail]);

    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    const gateway = (await api.get('/catalog').catch((e: unknown) => e)) as ApiError;
    expect([gateway.status, gateway.detail, gateway.body]).toEqual([502, null, {}]);
    expect(gateway.message).toBe('Request failed with status code 502');
  });

  it('ends the session on a 401 to a call that carried the token', async () => {
    signedIn();
    stubFetch(() => json({ detail: 'Not authenticated' }, 401));
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ token: null, endReason: 'unauthorized' });
  });

  it('tells a network failure apart from an answer', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/catalog')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it("keeps a shedding server's Retry-After, so the query waits that long before its retry", async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ detail: 'busy' }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '5' },
        }),
    );
    await expect(api.get('/catalog')).rejects.toMatchObject({ status: 503, retryAfterSeconds: 5 });
    stubFetch(() => json({ detail: 'down' }, 500));
    await expect(api.get('/catalog')).rejects.toMatchObject({ status: 500, retryAfterSeconds: null });
  });
});

describe('api client bodies', () => {
  it('sends JSON with its content type and the bearer token', async () => {
    signedIn('abc');
    const calls = stubFetch();
    await api.put('/auth/me', { name: 'Ana' });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].url).toBe('/api/auth/me');
    expect(calls[0].init.method).toBe('PUT');
    expect(calls[0].init.body).toBe('{"name":"Ana"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer abc');
  });

  it('sends a FormData as it is, without a JSON content type, so the browser writes the multipart boundary', async () => {
    const calls = stubFetch();
    const form = new FormData();
    form.append('title', 'Lecture 1');
    await api.post('/admin/upload-video', form);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].init.body).toBe(form);
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('content-type');
  });

  it('lets a call finish while the page closes (keepalive)', async () => {
    const calls = stubFetch();
    await api.post('/study-materials/end-session/s1', { duration_seconds: 5 }, { keepalive: true });
    expect(calls[0].init.keepalive).toBe(true);
  });
});

describe('api client uploads with progress', () => {
  it('reports upload progress through XMLHttpRequest and resolves with the JSON answer', async () => {
    signedIn('abc');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(10)]), 'a.mp4');
    const pending = api.post<{ id: string }>('/admin/upload-video', form, {
      onUploadProgress: (p) => seen.push(p),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/admin/upload-video', form]);
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(Object.keys(xhr.headers).map((h) => h.toLowerCase())).not.toContain('content-type');

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.progress(7, null);
    xhr.answer(201, { id: 'v1' });
    await expect(pending).resolves.toEqual({ id: 'v1' });
    expect(seen).toEqual([
      { loaded: 25, total: 100, fraction: 0.25 },
      { loaded: 100, total: 100, fraction: 1 },
      { loaded: 7, total: null, fraction: null },
    ]);
  });

  it('keeps the error handling of every other call', async () => {
    signedIn('abc');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = api.post('/admin/upload-video', new FormData(), { onUploadProgress: () => {} });
    FakeXhr.last.answer(413, { detail: 'File too large' });
    await expect(pending).rejects.toMatchObject({ status: 413, detail: 'File too large' });

    const expired = api.post('/admin/upload-video', new FormData(), { onUploadProgress: () => {} });
    FakeXhr.last.answer(401, { detail: 'Not authenticated' });
    await expect(expired).rejects.toMatchObject({ status: 401 });
    expect(getSession().endReason).toBe('unauthorized');
  });
});

describe('api client cancelling', () => {
  it('cancels an upload in flight: the request is aborted and the call fails as aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = api.post('/admin/upload-video', new FormData(), {
      signal: controller.signal,
      onUploadProgress: () => {},
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, kind: 'aborted', message: 'Request aborted' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('never sends an upload whose signal is already aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined as unknown as FakeXhr;
    const controller = new AbortController();
    controller.abort();
    const pending = api.post('/x', new FormData(), { signal: controller.signal, onUploadProgress: () => {} });
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(FakeXhr.last).toBeUndefined();
  });

  it('cancels a fetch, and tells a timeout apart from a cancel', async () => {
    stubFetch(
      (init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = api.get('/catalog', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, kind: 'aborted', message: 'Request aborted' });

    const slow = api.get('/catalog', { signal: AbortSignal.timeout(5) });
    await expect(slow).rejects.toMatchObject({ kind: 'timeout', message: 'Request timed out' });
  });
});
