import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { useAdminCourses } from '../api/get-admin-courses';

/** The admin courses tab: a grid of every course with its lessons counted from the database. */
export default function AdminCoursesTab() {
  const courses = useAdminCourses();
  if (courses.isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    );
  }
  if (courses.error) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
        Error loading admin data: {errorText(courses.error, 'Failed to load data')}
        <Button size="sm" variant="outline" onClick={() => courses.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list = courses.data?.courses ?? [];
  if (!list.length) return <p className="text-sm text-muted-foreground">No courses yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Courses">
      {list.map((c) => (
        <li key={c.id}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle>{c.title}</CardTitle>
              <CardDescription>{c.board_area_title}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p>{c.description || 'No description.'}</p>
              <p className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary" className="capitalize">
                  {c.difficulty}
                </Badge>
                <span>
                  {c.lessons} lesson{c.lessons === 1 ? '' : 's'}
                </span>
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
