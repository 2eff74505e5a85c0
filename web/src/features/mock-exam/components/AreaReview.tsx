import { AnswerReview, ResultFacts } from '@web/components/answer-review/AnswerReview';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { UpgradeCard, upgradePlanOf } from '@web/components/upgrade-card';
import { WeakTopicsCard } from '@web/components/weak-topics-card';
import { errorText } from '@web/lib/errors';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useAreaReview } from '../api/mock-exams';

function BackLink() {
  return (
    <Button asChild variant="link" size="sm" className="w-fit px-0">
      <Link to="/mock-exam">
        <ArrowLeft aria-hidden="true" /> Back to the mock exam
      </Link>
    </Button>
  );
}

/**
 * A submitted mock area's questions with the learner's answers, the key, the explanations and
 * sources (the review practice results use), then the weakest topics. The server refuses an
 * area not yet submitted, so the key never reaches the page before.
 */
export function AreaReview({ mockId, position }: { mockId: string; position: number }) {
  const review = useAreaReview(mockId, position);
  const r = review.data;
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <BackLink />
      {review.isPending && <Skeleton className="h-64" aria-label="Loading the review" />}
      <UpgradeCard
        error={review.error}
        what="A timed simulation of the board exam, then each area's questions with the key and explanations."
      />
      {review.isError && !upgradePlanOf(review.error) && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>This review cannot be shown</AlertTitle>
          <AlertDescription>{errorText(review.error, 'The review could not be loaded.')}</AlertDescription>
        </Alert>
      )}
      {r && (
        <>
          <Card>
            <CardHeader className="text-center">
              <p className="text-sm text-muted-foreground">Area {position} of 6 · review</p>
              <h1 className="text-xl font-bold break-words sm:text-2xl">{r.test_title}</h1>
            </CardHeader>
            <CardContent className="grid justify-items-center gap-4">
              <ResultFacts result={r} />
              {r.auto_submitted ? (
                <p className="text-sm text-muted-foreground">
                  Time ran out: the answers saved in time were graded.
                </p>
              ) : null}
            </CardContent>
          </Card>
          <AnswerReview result={r} />
          <WeakTopicsCard />
        </>
      )}
    </div>
  );
}
