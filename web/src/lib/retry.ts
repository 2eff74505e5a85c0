import { ApiError } from './api';

/**
 * How long a failed query waits before its next try: the server's Retry-After when it gave one
 * (503 while it sheds load), otherwise TanStack Query's own backoff (1 s, 2 s, 4 s … 30 s).
 */
export function retryDelayMs(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterSeconds !== null) {
    return Math.min(error.retryAfterSeconds, 60) * 1000;
  }
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
