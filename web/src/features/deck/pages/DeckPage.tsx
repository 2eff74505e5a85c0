import { useQueryClient } from '@tanstack/react-query';
import { ExamDateForm } from '@web/components/ExamDateForm';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { UpgradeCard, upgradePlanOf } from '@web/components/upgrade-card';
import { useDeckSummary } from '@web/lib/queries/deck';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { nextCardQueryKey, useNextCard } from '../api/deck';
import { ReviewCard } from '../components/ReviewCard';

export function DeckPage() {
  const client = useQueryClient();
  const summary = useDeckSummary();
  const next = useNextCard();
  const card = next.data?.card;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Review deck</h1>
        <p className="text-muted-foreground" aria-live="polite">
          {summary.data
            ? `${summary.data.due_today} due today · ${summary.data.total_cards} cards from questions you missed`
            : 'The questions you missed in practice tests, on a schedule.'}
        </p>
      </header>

      <UpgradeCard
        error={summary.error}
        what="Every question you answer wrong in a practice test comes back on a spaced schedule, at least twice before your exam date."
      />
      {upgradePlanOf(summary.error) ? null : (
        <Card>
          <CardContent className="pt-6">
            {summary.data ? (
              <ExamDateForm examDate={summary.data.exam_date} cleDates={summary.data.cle_dates} />
            ) : (
              <Skeleton className="h-20" />
            )}
          </CardContent>
        </Card>
      )}

      {next.isPending && <Skeleton className="h-72" aria-label="Loading the next card" />}
      {next.isError && !upgradePlanOf(next.error) && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Could not load the next card</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => void next.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {next.data && !card && (
        <Alert>
          <AlertTitle>Nothing to review right now</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>
              Every question you answer wrong in a practice test joins this deck and comes back when it is
              due.
            </p>
            <Button asChild size="sm" className="w-fit">
              <Link to="/practice">
                <ClipboardCheck aria-hidden="true" /> Take a practice test
              </Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {card && (
        <Card>
          <CardContent className="pt-6">
            <ReviewCard
              key={card.id}
              card={card}
              onNext={() => void client.invalidateQueries({ queryKey: nextCardQueryKey })}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
