import { describe, expect, it } from 'vitest';
import { manilaDay, previousDay, toIso } from './time';

describe('toIso', () => {
  it('writes an instant in UTC, and null as null', () => {
    expect(toIso(new Date('2026-03-10T23:00:00+08:00'))).toBe('2026-03-10T15:00:00.000Z');
    expect(toIso('2026-03-10 15:00:00+00')).toBe('2026-03-10T15:00:00.000Z');
    expect(toIso(null)).toBeNull();
    expect(toIso(undefined)).toBeNull();
  });
});

describe('manilaDay', () => {
  it('is the Asia/Manila calendar day (UTC+8), not the UTC one', () => {
    expect(manilaDay('2026-03-10T15:59:59Z')).toBe('2026-03-10');
    expect(manilaDay('2026-03-10T16:00:00Z')).toBe('2026-03-11');
  });
});

describe('previousDay', () => {
  it('crosses month and leap-year boundaries', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });
});
