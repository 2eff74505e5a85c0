import type { Readiness, ReadinessArea } from '@core/schemas/readiness';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { UpgradeCard, upgradePlanOf } from '@web/components/upgrade-card';
import { WeakTopicsCard } from '@web/components/weak-topics-card';
import { ClipboardCheck, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useReadiness } from '../api/get-readiness';
import { AreaBar } from '../components/AreaBar';
import { PercentileCard } from '../components/PercentileCard';

const plural = (n: number, word: string) => `${n} more correct ${word}${n === 1 ? '' : 's'}`;

function titlesOf(r: Readiness, ids: string[]): string {
  const titles = ids.map((id) => r.areas.find((a) => a.board_area === id)?.title ?? id);
  return titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : (titles[0] ?? '');
}

function Verdict({ r }: { r: Readiness }) {
  const avg = r.weighted_average;
  if (r.verdict === 'not_enough_data') {
    const missing = r.areas.filter((a) => a.estimate === null).map((a) => a.board_area);
    return (
      <Alert>
        <AlertTitle>Not enough results yet</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>
            The board exam averages all six areas, so this report needs at least one graded practice test in
            each. Still missing: {titlesOf(r, missing)}.
          </p>
          <Button asChild size="sm" className="w-fit">
            <Link to="/practice">
              <ClipboardCheck aria-hidden="true" /> Take a practice test
            </Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (r.verdict === 'passing') {
    return (
      <Alert variant="success">
        <AlertTitle>On track to pass</AlertTitle>
        <AlertDescription>
          Your weighted average is {avg}% and every board area is at {r.area_floor}% or more.
        </AlertDescription>
      </Alert>
    );
  }
  if (r.verdict === 'deferred') {
    return (
      <Alert variant="warning">
        <AlertTitle>
          Deferred: {titlesOf(r, r.retake_areas)} below {r.area_floor}%
        </AlertTitle>
        <AlertDescription>
          Your weighted average is {avg}%, at or above {r.passing_average}%, but an examinee with an area
          below {r.area_floor}% is deferred and retakes those areas.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>Not yet passing</AlertTitle>
      <AlertDescription>
        Your weighted average is {avg}%, below {r.passing_average}%.{' '}
        {r.holding_back && <>{titlesOf(r, [r.holding_back])} holds you back the most.</>}
      </AlertDescription>
    </Alert>
  );
}

function whatWouldChange(r: Readiness, a: ReadinessArea): string | null {
  if (a.estimate === null) return 'No graded test in this area yet.';
  if (r.verdict === 'deferred' && r.retake_areas.includes(a.board_area) && a.correct_to_change !== null) {
    return `${plural(a.correct_to_change, 'answer')} in this area would lift it to ${r.area_floor}%.`;
  }
  if (r.verdict === 'not_passing') {
    return a.correct_to_change === null
      ? `This area alone cannot lift your weighted average to ${r.passing_average}%.`
      : `${plural(a.correct_to_change, 'answer')} here alone would lift your weighted average to ${r.passing_average}%.`;
  }
  return null;
}

export function ReadinessPage() {
  const readiness = useReadiness();
  const r = readiness.data;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">Board readiness</h1>
          <p className="text-muted-foreground">
            Your practice results read against the board exam's passing rule.
          </p>
        </div>
        <Button variant="outline" onClick={() => void readiness.refetch()} disabled={readiness.isFetching}>
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </header>

      {readiness.isPending && <Skeleton className="h-96" aria-label="Loading your readiness report" />}
      <UpgradeCard
        error={readiness.error}
        what="It reads your practice results against the board exam's passing rule: your estimated score per board area, your weighted average, and what would change the verdict."
      />
      {readiness.isError && !upgradePlanOf(readiness.error) && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Could not load your readiness report</AlertTitle>
          <AlertDescription>Check your connection and press Refresh.</AlertDescription>
        </Alert>
      )}
      {r && (
        <>
          <Verdict r={r} />
          {r.weighted_average !== null && (
            <p className="text-lg">
              Estimated weighted average: <strong>{r.weighted_average}%</strong>
            </p>
          )}
          <section aria-labelledby="areas-heading" className="grid gap-4">
            <h2 id="areas-heading" className="text-xl font-semibold">
              By board area
            </h2>
            {r.areas.map((a) => (
              <Card key={a.board_area}>
                <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2">
                  <CardTitle className="text-base">{a.title}</CardTitle>
                  <Badge variant="outline">{a.weight}% of the exam</Badge>
                </CardHeader>
                <CardContent className="grid gap-2">
                  <AreaBar area={a} floor={r.area_floor} passing={r.passing_average} />
                  <p className="text-sm">
                    {a.estimate === null ? (
                      'Estimate: —'
                    ) : (
                      <>
                        Estimate <strong>{a.estimate}%</strong> (likely {a.low}–{a.high}%) from{' '}
                        {a.items_answered} answered questions
                      </>
                    )}
                  </p>
                  {whatWouldChange(r, a) && (
                    <p className="text-sm text-muted-foreground">{whatWouldChange(r, a)}</p>
                  )}
                </CardContent>
              </Card>
            ))}
          </section>
          <WeakTopicsCard />
          <PercentileCard />
          <section aria-labelledby="how-heading" className="grid gap-2 text-sm text-muted-foreground">
            <h2 id="how-heading" className="text-base font-semibold text-foreground">
              How this is worked out
            </h2>
            <p>
              To pass the Criminologist Licensure Examination an examinee needs a weighted average of at least{' '}
              {r.passing_average}% with no board area below {r.area_floor}%; with {r.passing_average}% or more
              but an area below {r.area_floor}%, the result is deferred and only those areas are retaken
              (Republic Act No. 11131, the Philippine Criminology Profession Act of 2018, on ratings).
            </p>
            <p>
              Each area's estimate is your share of correct answers in graded practice tests, with recent
              tests counting more (a test from two weeks ago counts half). The range shows where your true
              level likely lies (95%); it narrows as you answer more questions. The bars mark {r.area_floor}%
              (red) and {r.passing_average}% (black).
            </p>
          </section>
        </>
      )}
    </div>
  );
}
