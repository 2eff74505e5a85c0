import { describe, expect, it } from 'vitest';
import { formatStudyTime, relativeTime, scoreTone } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-03-12T02:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it('follows the spec buckets', () => {
    expect(relativeTime(ago(59), now)).toBe('Just now');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3600 * 5), now)).toBe('5 hours ago');
    expect(relativeTime(ago(86_400 * 29), now)).toBe('29 days ago');
    expect(relativeTime(ago(86_400 * 30), now)).toBe('Feb 10, 2026');
  });
});

describe('formatStudyTime and scoreTone', () => {
  it('shows seconds, minutes, then hours', () => {
    expect(formatStudyTime(0)).toBe('0 s');
    expect(formatStudyTime(170)).toBe('2 min');
    expect(formatStudyTime(5400)).toBe('1.5 h');
  });
  it('colours scores at 80 and 60', () => {
    expect([scoreTone(80), scoreTone(79), scoreTone(60), scoreTone(59)]).toEqual([
      'success',
      'warning',
      'warning',
      'destructive',
    ]);
  });
});
