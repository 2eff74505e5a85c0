import { describe, expect, it } from 'vitest';
import {
  gradeAnswers,
  normalizeAnswerKey,
  passLabel,
  scoreBand,
  scorePercent,
  timeUsedSeconds,
} from './scoring';

describe('normalizeAnswerKey', () => {
  it('accepts letters in any case and trims them', () => {
    expect(normalizeAnswerKey('a')).toBe('A');
    expect(normalizeAnswerKey(' D ')).toBe('D');
  });
  it('maps a 0–3 index, as a number or a digit string, to its letter', () => {
    expect(normalizeAnswerKey(0)).toBe('A');
    expect(normalizeAnswerKey(3)).toBe('D');
    expect(normalizeAnswerKey('2')).toBe('C');
  });
  it('refuses anything else', () => {
    for (const v of ['E', '4', 4, -1, 1.5, '', 'AB', null, undefined, {}]) {
      expect(normalizeAnswerKey(v)).toBeNull();
    }
  });
});

describe('scoring', () => {
  it('rounds the percentage of correct answers', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(15, 15)).toBe(100);
    expect(scorePercent(0, 0)).toBe(0);
  });
  it('counts unanswered questions as wrong', () => {
    const graded = gradeAnswers([
      { correct_answer: 'A', user_answer: 'A' },
      { correct_answer: 'B', user_answer: null },
      { correct_answer: 'C', user_answer: 'D' },
      { correct_answer: 'D', user_answer: 'D' },
    ]);
    expect(graded).toEqual({ correct: 2, total: 4, score: 50 });
  });
  it('labels 75 and above Passed', () => {
    expect(passLabel(75)).toBe('Passed');
    expect(passLabel(74)).toBe('Needs Review');
  });
  it('colours 80+ green, 60+ yellow, else red', () => {
    expect(scoreBand(80)).toBe('green');
    expect(scoreBand(79)).toBe('yellow');
    expect(scoreBand(60)).toBe('yellow');
    expect(scoreBand(59)).toBe('red');
  });
  it('measures time used up to the deadline at most', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const deadline = new Date('2026-01-01T00:20:00Z');
    expect(timeUsedSeconds(start, deadline, new Date('2026-01-01T00:05:30Z'))).toBe(330);
    expect(timeUsedSeconds(start, deadline, new Date('2026-01-01T01:00:00Z'))).toBe(1200);
  });
});
