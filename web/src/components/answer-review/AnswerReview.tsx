import type { TestResultDetail } from '@core/schemas/practice';
import { LETTERS } from '@web/components/test-session/types';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatTimeUsed } from '@web/lib/duration';
import { formatDate } from '@web/lib/format';
import { CheckCircle2, CircleMinus, XCircle } from 'lucide-react';
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
      {item.citation ? (
        <p className="text-sm break-words text-muted-foreground">
          <span className="font-semibold">Source: </span>
          {item.citation}
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

/** Correct, time used and completion date of a graded attempt (practice test or mock area). */
export function ResultFacts({ result }: { result: TestResultDetail }) {
  return (
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
  );
}

/**
 * Every question of a graded attempt with the learner's answer, the key, the explanation, the
 * source and 'Report this question'. Only ever given a graded attempt: the server sends the
 * key for nothing else (practice results, a submitted mock area).
 */
export function AnswerReview({ result }: { result: TestResultDetail }) {
  return (
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
  );
}
