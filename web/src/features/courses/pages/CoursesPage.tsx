import { LIMITS } from '@core/catalog';
import type { Video } from '@core/schemas/courses';
import { BoardAreaIcon } from '@web/components/board-area-icon';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useCatalog } from '@web/lib/queries/catalog';
import { Search, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCourses } from '../api/get-courses';
import { useVideos } from '../api/get-videos';
import { SubjectTile } from '../components/SubjectTile';
import { matchesSubject } from '../lib/format';

/** /courses: board areas with their subject tiles, searchable (learner spec §2 Video Courses). */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const catalog = useCatalog();
  const videos = useVideos();
  const courses = useCourses();
  const searchId = useId();

  const setSearch = (value: string) =>
    setParams(value ? { search: value } : {}, { replace: true, preventScrollReset: true });

  // Courses too: their "Lessons" buttons arriving later would wrap the area headers and shift the tiles.
  if (catalog.isPending || videos.isPending || courses.isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center">
        <Spinner label="Loading courses..." />
      </div>
    );
  }

  const areas = catalog.data?.board_areas ?? [];
  const allVideos: Video[] = videos.data ?? [];
  const subjectCount = areas.reduce((n, a) => n + a.subjects.length, 0);
  const needle = search.trim().toLowerCase();
  const shown = areas.filter(
    (a) => !needle || a.title.toLowerCase().includes(needle) || a.description.toLowerCase().includes(needle),
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold">Video Courses</h1>
        <p className="text-muted-foreground">
          {allVideos.length} {allVideos.length === 1 ? 'video' : 'videos'} · {areas.length} board areas ·{' '}
          {subjectCount} subjects
        </p>
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search courses
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search courses..."
            className="pl-9"
          />
        </div>
      </header>

      {shown.length === 0 ? (
        <Card className="grid justify-items-center gap-3 p-10 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No courses found</h2>
          <p className="text-muted-foreground">Try adjusting your search terms</p>
          <Button onClick={() => setSearch('')}>Show All Courses</Button>
        </Card>
      ) : (
        shown.map((area, areaIndex) => {
          const areaVideos = allVideos.filter((v) => v.board_area === area.id);
          const course = courses.data?.find((c) => c.board_area === area.id);
          return (
            <section key={area.id} aria-labelledby={`area-${area.id}`} className="grid gap-4">
              <div className="flex flex-wrap items-center gap-3">
                <span
                  className="flex size-10 items-center justify-center rounded-md text-white"
                  style={{ backgroundColor: area.color }}
                >
                  <BoardAreaIcon icon={area.icon} />
                </span>
                <div className="grid flex-1 gap-0.5">
                  <h2 id={`area-${area.id}`} className="text-xl font-semibold">
                    <Link to={`/course/${area.id}`} className="hover:underline">
                      {area.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {area.weight}% of the exam · {areaVideos.length}{' '}
                    {areaVideos.length === 1 ? 'video' : 'videos'}
                  </p>
                </div>
                <div className="flex gap-2">
                  {course && (
                    <Button asChild variant="outline" size="sm">
                      <Link to={`/study/${course.id}`}>Lessons</Link>
                    </Button>
                  )}
                  <Button asChild size="sm">
                    <Link to={`/course/${area.id}`}>Watch</Link>
                  </Button>
                </div>
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {area.subjects.slice(0, LIMITS.maxSubjectTiles).map((s, tileIndex) => {
                  const subjectVideos = areaVideos.filter((v) => matchesSubject(v, s.name));
                  return (
                    <SubjectTile
                      key={s.subject_index}
                      boardArea={area.id}
                      icon={area.icon}
                      subject={s.name}
                      count={subjectVideos.length}
                      thumbnail={subjectVideos.find((v) => v.thumbnail_url)?.thumbnail_url ?? null}
                      priority={areaIndex === 0 && tileIndex < 2}
                    />
                  );
                })}
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}
