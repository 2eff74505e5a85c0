/**
 * Whether a learner may take one practice test (decisions.md "Access policy" and
 * "Practice tests"): the payment policy first, then the per-user board-area restriction,
 * then the test's own access status. Pure; the texts are what the 403 and the list carry.
 */
import { PAYMENT_REQUIRED_MESSAGE } from '@core/rules/access';
import type { TestAccessStatus } from '@core/schemas/access';
import type { Eligibility } from '@core/schemas/practice';

export const ADMIN_CONTACT = 'Contact your review center administrator if you need access to this test.';

export const MESSAGES = {
  payment: {
    reason: PAYMENT_REQUIRED_MESSAGE,
    contact:
      'Choose a plan on the Pricing page and send your GCash payment; an administrator verifies it within 24 hours.',
  },
  boardArea: {
    reason: 'Your access to this board area has been restricted by an administrator.',
    contact: ADMIN_CONTACT,
  },
  manuallyLocked: {
    reason: 'This test has been locked by an administrator.',
    contact: ADMIN_CONTACT,
  },
  completed: {
    reason:
      'You have already completed this test. It stays locked until an administrator reopens it for a retake.',
    contact: 'Contact your review center administrator to request a retake.',
  },
  noQuestions: {
    reason: 'No questions have been added to this test yet.',
    contact: 'Please check back later.',
  },
} as const;

export interface TestState {
  testId: string;
  /** decideAccess(user, 'take_tests').allowed */
  policyAllowed: boolean;
  boardAreaAllowed: boolean;
  /** The test_access row's status; null when there is none (first attempt). */
  status: TestAccessStatus | null;
  statusReason: string | null;
  attemptsCount: number;
  lastScore: number | null;
  lastResultId: string | null;
  inProgress: boolean;
  availableQuestions: number;
}

export function evaluateTest(s: TestState): Eligibility {
  const status: TestAccessStatus = s.status ?? 'available';
  const completed = s.attemptsCount > 0;
  const refusal = refusalOf(s, status);
  // One object literal, no spread or closure: the tests list evaluates 108 tests per call.
  return {
    test_id: s.testId,
    can_take: refusal === null,
    has_completed: completed,
    is_completed: completed,
    is_locked: status === 'completed_locked' || status === 'manually_locked' || !s.boardAreaAllowed,
    is_retake: status === 'completed_open' && completed,
    previous_score: s.lastScore,
    score_achieved: s.lastScore,
    attempts_count: s.attemptsCount,
    status,
    completion_reason: completed ? (s.statusReason ?? 'completed') : null,
    reason: refusal === null ? null : refusal.reason,
    contact_message: refusal === null ? null : refusal.contact,
    in_progress: s.inProgress,
    last_result_id: s.lastResultId,
  };
}

/** Why the learner may not take the test, in the order the rules apply; null when they may. */
function refusalOf(s: TestState, status: TestAccessStatus): { reason: string; contact: string } | null {
  if (!s.policyAllowed) return MESSAGES.payment;
  if (!s.boardAreaAllowed) return MESSAGES.boardArea;
  if (status === 'manually_locked') return MESSAGES.manuallyLocked;
  // An attempt already running may always be resumed (its questions are already drawn).
  if (s.inProgress) return null;
  if (status === 'completed_locked') return MESSAGES.completed;
  if (s.availableQuestions === 0) return MESSAGES.noQuestions;
  return null;
}

/** Status after an administrator's action on one learner's test. */
export function statusAfterAction(action: 'lock' | 'reopen', attemptsCount: number): TestAccessStatus {
  if (action === 'lock') return 'manually_locked';
  return attemptsCount > 0 ? 'completed_open' : 'available';
}
