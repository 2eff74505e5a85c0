import { DIFFICULTY_LEVELS } from '@core/catalog';
import { passLabel, scoreBand } from '@core/rules/scoring';
import type { TestResultDetail } from '@core/schemas/practice';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { WeakTopicsCard } from '@web/components/weak-topics-card';
import { cn } from '@web/lib/cn';
import { formatTimeUsed } from '@web/lib/duration';
import { formatDate } from '@web/lib/format';
import { BAND_BG, BAND_TEXT } from '@web/lib/score';
import { CheckCircle2, CircleMinus, LayoutDashboard, ListRestart, XCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LETTERS } from '../types';
import { ReportQuestionDialog } from './ReportQuestionDialog';

type Item = TestResultDetail['detailed_results'][number];

function ReviewItem({ item }: { item: Item }) {
  const Icon = item.user_answer === null ? CircleMinus : item.is_correct ? CheckCircle2 : XCircle;
  const verdict = item.user_answer === null ? 'Not answered' : item.is_correct ? 'Correct' : 'Wrong';
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4" data-testid="review-item">
      <div className="flex items-start gap-2">
        <Icon
          className={cn('mt-0.5 size-5 shrink-0', item.is_correct ? 'text-success' : 'text-destructive')}
          aria-hidden="true"
        />
        <h3 className="font-semibold">
          <span className="text-muted-foreground">{item.position}.</span> {item.question}
          <span className="sr-only"> ({verdict})</span>
        </h3>
      </div>
      <ul className="grid gap-1.5 text-sm">
        {LETTERS.map((letter) => {
          const isKey = item.correct_answer === letter;
          const isMine = item.user_answer === letter;
          return (
            <li
              key={letter}
              className={cn(
                'flex flex-wrap items-start gap-x-2 gap-y-1 rounded-md border px-3 py-2',
                isKey && 'border-success bg-success-soft',
                isMine && !isKey && 'border-destructive bg-destructive-soft',
                !isKey && !isMine && 'border-transparent',
              )}
            >
              <span className="font-bold">{letter}.</span>
              <span className="min-w-0 flex-1 basis-40 break-words">{item.all_options[letter]}</span>
              {isMine ? <Badge variant={isKey ? 'success' : 'destructive'}>Your answer</Badge> : null}
              {isKey ? <Badge variant="success">Correct answer</Badge> : null}
            </li>
          );
        })}
      </ul>
      {item.user_answer === null ? (
        <p className="text-sm text-muted-foreground">You did not answer this question.</p>
      ) : null}
      {item.explanation ? (
        <p className="text-sm">
          <span className="font-semibold">Explanation: </span>
          {item.explanation}
        </p>
      ) : null}
      {item.ai_explanation ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-primary">Extended explanation</summary>
          <p className="mt-2">{item.ai_explanation}</p>
        </details>
      ) : null}
      <ReportQuestionDialog questionId={item.question_id} position={item.position} />
    </li>
  );
}

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
          <dl className="grid w-full grid-cols-3 gap-2 text-center text-sm sm:max-w-md sm:gap-4">
            <div>
              <dt className="text-muted-foreground">Correct</dt>
              <dd className="font-semibold">
                {result.correct_answers} of {result.total_questions}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Time used</dt>
              <dd className="font-semibold">{formatTimeUsed(result.time_used)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Completed</dt>
              <dd className="font-semibold">{formatDate(result.completed_at)}</dd>
            </div>
          </dl>
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
      <Card>
        <CardHeader>
          <CardTitle>Review your answers</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4">
            {result.detailed_results.map((item) => (
              <ReviewItem key={item.question_id} item={item} />
            ))}
          </ol>
        </CardContent>
      </Card>
      <WeakTopicsCard />
    </div>
  );
}
