import type { WeakTopic } from '@core/schemas/readiness';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { UpgradeCard, upgradePlanOf } from '@web/components/upgrade-card';
import { useTopicScores } from '@web/lib/queries/readiness-insights';
import { BookOpen, FileText, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';

function TopicItem({ t }: { t: WeakTopic }) {
  return (
    <li className="grid gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-medium break-words">{t.topic}</h3>
        <span className="text-sm tabular-nums">
          <strong>{t.share}%</strong> correct ({t.correct} of {t.answered})
        </span>
      </div>
      <p className="text-xs text-muted-foreground">{t.subject}</p>
      <ul className="grid gap-1 text-sm" aria-label={`Where to study ${t.topic}`}>
        {t.lecture && (
          <li>
            <Link to={t.lecture.url} className="inline-flex items-start gap-1.5 text-primary hover:underline">
              <PlayCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>Lecture: {t.lecture.title}</span>
            </Link>
          </li>
        )}
        {t.guide && (
          <li>
            <Link to={t.guide.url} className="inline-flex items-start gap-1.5 text-primary hover:underline">
              <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Study guide: {t.guide.title}
                {t.guide.section ? `, section “${t.guide.section}”` : ''}
              </span>
            </Link>
          </li>
        )}
        {!t.lecture && !t.guide && (
          <li>
            <Link to={t.course.url} className="inline-flex items-start gap-1.5 text-primary hover:underline">
              <BookOpen className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>Course: {t.course.title}</span>
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}

/**
 * The learner's five weakest topics over all graded tests, each with the lecture and the
 * study-guide section that teach it (or the subject's course page). Shown on /readiness and
 * on a test's results review.
 */
export function WeakTopicsCard() {
  const topics = useTopicScores();
  const data = topics.data;
  return (
    <Card aria-labelledby="weak-topics-heading">
      <CardHeader>
        <CardTitle id="weak-topics-heading" className="text-lg">
          Your weakest topics
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {topics.isPending && <Skeleton className="h-32" aria-label="Loading your topic scores" />}
        <UpgradeCard
          error={topics.error}
          what="It shows your share of correct answers per topic and the five weakest, with the lecture and study-guide section that teach each."
        />
        {topics.isError && !upgradePlanOf(topics.error) && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Could not load your topic scores</AlertTitle>
            <AlertDescription>Check your connection and try again.</AlertDescription>
          </Alert>
        )}
        {data && data.weakest.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No topic has {data.min_answers} answers in your graded tests yet
            {data.topics.length ? ` (${data.topics.length} topics answered so far)` : ''}: take more practice
            tests to see which topics need work.
          </p>
        )}
        {data && data.weakest.length > 0 && (
          <>
            <p className="text-sm text-muted-foreground">
              Share of correct answers over all your graded tests, among topics with at least{' '}
              {data.min_answers} answers.
            </p>
            <ol className="grid gap-3">
              {data.weakest.map((t) => (
                <TopicItem key={`${t.board_area}/${t.subject}/${t.topic}`} t={t} />
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
}
