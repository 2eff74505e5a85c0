import { describe, expect, it } from 'vitest';
import { matchesSubject } from './format';

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
