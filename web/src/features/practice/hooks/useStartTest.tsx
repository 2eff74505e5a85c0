import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { detailText } from '@web/lib/errors';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { getEligibility } from '../api/get-eligibility';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { TestEntry } from '../types';

export const PAYMENT_CONTACT =
  'Choose a plan on the Pricing page and send your GCash payment; an administrator verifies it within 24 hours.';

export type Refusal = { reason: string; contact_message: string | null; payment?: boolean };
type Prompt =
  | ({ kind: 'refused' } & Refusal)
  | { kind: 'retake'; test: TestEntry; previous: number | null }
  | { kind: 'unverified'; test: TestEntry };

/**
 * Learner spec §5 "Test start": eligibility first; a refusal shows its reason and contact
 * message, a retake asks for confirmation with the previous score, and when eligibility
 * cannot be checked the learner may proceed anyway.
 */
export function useStartTest(go: (testId: string) => void) {
  const [busyTestId, setBusy] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);

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

  const close = () => setPrompt(null);
  const refuse = useCallback((r: Refusal) => setPrompt({ kind: 'refused', ...r }), []);

  const dialogs = (
    <>
      <ConfirmDialog
        open={prompt?.kind === 'refused'}
        title={
          prompt?.kind === 'refused' && prompt.payment
            ? 'Payment verification required'
            : 'You cannot take this test'
        }
        description={
          prompt?.kind === 'refused' ? (
            <>
              <p>{prompt.reason}</p>
              {prompt.contact_message ? <p>{prompt.contact_message}</p> : null}
            </>
          ) : null
        }
        confirmLabel="OK"
        onClose={close}
      >
        {prompt?.kind === 'refused' && prompt.payment ? (
          <Button asChild variant="accent">
            <Link to="/pricing">View plans</Link>
          </Button>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={prompt?.kind === 'retake'}
        title="Retake this test?"
        description={
          prompt?.kind === 'retake' ? (
            <p>
              {prompt.previous !== null ? `Your previous score was ${prompt.previous}%. ` : ''}
              An administrator has allowed you to retake this test once. Your new score is recorded as a new
              result.
            </p>
          ) : null
        }
        confirmLabel="Start Retake"
        onConfirm={() => {
          if (prompt?.kind === 'retake') go(prompt.test.id);
          close();
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={prompt?.kind === 'unverified'}
        title="Unable to verify test eligibility"
        description={<p>Unable to verify test eligibility right now. Do you want to proceed anyway?</p>}
        confirmLabel="Proceed anyway"
        onConfirm={() => {
          if (prompt?.kind === 'unverified') go(prompt.test.id);
          close();
        }}
        onClose={close}
      />
    </>
  );

  return { start, busyTestId, dialogs, refuse };
}
