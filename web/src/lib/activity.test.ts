// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inactivityTimeoutMs, markActivity, watchInactivity } from './activity';

describe('inactivity logout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('defaults to 10 minutes and can be shortened through localStorage', () => {
    expect(inactivityTimeoutMs()).toBe(600_000);
    localStorage.setItem('crimreview_inactivity_ms', '2500');
    expect(inactivityTimeoutMs()).toBe(2500);
  });

  it('fires once after the timeout without activity', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle, 10_000);
    vi.advanceTimersByTime(9_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is reset by user events and by markActivity()', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle, 10_000);
    vi.advanceTimersByTime(8_000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(8_000);
    markActivity();
    vi.advanceTimersByTime(8_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('treats a playing video as activity', () => {
    const video = document.createElement('video');
    Object.defineProperty(video, 'paused', { value: false });
    Object.defineProperty(video, 'ended', { value: false });
    Object.defineProperty(video, 'readyState', { value: 4 });
    document.body.append(video);
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle, 10_000);
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
    video.remove();
    vi.advanceTimersByTime(25_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});
