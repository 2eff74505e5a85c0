// @vitest-environment jsdom
import type { Video } from '@core/schemas/courses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWatchTracking } from './hooks/useWatchTracking';

const video = { id: '7f0c1c6e-1f43-4d8e-9f0a-1c2b3d4e5f60', title: 'Felonies' } as Video;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('useWatchTracking', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.setItem('crimreview_token', 't');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/start-session')) return json({ session_id: 's1' });
      if (url.includes('/end-session/')) return json({ session_id: 's1', duration_seconds: 5 });
      if (url.includes('/video-complete/')) return json({ completed: true });
      return json({ ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the end-of-session calls once when a video ends (pause fires just before ended)', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useWatchTracking(video, false), { wrapper });
    act(() => result.current.handlers.play());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => {
      result.current.handlers.time(12);
      result.current.handlers.pause();
      result.current.handlers.ended();
    });
    await waitFor(() => expect(result.current.completed).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u.includes('/end-session/'))).toHaveLength(1);
    expect(urls.filter((u) => u.endsWith('/video-progress'))).toHaveLength(1);
    expect(urls.filter((u) => u.includes('/video-complete/'))).toHaveLength(1);
  });
});
