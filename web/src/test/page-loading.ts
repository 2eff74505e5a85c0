import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * For tests of parts loaded after the page (lib/after-load.ts): each test starts on a fresh
 * page, since after-load remembers that a page has loaded. `reset` clears the test's own
 * counters, such as how many times a mocked module was fetched.
 */
export function freshPageEachTest(reset: () => void = () => {}) {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.resetModules();
    reset();
  });
}

/** The page is still loading, as on a slow phone: after-load's parts stay plain. */
export function whilePageLoads() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}
