import type { TestResultDetail } from '@core/schemas/practice';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageLoader } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { detailText, errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { useEffect } from 'react';
import { testResultQueryKey } from '../api/get-test-result';
import { testResultsQueryKey } from '../api/get-test-results';
import { testsQueryKey } from '../api/get-tests';
import { useAttemptQuestions } from '../api/start-attempt';
import { TestSession } from './TestSession';

interface Props {
  testId: string;
  onRefused: (refusal: { reason: string; contact_message: string | null }) => void;
  onFinished: (resultId: string) => void;
  onExit: () => void;
}

/** Learner spec §8 "Saving a result": the toast for each failure. */
function submitErrorToast(error: unknown) {
  if (error instanceof ApiError) {
    const detail = detailText(error.detail) ?? '';
    if (error.status === 0)
      return showToast({
        title: 'Error saving results',
        description: 'Your answers are kept; check your connection and submit again.',
        variant: 'destructive',
      });
    if (error.status === 401)
      return showToast({
        title: 'Authentication Error',
        description: 'Please log in again.',
        variant: 'destructive',
      });
    if (error.status === 403)
      return showToast({
        title: 'Access Denied',
        description: detail || 'Your subscription may need verification.',
        variant: 'destructive',
      });
    if (error.status === 422)
      return showToast({ title: 'Data Validation Error', description: detail, variant: 'destructive' });
    return showToast({
      title: `Server error (${error.status})`,
      description: detail,
      variant: 'destructive',
    });
  }
  showToast({ title: 'Error saving results', description: errorText(error), variant: 'destructive' });
}

/** Loads (starts or resumes) the attempt, then hands it to the session. */
export function TestView({ testId, onRefused, onFinished, onExit }: Props) {
  const queryClient = useQueryClient();
  const attempt = useAttemptQuestions(testId);
  const error = attempt.error;

  useEffect(() => {
    if (!(error instanceof ApiError) || error.status !== 403) return;
    // A refusal with its reason: show it and refresh the list (learner spec §8).
    const detail = detailText(error.detail) ?? 'You cannot take this test';
    const contact = error.body.contact_message;
    void queryClient.invalidateQueries({ queryKey: testsQueryKey });
    onRefused({ reason: detail, contact_message: typeof contact === 'string' ? contact : null });
  }, [error, onRefused, queryClient]);

  if (attempt.isPending) return <PageLoader label="Loading test..." />;
  if (error || !attempt.data) {
    if (error instanceof ApiError && error.status === 403) return <PageLoader label="Loading..." />;
    return (
      <div className="mx-auto max-w-lg px-4 py-10">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <h1 className="text-xl font-bold">Error loading test</h1>
            <p className="text-muted-foreground">{errorText(error, 'The test could not be loaded.')}</p>
            <div className="flex gap-2">
              <Button onClick={() => void attempt.refetch()}>Try again</Button>
              <Button variant="outline" onClick={onExit}>
                Back to tests
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }

  const finished = (result: TestResultDetail) => {
    queryClient.setQueryData(testResultQueryKey(result.id), result);
    void queryClient.invalidateQueries({ queryKey: testsQueryKey });
    void queryClient.invalidateQueries({ queryKey: testResultsQueryKey });
    onFinished(result.id);
  };

  return (
    <TestSession
      key={attempt.data.attempt.id}
      data={attempt.data}
      onSubmitted={finished}
      onSubmitError={submitErrorToast}
      onExit={() => {
        void queryClient.invalidateQueries({ queryKey: testsQueryKey });
        onExit();
      }}
    />
  );
}
