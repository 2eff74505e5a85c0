import { describe, expect, it } from 'vitest';
import { studyStreak } from './streak';
import { manilaDay } from './time';

describe('studyStreak', () => {
  const now = new Date('2026-03-12T02:00:00Z'); // 10:00 on 12 March in Manila

  it('is 0 without activity', () => {
    expect(studyStreak([], now)).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(studyStreak(['2026-03-12', '2026-03-11', '2026-03-10', '2026-03-08'], now)).toBe(3);
  });

  it('stays alive until midnight when the learner has not studied yet today', () => {
    expect(studyStreak(['2026-03-11', '2026-03-10'], now)).toBe(2);
  });

  it('is broken by a missed day', () => {
    expect(studyStreak(['2026-03-10', '2026-03-09'], now)).toBe(0);
  });

  it('counts Manila days: 23:30 and 00:30 Manila time are two days even though both are the same UTC day', () => {
    const lateEvening = manilaDay('2026-03-11T15:30:00Z'); // 23:30, 11 March in Manila
    const afterMidnight = manilaDay('2026-03-11T16:30:00Z'); // 00:30, 12 March in Manila
    expect(studyStreak([lateEvening, afterMidnight], new Date('2026-03-11T17:00:00Z'))).toBe(2);
  });

  it('ignores duplicates and order', () => {
    expect(studyStreak(['2026-03-11', '2026-03-12', '2026-03-12', '2026-03-11'], now)).toBe(2);
  });
});
