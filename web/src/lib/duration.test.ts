import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, formatStudyTime, formatTimeUsed } from './duration';

describe('formatClock', () => {
  it('shows minutes and seconds', () => {
    expect(formatClock(1200)).toBe('20:00');
    expect(formatClock(299)).toBe('4:59');
    expect(formatClock(5)).toBe('0:05');
  });
  it('adds hours when there are any', () => {
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('durations', () => {
  it('formats a list duration', () => {
    expect(formatDuration(36)).toBe('36 s');
    expect(formatDuration(600)).toBe('10 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
  });
  it('formats the time a test took to the second', () => {
    expect(formatTimeUsed(45)).toBe('45 s');
    expect(formatTimeUsed(720)).toBe('12 min');
    expect(formatTimeUsed(725)).toBe('12 min 5 s');
  });
  it('shows study time in seconds, minutes, then hours', () => {
    expect(formatStudyTime(0)).toBe('0 s');
    expect(formatStudyTime(170)).toBe('2 min');
    expect(formatStudyTime(5400)).toBe('1.5 h');
  });
});
