import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatFileSize } from './format';

afterEach(() => vi.restoreAllMocks());

describe('formatFileSize', () => {
  it('shows small study guides in KB, never as 0.0 MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(48_000)).toBe('47 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});

describe('formatDate', () => {
  it('shows the day in Philippine time, a dash when there is none', () => {
    expect(formatDate('2026-11-27T17:30:00Z')).toBe('Nov 28, 2026');
    expect(formatDate(new Date('2026-11-27T15:59:00Z'))).toBe('Nov 27, 2026');
    expect(formatDate(null)).toBe('—');
  });

  it('builds its formatter once, not per date: a dashboard shows dozens and each build cost ~1 ms on a slow phone', () => {
    formatDate('2026-01-01T00:00:00Z');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 20; i++) formatDate(new Date(Date.UTC(2026, 0, i + 1)));
    expect(built).not.toHaveBeenCalled();
  });
});
