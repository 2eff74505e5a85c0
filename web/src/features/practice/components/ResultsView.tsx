import { DIFFICULTY_LEVELS } from '@core/catalog';
import { passLabel, scoreBand } from '@core/rules/scoring';
import type { TestResultDetail } from '@core/schemas/practice';
import { AnswerReview, ResultFacts } from '@web/components/answer-review/AnswerReview';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { WeakTopicsCard } from '@web/components/weak-topics-card';
import { cn } from '@web/lib/cn';
import { BAND_BG, BAND_TEXT } from '@web/lib/score';
import { LayoutDashboard, ListRestart } from 'lucide-react';
import { useNavigate } from 'react-router';

/** Score, pass label, colour band and the review of every question (learner spec §2). */
export function ResultsView({
  result,
  onTakeAnother,
}: {
  result: TestResultDetail;
  onTakeAnother: () => void;
}) {
  const navigate = useNavigate();
  const band = scoreBand(result.score);
  const level = DIFFICULTY_LEVELS.find((d) => d.id === result.difficulty_level);
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Card>
        <CardHeader className="text-center">
          <p className="text-sm text-muted-foreground">
            {level ? `${level.label} · ${level.level_label} questions` : result.difficulty_level}
          </p>
          <h1 className="text-xl font-bold break-words sm:text-2xl">{result.test_title}</h1>
        </CardHeader>
        <CardContent className="grid justify-items-center gap-4">
          <div className={cn('grid justify-items-center rounded-xl px-8 py-4', BAND_BG[band])}>
            <p className={cn('text-5xl font-bold tabular-nums', BAND_TEXT[band])} data-testid="result-score">
              {result.score}%
            </p>
            <Badge variant={result.passed ? 'success' : 'warning'} className="mt-2">
              {passLabel(result.score)}
            </Badge>
          </div>
          <ResultFacts result={result} />
          {result.auto_submitted ? (
            <p className="text-sm text-muted-foreground">
              Time ran out: the answers saved in time were graded.
            </p>
          ) : null}
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              onClick={() =>
                navigate('/dashboard', { state: { testTitle: result.test_title, score: result.score } })
              }
            >
              <LayoutDashboard aria-hidden="true" /> View Dashboard
            </Button>
            <Button variant="outline" onClick={onTakeAnother}>
              <ListRestart aria-hidden="true" /> Take Another Test
            </Button>
          </div>
        </CardContent>
      </Card>
      <AnswerReview result={result} />
      <WeakTopicsCard />
    </div>
  );
}
