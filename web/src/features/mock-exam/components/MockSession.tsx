import type { MockExam } from '@core/schemas/mock-exam';
import { useQuery } from '@tanstack/react-query';
import { TestSession } from '@web/components/test-session/TestSession';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageLoader } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { saveArea, startArea, submitArea } from '../api/mock-exams';

interface Props {
  mockId: string;
  position: number;
  onSubmitted: (mock: MockExam) => void;
  onLeave: () => void;
}

const TEXTS = {
  submit: 'Submit area',
  submitTitle: 'Submit this area?',
  afterSubmit:
    'The area is graded at once. The next area waits for you: a mock exam pauses only between areas.',
  exit: 'Leave area',
  exitTitle: 'Leave this area?',
  exitNote:
    'Your answers are saved, but the timer keeps running: a mock exam pauses only between areas. Come back before it ends to continue.',
};

/** One area's sitting: started (or resumed after a reload) on the server, then taken like a test. */
export function MockSession({ mockId, position, onSubmitted, onLeave }: Props) {
  const sitting = useQuery({
    queryKey: ['mock-exams', mockId, 'area', position],
    queryFn: () => startArea(mockId, position),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (sitting.isPending) return <PageLoader label="Loading the area..." />;
  if (sitting.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-10">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <h1 className="text-xl font-bold">This area could not be opened</h1>
            <p className="text-muted-foreground">
              {errorText(sitting.error, 'The area could not be loaded.')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void sitting.refetch()}>Try again</Button>
              <Button variant="outline" onClick={onLeave}>
                Back to the mock exam
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }
  const { sitting: data } = sitting.data;
  return (
    <TestSession
      key={data.attempt.id}
      data={data}
      texts={TEXTS}
      save={(answers) => saveArea(mockId, position, answers)}
      submit={(answers) => submitArea(mockId, position, answers)}
      onSubmitted={onSubmitted}
      onSubmitError={(error) =>
        showToast({
          title: 'The area was not submitted',
          description: errorText(error),
          variant: 'destructive',
        })
      }
      onExit={onLeave}
    />
  );
}
