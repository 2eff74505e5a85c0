import { ConfirmDialog } from '@web/components/test-session/ConfirmDialog';
import { Button } from '@web/components/ui/button';
import { Link } from 'react-router';
import type { StartPrompt } from '../hooks/useStartTest';

interface Props {
  /** The question useStartTest is asking, or null. */
  prompt: StartPrompt | null;
  close: () => void;
  /** Opens the test. */
  go: (testId: string) => void;
}

/** The dialogs of learner spec §5 "Test start": refused, retake confirmation, eligibility unknown. */
export function StartTestDialogs({ prompt, close, go }: Props) {
  const proceed = () => {
    if (prompt?.kind === 'retake' || prompt?.kind === 'unverified') go(prompt.test.id);
    close();
  };
  return (
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
        onConfirm={proceed}
        onClose={close}
      />
      <ConfirmDialog
        open={prompt?.kind === 'unverified'}
        title="Unable to verify test eligibility"
        description={<p>Unable to verify test eligibility right now. Do you want to proceed anyway?</p>}
        confirmLabel="Proceed anyway"
        onConfirm={proceed}
        onClose={close}
      />
    </>
  );
}
