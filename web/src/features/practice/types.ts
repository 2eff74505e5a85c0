import type { TestEntry } from '@core/schemas/practice';

export { LETTERS, type LearnerQuestion, type Letter } from '@web/components/test-session/types';
export type { TestEntry };

/** What a test card shows (learner spec §4 "Test card"), plus a running attempt. */
export type CardState = 'locked' | 'completed' | 'retake' | 'continue' | 'start';

export function cardState(t: TestEntry): CardState {
  if (t.in_progress && t.can_take) return 'continue';
  if (t.is_retake && t.can_take) return 'retake';
  if (t.has_completed && !t.is_retake && t.status !== 'manually_locked') return 'completed';
  if (t.is_locked) return 'locked';
  return 'start';
}
