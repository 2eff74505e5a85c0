import type { DashboardStats } from '@core/schemas/dashboard';
import { Card } from '@web/components/ui/card';
import { formatStudyTime } from '@web/lib/duration';
import { BookCheck, Clock, Flame, Target } from 'lucide-react';
import type { ReactNode } from 'react';

const EMPTY: DashboardStats = {
  total_study_hours: 0,
  video_hours: 0,
  material_hours: 0,
  total_study_seconds: 0,
  video_seconds: 0,
  material_seconds: 0,
  completed_lessons: 0,
  total_tests: 0,
  average_score: 0,
  study_streak: 0,
};

function Stat({
  label,
  value,
  detail,
  icon,
  testId,
}: {
  label: string;
  value: string;
  detail: string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Card className="grid gap-1 p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        <span>{label}</span>
        {icon}
      </div>
      <p className="text-2xl font-bold sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </p>
      <p className="text-xs text-muted-foreground">{detail}</p>
    </Card>
  );
}

/** The four stat cards; zeros while loading or when the call fails (learner spec §8). */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const s = stats ?? EMPTY;
  return (
    <section aria-label="Your statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        testId="stat-study-time"
        label="Study Hours"
        value={formatStudyTime(s.total_study_seconds)}
        detail={`Videos ${formatStudyTime(s.video_seconds)} · Reading ${formatStudyTime(s.material_seconds)}`}
        icon={<Clock className="size-4" aria-hidden="true" />}
      />
      <Stat
        testId="stat-lessons"
        label="Lessons Completed"
        value={String(s.completed_lessons)}
        detail="Video lessons marked complete"
        icon={<BookCheck className="size-4" aria-hidden="true" />}
      />
      <Stat
        testId="stat-average"
        label="Average Score"
        value={`${s.average_score}%`}
        detail={`${s.total_tests} ${s.total_tests === 1 ? 'test' : 'tests'} taken`}
        icon={<Target className="size-4" aria-hidden="true" />}
      />
      <Stat
        testId="stat-streak"
        label="Study Streak"
        value={`${s.study_streak} ${s.study_streak === 1 ? 'day' : 'days'}`}
        detail="Days in a row, Philippine time"
        icon={<Flame className="size-4" aria-hidden="true" />}
      />
    </section>
  );
}
