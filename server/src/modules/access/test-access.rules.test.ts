import { describe, expect, it } from 'vitest';
import { evaluateTest, MESSAGES, statusAfterAction, type TestState } from './test-access.rules';

const base: TestState = {
  testId: 'criminal-law-1-basic',
  policyAllowed: true,
  boardAreaAllowed: true,
  status: null,
  statusReason: null,
  attemptsCount: 0,
  lastScore: null,
  lastResultId: null,
  inProgress: false,
  availableQuestions: 15,
};

describe('evaluateTest', () => {
  it('lets a paid learner take a fresh test', () => {
    expect(evaluateTest(base)).toMatchObject({
      can_take: true,
      is_locked: false,
      is_retake: false,
      reason: null,
    });
  });
  it('puts the payment policy before anything else', () => {
    const e = evaluateTest({
      ...base,
      policyAllowed: false,
      boardAreaAllowed: false,
      status: 'manually_locked',
    });
    expect(e).toMatchObject({ can_take: false, reason: MESSAGES.payment.reason });
  });
  it('refuses a restricted board area, a manual lock and a completed test with their texts', () => {
    expect(evaluateTest({ ...base, boardAreaAllowed: false }).reason).toBe(MESSAGES.boardArea.reason);
    expect(evaluateTest({ ...base, status: 'manually_locked' }).reason).toBe(MESSAGES.manuallyLocked.reason);
    const done = evaluateTest({ ...base, status: 'completed_locked', attemptsCount: 1, lastScore: 80 });
    expect(done).toMatchObject({ can_take: false, has_completed: true, is_locked: true, previous_score: 80 });
    expect(done.reason).toBe(MESSAGES.completed.reason);
  });
  it('marks a reopened completed test as a retake', () => {
    const e = evaluateTest({ ...base, status: 'completed_open', attemptsCount: 1, lastScore: 40 });
    expect(e).toMatchObject({ can_take: true, is_retake: true, has_completed: true, previous_score: 40 });
  });
  it('lets a running attempt resume, but not past a manual lock', () => {
    expect(evaluateTest({ ...base, inProgress: true, availableQuestions: 0 }).can_take).toBe(true);
    expect(evaluateTest({ ...base, inProgress: true, status: 'manually_locked' }).can_take).toBe(false);
  });
  it('refuses a test with no questions', () => {
    expect(evaluateTest({ ...base, availableQuestions: 0 }).reason).toBe(MESSAGES.noQuestions.reason);
  });
});

describe('statusAfterAction', () => {
  it('locks by hand, and reopens to one retake only when the test was taken', () => {
    expect(statusAfterAction('lock', 3)).toBe('manually_locked');
    expect(statusAfterAction('reopen', 1)).toBe('completed_open');
    expect(statusAfterAction('reopen', 0)).toBe('available');
  });
});
