import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, matchesSubject } from './format';

describe('matchesSubject (decisions.md tile count)', () => {
  it('counts videos of the subject, and subject-less videos whose title has its first word', () => {
    expect(matchesSubject({ subject: 'Forensic Ballistics', title: 'Rifling' }, 'forensic ballistics')).toBe(
      true,
    );
    expect(matchesSubject({ subject: 'Polygraphy', title: 'Forensic basics' }, 'Forensic Ballistics')).toBe(
      false,
    );
    expect(matchesSubject({ subject: null, title: 'Intro to forensic science' }, 'Forensic Ballistics')).toBe(
      true,
    );
    expect(matchesSubject({ subject: null, title: 'Polygraph history' }, 'Forensic Ballistics')).toBe(false);
  });
});

describe('durations', () => {
  it('formats a clock and a list duration', () => {
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatDuration(36)).toBe('36 s');
    expect(formatDuration(600)).toBe('10 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
  });
});
