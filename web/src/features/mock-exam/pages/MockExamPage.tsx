import type { MockExam, MockForm } from '@core/schemas/mock-exam';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/test-session/ConfirmDialog';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { UpgradeCard, upgradePlanOf } from '@web/components/upgrade-card';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { createMock, discardMock, getMock, mockOverviewQueryKey, useMockOverview } from '../api/mock-exams';
import { AreaReview } from '../components/AreaReview';
import { FormChooser } from '../components/FormChooser';
import { MockHelp } from '../components/MockHelp';
import { MockSession } from '../components/MockSession';
import { ReportCardView } from '../components/ReportCardView';
import { SittingList } from '../components/SittingList';

const VERDICTS = {
  passing: 'Passed',
  deferred: 'Deferred',
  not_passing: 'Did not pass',
  not_enough_data: '—',
};
const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-PH', { dateStyle: 'medium' }) : '';

/** The next area to sit, or the one running (left by the learner, its clock still going). */
function NextArea({ mock, onSit }: { mock: MockExam; onSit: (position: number) => void }) {
  const running = mock.sittings.find((s) => s.status === 'in_progress');
  const next = running ?? mock.sittings.find((s) => s.position === mock.next_position);
  if (!next) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          {running ? 'Your area is still running' : `Next: area ${next.position} of 6`}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p>
          <strong>{next.title}</strong>: {next.items} items in {next.minutes} minutes.
          {running ? ' Its timer did not stop when you left.' : ' The timer starts when you start the area.'}
        </p>
        <Button className="w-fit" onClick={() => onSit(next.position)}>
          <Play aria-hidden="true" /> {running ? 'Continue area' : 'Start area'}
        </Button>
      </CardContent>
    </Card>
  );
}

export function MockExamPage() {
  const queryClient = useQueryClient();
  const overview = useMockOverview();
  /** The area being sat; null between areas. A reload resumes a running area at once. */
  const [sitting, setSitting] = useState<number | null>(null);
  const [left, setLeft] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const report = useQuery({
    queryKey: ['mock-exams', viewing],
    queryFn: () => getMock(viewing!),
    enabled: viewing !== null,
  });
  const create = useMutation({
    mutationFn: (form: MockForm) => createMock(form),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockOverviewQueryKey }),
    onError: (error) =>
      showToast({ title: 'Could not start', description: errorText(error), variant: 'destructive' }),
  });

  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const discard = useMutation({
    mutationFn: (id: string) => discardMock(id),
    onSuccess: () => {
      setConfirmDiscard(false);
      void queryClient.invalidateQueries({ queryKey: mockOverviewQueryKey, exact: true });
    },
    onError: (error) =>
      showToast({ title: 'Could not discard', description: errorText(error), variant: 'destructive' }),
  });

  const o = overview.data;
  const current = o?.current ?? null;
  const running = current?.sittings.find((s) => s.status === 'in_progress');
  const active = sitting ?? (left ? null : (running?.position ?? null));

  // ?review=<mock>&area=<position>: a submitted area's review (linked from the report card and the areas list).
  const [params] = useSearchParams();
  const reviewMock = params.get('review');
  const reviewArea = Number(params.get('area'));
  if (reviewMock && Number.isInteger(reviewArea) && reviewArea >= 1 && reviewArea <= 6) {
    return <AreaReview mockId={reviewMock} position={reviewArea} />;
  }

  if (current && active !== null) {
    return (
      <MockSession
        mockId={current.id}
        position={active}
        onSubmitted={(mock) => {
          setSitting(null);
          setLeft(true);
          queryClient.setQueryData(['mock-exams', mock.id], mock);
          if (mock.status === 'completed') setViewing(mock.id);
          void queryClient.invalidateQueries({ queryKey: mockOverviewQueryKey, exact: true });
        }}
        onLeave={() => {
          setSitting(null);
          setLeft(true);
          void queryClient.invalidateQueries({ queryKey: mockOverviewQueryKey, exact: true });
        }}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Mock board exam</h1>
        <p className="text-muted-foreground">
          A timed simulation of the Criminologist Licensure Examination.
        </p>
      </header>

      {overview.isPending && <Skeleton className="h-72" aria-label="Loading your mock exams" />}
      <UpgradeCard
        error={overview.error}
        what="A timed, full-length simulation of the board exam on the PRC blueprint, area by area, with a report card like the PRC's: a rating per area, the weighted average and the verdict."
      />
      {overview.isError && !upgradePlanOf(overview.error) && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Could not load your mock exams</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{errorText(overview.error)}</p>
            <Button size="sm" className="w-fit" onClick={() => void overview.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}

      {viewing && (
        <section aria-labelledby="report-heading" className="grid gap-3">
          <h2 id="report-heading" className="text-xl font-semibold">
            {report.data ? `Mock exam of ${dateOf(report.data.created_at)}` : 'Mock exam'}
          </h2>
          {report.isPending && <Skeleton className="h-64" aria-label="Loading the report card" />}
          {report.isError && (
            <p role="alert">{errorText(report.error, 'The report card could not be loaded.')}</p>
          )}
          {report.data?.report && <ReportCardView mock={report.data} />}
          <Button variant="outline" className="w-fit" onClick={() => setViewing(null)}>
            Close report card
          </Button>
        </section>
      )}

      {o && current && (
        <section aria-labelledby="current-heading" className="grid gap-4">
          <h2 id="current-heading" className="text-xl font-semibold">
            Your mock exam ({current.form === 'full' ? 'full length' : 'short form'})
          </h2>
          <NextArea
            mock={current}
            onSit={(position) => {
              setLeft(false);
              setSitting(position);
            }}
          />
          <SittingList mock={current} noRepeatDays={o.no_repeat_days} />
          <Button variant="outline" className="w-fit" onClick={() => setConfirmDiscard(true)}>
            Discard this mock exam
          </Button>
          <ConfirmDialog
            open={confirmDiscard}
            title="Discard this mock exam?"
            description={
              <p>
                It ends without a report card, so you can start another. Areas you already sat stay in your
                results; an area still running is submitted with the answers saved.
              </p>
            }
            confirmLabel="Discard"
            cancelLabel="Keep it"
            busy={discard.isPending}
            onConfirm={() => discard.mutate(current.id)}
            onClose={() => setConfirmDiscard(false)}
          />
        </section>
      )}

      {o && !current && (
        <FormChooser overview={o} busy={create.isPending} onStart={(f) => create.mutate(f)} />
      )}

      {o && o.past.length > 0 && (
        <section aria-labelledby="past-heading" className="grid gap-2">
          <h2 id="past-heading" className="text-xl font-semibold">
            Past mock exams
          </h2>
          <ul className="grid gap-2">
            {o.past.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
              >
                <span>
                  {dateOf(p.completed_at)} · {p.form === 'full' ? 'Full length' : 'Short form'} ·{' '}
                  <strong>{VERDICTS[p.verdict]}</strong>
                  {p.weighted_average !== null && `, ${p.weighted_average}%`}
                </span>
                <Button size="sm" variant="outline" onClick={() => setViewing(p.id)}>
                  View report card
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {o && <MockHelp overview={o} />}
    </div>
  );
}
