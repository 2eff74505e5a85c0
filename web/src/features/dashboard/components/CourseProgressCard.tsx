import { relativeTime } from '@core/rules/relative-time';
import type { CourseProgressItem } from '@core/schemas/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Link } from 'react-router';

/** Course progress per board area. */
export function CourseProgressCard({ items }: { items: CourseProgressItem[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Course progress</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No course progress yet.</p>
        ) : (
          <ul className="grid gap-4">
            {items.map((c) => (
              <li key={c.course_id} className="grid gap-1.5">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link to={`/course/${c.course_id}`} className="font-medium hover:underline">
                    {c.course_title}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {c.completed_lessons}/{c.total_lessons} lessons · {c.progress_percentage}%
                  </span>
                </div>
                <div
                  className="h-2 overflow-hidden rounded-full bg-muted"
                  role="progressbar"
                  aria-label={`${c.course_title} progress`}
                  aria-valuenow={c.progress_percentage}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="h-full bg-primary" style={{ width: `${c.progress_percentage}%` }} />
                </div>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>{c.time_spent_minutes} min studied</span>
                  {c.last_accessed && (
                    <span>Last studied {relativeTime(c.last_accessed, { style: 'long' })}</span>
                  )}
                  {c.study_course_id && (
                    <Link to={`/study/${c.study_course_id}`} className="text-primary hover:underline">
                      Lesson path
                    </Link>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
