import { describe, expect, it } from 'vitest';
import { scoreTextClass } from './score';

describe('scoreTextClass', () => {
  it('colours scores at 80 and 60 (learner spec §9), through core scoreBand', () => {
    expect([scoreTextClass(80), scoreTextClass(79), scoreTextClass(60), scoreTextClass(59)]).toEqual([
      'text-success',
      'text-warning',
      'text-warning',
      'text-destructive',
    ]);
  });
});
