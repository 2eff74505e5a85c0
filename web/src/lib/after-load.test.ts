// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A page still loading (fake timers), its module fresh. */
async function whileLoading() {
  vi.useFakeTimers();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  return import('./after-load');
}

const client = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client }, children);

const fireLoad = () =>
  act(() => {
    window.dispatchEvent(new Event('load'));
  });

describe('useAfterLoad', () => {
  it('stays false while the page loads and turns true once it has loaded and the browser is idle', async () => {
    const { useAfterLoad } = await whileLoading();
    const { result } = renderHook(() => useAfterLoad(), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(false);
    fireLoad();
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toBe(true);
  });

  it("waits, after the load, until the page's own parts are on screen", async () => {
    const { partPending, useAfterLoad } = await whileLoading();
    const pageShown = partPending();
    const { result } = renderHook(() => useAfterLoad(), { wrapper });
    fireLoad();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(false);
    act(() => pageShown());
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toBe(true);
  });

  it("waits, after the load, until the page's data has arrived", async () => {
    const { useAfterLoad } = await whileLoading();
    let answer = (_: unknown) => {};
    void client.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise((r) => (answer = r)) });
    const { result } = renderHook(() => useAfterLoad(), { wrapper });
    fireLoad();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(false);
    await act(async () => answer({}));
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toBe(true);
  });

  it('does not wait more than 10 s for a page part that never shows', async () => {
    const { partPending, useAfterLoad } = await whileLoading();
    partPending();
    const { result } = renderHook(() => useAfterLoad(), { wrapper });
    fireLoad();
    await act(async () => vi.advanceTimersByTimeAsync(9000));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(true);
  });

  it('is true at once for a part mounted after the page had settled', async () => {
    vi.useFakeTimers();
    const { useAfterLoad } = await import('./after-load');
    const first = renderHook(() => useAfterLoad(), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(first.result.current).toBe(true);
    const later = renderHook(() => useAfterLoad(), { wrapper });
    expect(later.result.current).toBe(true);
  });
});
