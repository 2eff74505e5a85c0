import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { retryDelayMs } from './retry';

const shed = (seconds: number | null) => new ApiError(503, 'busy', 'busy', {}, 'http', seconds);

describe('retryDelayMs', () => {
  it("waits the server's Retry-After, at most a minute", () => {
    expect(retryDelayMs(0, shed(5))).toBe(5000);
    expect(retryDelayMs(3, shed(5))).toBe(5000);
    expect(retryDelayMs(0, shed(600))).toBe(60_000);
  });

  it('backs off exponentially without one', () => {
    expect(retryDelayMs(0, shed(null))).toBe(1000);
    expect(retryDelayMs(2, new Error('network'))).toBe(4000);
    expect(retryDelayMs(10, new Error('network'))).toBe(30_000);
  });
});
