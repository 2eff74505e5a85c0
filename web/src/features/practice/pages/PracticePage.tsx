import { DeferredAfterLoad } from '@web/components/deferred';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { PageLoader } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/errors';
import { History } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTestResult } from '../api/get-test-result';
import { useTests } from '../api/get-tests';
import { TestList } from '../components/TestList';
import { type Refusal, useStartTest } from '../hooks/useStartTest';

/**
 * /practice in three stages (learner spec §2): the list, the test (?test=id, so a reload
 * resumes it) and the results (?result=id).
 */
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

// The start's dialogs (refused, retake, unverified: Radix's dialog code, ~25 KB on a phone) are
// not needed to draw the list: fetched after the page, or at once when a start asks first.
const loadStartTestDialogs = () => import('../components/StartTestDialogs').then((m) => m.StartTestDialogs);

/*
 * The test and the results are chunks of their own: the list, which a phone opens first,
 * does not fetch and run the test session (its schemas, dialogs and report form). The
 * results chunk is fetched as soon as a test is open, so submitting needs no extra request.
 */
const loadResultsView = () => import('../components/ResultsView');
const ResultsView = lazy(() => loadResultsView().then((m) => ({ default: m.ResultsView })));
const TestView = lazy(() => import('../components/TestView').then((m) => ({ default: m.TestView })));

export function PracticePage() {
  const [params, setParams] = useSearchParams();
  const testId = params.get('test');
  const resultId = params.get('result');
  const toList = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const goTest = useCallback((id: string) => setParams({ test: id }), [setParams]);
  const { start, busyTestId, prompt, close, refuse } = useStartTest(goTest);
  const onRefused = useCallback(
    (r: Refusal) => {
      toList();
      refuse(r);
    },
    [toList, refuse],
  );

  useEffect(() => {
    if (testId) void loadResultsView();
  }, [testId]);

  let content: ReactNode;
  if (resultId) content = <ResultStage id={resultId} onTakeAnother={toList} />;
  else if (testId) {
    content = (
      <TestView
        testId={testId}
        onRefused={onRefused}
        onFinished={(id) => setParams({ result: id }, { replace: true })}
        onExit={toList}
      />
    );
  } else content = <ListStage onStart={start} busyTestId={busyTestId} />;

  return (
    <>
      <Suspense fallback={<PageLoader />}>{content}</Suspense>
      <DeferredAfterLoad
        load={loadStartTestDialogs}
        wanted={prompt !== null}
        props={{ prompt, close, go: goTest }}
        onUnavailable={close}
      />
    </>
  );
}

function ListStage(props: { onStart: ReturnType<typeof useStartTest>['start']; busyTestId: string | null }) {
  const tests = useTests();
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Practice Tests</h1>
          <p className="text-muted-foreground">
            Six board areas, six subjects each, three levels: {tests.data?.total_tests ?? 108} timed tests.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/test-results">
            <History aria-hidden="true" /> My test results
          </Link>
        </Button>
      </div>
      {tests.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {SKELETONS.slice(0, 6).map((k) => (
            <Skeleton key={k} className="h-[72px]" />
          ))}
        </div>
      ) : tests.error ? (
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p>{errorText(tests.error, 'The tests could not be loaded.')}</p>
            <Button className="w-fit" onClick={() => void tests.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <TestList data={tests.data} onStart={(t) => void props.onStart(t)} busyTestId={props.busyTestId} />
      )}
    </div>
  );
}

function ResultStage({ id, onTakeAnother }: { id: string; onTakeAnother: () => void }) {
  const result = useTestResult(id);
  if (result.isPending) return <PageLoader label="Loading results..." />;
  if (result.error) {
    return (
      <div className="mx-auto max-w-lg px-4 py-10">
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p>{errorText(result.error, 'This result could not be loaded.')}</p>
            <Button className="w-fit" onClick={onTakeAnother}>
              Back to tests
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <ResultsView result={result.data} onTakeAnother={onTakeAnother} />;
}
