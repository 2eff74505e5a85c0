// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('api client errors', () => {
  it('keeps the whole error body beside detail, e.g. the contact message of a refused test', async () => {
    const body = {
      detail: 'This test is locked',
      reason: 'This test is locked',
      contact_message: 'Ask your admin',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const error = await api.get('/content/questions?test_id=criminal-law-1-basic').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).detail).toBe('This test is locked');
    expect((error as ApiError).body.contact_message).toBe('Ask your admin');
  });
});
