import { BOARD_AREAS, DIFFICULTY_LEVELS } from '@core/catalog';
import { passLabel } from '@core/rules/scoring';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatTimeUsed } from '@web/lib/duration';
import { formatDate } from '@web/lib/format';
import { scoreTextClass } from '@web/lib/score';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTestResults } from '../api/get-test-results';

const areaTitle = (id: string) => BOARD_AREAS.find((a) => a.id === id)?.title ?? id;
const levelLabel = (id: string) => DIFFICULTY_LEVELS.find((d) => d.id === id)?.label ?? id;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="grid gap-1 pt-5 sm:pt-6">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
      </CardContent>
    </Card>
  );
}

/** /test-results: summary, board-area filter and the learner's results (learner spec §2). */
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function TestResultsPage() {
  const results = useTestResults();
  const [area, setArea] = useState('all');
  const list = results.data?.test_results.filter((r) => area === 'all' || r.board_area === area) ?? [];
  const stats = results.data?.statistics;
  // With no test taken there is no average or best to show: a dash, not 0.0% / 0%.
  const scored = stats && stats.total_tests > 0 ? stats : null;

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
      <div>
        <Button asChild variant="link" size="sm">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <h1 className="text-3xl font-bold">Test Results</h1>
      </div>

      <section
        aria-label="Summary"
        data-testid="results-summary"
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        <Stat label="Total tests" value={stats ? String(stats.total_tests) : '—'} />
        <Stat label="Average score" value={scored ? `${scored.average_score.toFixed(1)}%` : '—'} />
        <Stat label="Best score" value={scored ? `${scored.best_score}%` : '—'} />
        <Stat label="This week" value={stats ? String(stats.recent_tests) : '—'} />
      </section>

      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="area-filter">Board area</Label>
        <select
          id="area-filter"
          value={area}
          onChange={(e) => setArea(e.target.value)}
          className="h-10 rounded-md border border-input bg-card px-3 text-sm"
        >
          <option value="all">All board areas</option>
          {BOARD_AREAS.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </select>
      </div>

      {results.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <p className="sr-only">Loading results...</p>
          {SKELETONS.slice(0, 4).map((k) => (
            <Skeleton key={k} className="h-20" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-3 pt-8 pb-8 text-center">
            <ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">
              {results.error ? 'Results could not be loaded' : 'No test results yet'}
            </p>
            <p className="text-sm text-muted-foreground">
              {area === 'all'
                ? 'Take a practice test to see your scores here.'
                : 'No results in this board area yet.'}
            </p>
            <Button asChild>
              <Link to="/practice">Take a practice test</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="Results">
          {list.map((r) => (
            <li key={r.id}>
              <Card>
                <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-3 pt-5 sm:pt-6">
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-semibold">{r.test_title}</p>
                    <p className="text-sm text-muted-foreground">
                      {areaTitle(r.board_area)} · {levelLabel(r.difficulty_level)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatDate(r.completed_at)} · {formatTimeUsed(r.time_taken)}
                    </p>
                  </div>
                  <div className="text-right">
                    <p className={cn('text-2xl font-bold tabular-nums', scoreTextClass(r.score))}>
                      {r.score}%
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {r.correct_answers} of {r.total_questions} correct
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant={r.passed ? 'success' : 'warning'}>{passLabel(r.score)}</Badge>
                    <Button asChild variant="outline" size="sm">
                      <Link to={`/practice?result=${r.id}`} aria-label={`Review ${r.test_title}`}>
                        Review
                      </Link>
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
