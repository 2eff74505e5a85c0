import { describe, expect, it } from 'vitest';
import { manilaMonth } from './time';

describe('manilaMonth', () => {
  it('is the Asia/Manila calendar month (UTC+8), not the UTC one', () => {
    // 2026-11-30T16:30Z is already December 1, 00:30 in Manila.
    expect(manilaMonth('2026-11-30T16:30:00Z')).toEqual({
      start: new Date('2026-11-30T16:00:00Z'),
      end: new Date('2026-12-31T16:00:00Z'),
    });
    // 2026-11-30T15:59:59Z is still November 30, 23:59:59 in Manila.
    expect(manilaMonth('2026-11-30T15:59:59Z')).toEqual({
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
  });

  it('rolls over the year', () => {
    expect(manilaMonth('2026-12-31T16:00:00Z')).toEqual({
      start: new Date('2026-12-31T16:00:00Z'),
      end: new Date('2027-01-31T16:00:00Z'),
    });
  });
});
