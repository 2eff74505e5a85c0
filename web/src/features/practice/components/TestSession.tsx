import type { AttemptQuestions, TestResultDetail } from '@core/schemas/practice';
import { TestSession as Session } from '@web/components/test-session/TestSession';
import { saveAnswers } from '../api/save-answers';
import { submitAttempt } from '../api/submit-attempt';

interface Props {
  data: AttemptQuestions;
  onSubmitted: (result: TestResultDetail) => void;
  onSubmitError: (error: unknown) => void;
  onExit: () => void;
}

/** A practice test's session: saved and graded through the practice attempt calls. */
export function TestSession(props: Props) {
  const id = props.data.attempt.id;
  return (
    <Session
      {...props}
      save={(answers) => saveAnswers(id, answers)}
      submit={(answers) => submitAttempt(id, answers)}
    />
  );
}
