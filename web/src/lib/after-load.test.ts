// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('useAfterLoad', () => {
  it('stays false while the page loads and turns true once it has loaded and the browser is idle', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { useAfterLoad } = await import('./after-load');
    const { result } = renderHook(() => useAfterLoad());
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toBe(true);
  });

  it('is true at once for a part mounted after the page had settled', async () => {
    vi.useFakeTimers();
    const { useAfterLoad } = await import('./after-load');
    const first = renderHook(() => useAfterLoad());
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(first.result.current).toBe(true);
    const later = renderHook(() => useAfterLoad());
    expect(later.result.current).toBe(true);
  });
});
