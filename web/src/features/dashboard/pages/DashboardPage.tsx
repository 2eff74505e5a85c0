import { useQueryClient } from '@tanstack/react-query';
import { StudyTipsCard } from '@web/components/StudyTipsCard';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { WhenVisible } from '@web/components/when-visible';
import { useCatalog } from '@web/lib/queries/catalog';
import { useDeckSummary } from '@web/lib/queries/deck';
import { useUser } from '@web/lib/session';
import { showToast } from '@web/lib/toast';
import { ClipboardCheck, Gauge, Layers, PlayCircle, RefreshCw, Timer } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useCourseProgress } from '../api/get-course-progress';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useRecentActivity } from '../api/get-recent-activity';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useTestPerformance } from '../api/get-test-performance';
import { ActivityCard } from '../components/ActivityCard';
import { CourseProgressCard } from '../components/CourseProgressCard';
import { ExamDateCard } from '../components/ExamDateCard';
import { RecentResultsCard } from '../components/RecentResultsCard';
import { StatCards } from '../components/StatCards';
import { SubscriptionCard } from '../components/SubscriptionCard';

/** recharts is fetched only here, once the charts' spot nears the viewport (below the fold on a phone). */
const Charts = lazy(() => import('../components/Charts'));

/** The message other pages post after progress (learner spec §4). */
const REFRESH_MESSAGE = 'crimreview:refresh-dashboard';

const TIPS = [
  'Study a little every day: your streak counts days in Philippine time.',
  'Aim above the 75% line in every board area, not just on average.',
  'Criminal Law and Criminalistics weigh 20% each: give them the most time.',
  'Review the explanation of every question you missed before retaking a test.',
];

export function DashboardPage() {
  const user = useUser();
  const queryClient = useQueryClient();
  const stats = useDashboardStats();
  const progress = useCourseProgress();
  const activity = useRecentActivity();
  const performance = useTestPerformance();
  const subscription = useSubscriptionStatus();
  const catalog = useCatalog();
  const deck = useDeckSummary();
  const areaTitles = new Map((catalog.data?.board_areas ?? []).map((a) => [a.id as string, a.title]));

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === REFRESH_MESSAGE) {
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    showToast({ title: 'Dashboard refreshed', variant: 'success' });
  };

  const status = subscription.data;
  const trialExpired = status?.subscription === 'expired' && status.plan === 'trial';

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">
          Welcome back, {user?.name?.split(' ')[0] ?? 'learner'}!
        </h1>
        <p className="text-muted-foreground">Here is where your review stands today.</p>
      </header>

      {trialExpired && (
        <Alert variant="warning" role="alert">
          <AlertTitle>Your free trial has ended</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Choose a plan to keep watching lectures and taking practice tests.
            <Button asChild size="sm" variant="accent">
              <Link to="/pricing">View plans</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <StatCards stats={stats.data} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <RecentResultsCard results={performance.data?.recent_results ?? []} areaTitles={areaTitles} />
          {performance.data ? (
            <WhenVisible placeholder={<Skeleton className="h-72" />}>
              <Suspense fallback={<Skeleton className="h-72" />}>
                <Charts performance={performance.data} areaTitles={areaTitles} />
              </Suspense>
            </WhenVisible>
          ) : (
            <Skeleton className="h-72" />
          )}
          <CourseProgressCard items={progress.data ?? []} />
        </div>
        <div className="grid content-start gap-6">
          <SubscriptionCard status={subscription.isError ? undefined : status} />
          <Card>
            <CardHeader>
              <CardTitle>Quick actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button asChild>
                <Link to="/practice">
                  <ClipboardCheck aria-hidden="true" /> Take a practice test
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/review">
                  <Layers aria-hidden="true" /> Review deck
                  {deck.data ? ` (${deck.data.due_today} due today)` : ''}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/readiness">
                  <Gauge aria-hidden="true" /> Board readiness
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/mock-exam">
                  <Timer aria-hidden="true" /> Mock board exam
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/courses">
                  <PlayCircle aria-hidden="true" /> Watch a lecture
                </Link>
              </Button>
              <Button variant="ghost" onClick={() => void refresh()}>
                <RefreshCw aria-hidden="true" /> Refresh Data
              </Button>
            </CardContent>
          </Card>
          {deck.data && <ExamDateCard summary={deck.data} />}
          <ActivityCard activities={activity.data ?? []} />
          <StudyTipsCard tips={TIPS} />
        </div>
      </div>
    </div>
  );
}
