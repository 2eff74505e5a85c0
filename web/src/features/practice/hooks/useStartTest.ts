import { ApiError } from '@web/lib/api';
import { detailText } from '@web/lib/errors';
import { useCallback, useState } from 'react';
import { getEligibility } from '../api/get-eligibility';
import type { TestEntry } from '../types';

export const PAYMENT_CONTACT =
  'Choose a plan on the Pricing page and send your GCash payment; an administrator verifies it within 24 hours.';

export type Refusal = { reason: string; contact_message: string | null; payment?: boolean };

/** What the learner is asked before a test opens (StartTestDialogs shows it). */
export type StartPrompt =
  | ({ kind: 'refused' } & Refusal)
  | { kind: 'retake'; test: TestEntry; previous: number | null }
  | { kind: 'unverified'; test: TestEntry };

/**
 * Learner spec §5 "Test start": eligibility first; a refusal shows its reason and contact
 * message, a retake asks for confirmation with the previous score, and when eligibility
 * cannot be checked the learner may proceed anyway. The state lives here; the dialogs
 * are StartTestDialogs, given `prompt`, `close` and `go`.
 */
export function useStartTest(go: (testId: string) => void) {
  const [busyTestId, setBusy] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<StartPrompt | null>(null);

  const start = async (test: TestEntry) => {
    setBusy(test.id);
    try {
      const e = await getEligibility(test.id);
      if (!e.can_take) {
        setPrompt({
          kind: 'refused',
          reason: e.reason ?? 'You cannot take this test.',
          contact_message: e.contact_message,
        });
      } else if (e.is_retake && !e.in_progress) {
        setPrompt({ kind: 'retake', test, previous: e.previous_score });
      } else {
        go(test.id);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        const reason = detailText(error.detail) ?? 'Payment verification required to access practice tests.';
        setPrompt({ kind: 'refused', reason, contact_message: PAYMENT_CONTACT, payment: true });
      } else {
        setPrompt({ kind: 'unverified', test });
      }
    } finally {
      setBusy(null);
    }
  };

  const close = useCallback(() => setPrompt(null), []);
  const refuse = useCallback((r: Refusal) => setPrompt({ kind: 'refused', ...r }), []);

  return { start, busyTestId, prompt, close, refuse };
}
