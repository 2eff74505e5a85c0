import type { PercentileGroup, PercentileReport } from '@core/schemas/readiness';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { UpgradeCard, upgradePlanOf } from '@web/components/upgrade-card';
import { usePercentile } from '@web/lib/queries/readiness-insights';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function why(g: PercentileGroup, r: PercentileReport): string {
  if (g.reason === 'no_average') return 'Take a graded practice test first.';
  if (g.reason === 'no_center') return 'Add your review center to your profile to compare within it.';
  return `Shown once at least ${r.floor} learners have a graded test, so nobody's score can be worked out.`;
}

function Row({ label, g, r }: { label: string; g: PercentileGroup; r: PercentileReport }) {
  return (
    <div className="grid gap-0.5 rounded-md border border-border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>
        {g.shown ? (
          <>
            <strong className="text-xl tabular-nums">{ordinal(g.percentile ?? 0)} percentile</strong>
            <span className="block text-sm text-muted-foreground">
              Your average is at or above that of about {g.percentile}% of {g.learners} learners.
            </span>
          </>
        ) : (
          <>
            <span className="font-medium">Not shown</span>
            <span className="block text-sm text-muted-foreground">{why(g, r)}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** The learner's percentile among their review center and among all learners (own figures only). */
export function PercentileCard() {
  const q = usePercentile();
  const r = q.data;
  return (
    <Card aria-labelledby="percentile-heading">
      <CardHeader>
        <CardTitle id="percentile-heading" className="text-lg">
          Where you stand
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {q.isPending && <Skeleton className="h-24" aria-label="Loading your percentile" />}
        <UpgradeCard
          error={q.error}
          what="It places your average score among the learners of your review center and among all learners, without showing anyone else's score."
        />
        {q.isError && !upgradePlanOf(q.error) && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Could not load your percentile</AlertTitle>
            <AlertDescription>Check your connection and try again.</AlertDescription>
          </Alert>
        )}
        {r && (
          <>
            <p className="text-sm">
              {r.average === null ? (
                'You have no graded practice test yet.'
              ) : (
                <>
                  Your average score: <strong>{r.average}%</strong>
                </>
              )}
            </p>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Row
                label={r.review_center ? `In ${r.review_center}` : 'In your review center'}
                g={r.center}
                r={r}
              />
              <Row label="Among all learners" g={r.all} r={r} />
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
