import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('formatFileSize', () => {
  it('shows small study guides in KB, never as 0.0 MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(48_000)).toBe('47 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});
