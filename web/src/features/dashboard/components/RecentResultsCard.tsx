import { isPassing, passLabel } from '@core/rules/scoring';
import type { RecentResult } from '@core/schemas/dashboard';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { capitalize, formatDate } from '@web/lib/format';
import { scoreTextClass } from '@web/lib/score';
import { Link } from 'react-router';

/** The 5 most recent practice test results. */
export function RecentResultsCard({
  results,
  areaTitles,
}: {
  results: RecentResult[];
  areaTitles: Map<string, string>;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Practice test results</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/test-results">View All Test Results</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {results.length === 0 ? (
          <div className="grid gap-2 text-sm text-muted-foreground">
            <p>No practice tests taken yet.</p>
            <Button asChild size="sm" className="w-fit">
              <Link to="/practice-tests">Take your first test</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-3">
            {results.map((r) => {
              const passed = isPassing(r.score);
              return (
                <li
                  key={r.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-3 last:border-0 last:pb-0"
                >
                  <div className="grid gap-0.5">
                    <span className="font-medium">
                      {r.test_title || areaTitles.get(r.board_area) || r.board_area}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {areaTitles.get(r.board_area) ?? r.board_area} · {capitalize(r.difficulty_level)} ·{' '}
                      {r.correct_answers}/{r.total_questions} correct · {formatDate(r.completed_at)}
                    </span>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className={cn('text-lg font-bold', scoreTextClass(r.score))}>{r.score}%</span>
                    <Badge variant={passed ? 'success' : 'warning'}>{passLabel(r.score)}</Badge>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
