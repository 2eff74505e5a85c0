import type { Video } from '@core/schemas/courses';
import { BoardAreaIcon } from '@web/components/board-area-icon';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useCatalog } from '@web/lib/queries/catalog';
import { ArrowLeft, ListVideo, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCourses } from '../api/get-courses';
import { useVideoCompletion } from '../api/get-video-completion';
import { useVideos } from '../api/get-videos';
import { LessonPlayer } from '../components/LessonPlayer';
import { MaterialsList } from '../components/MaterialsList';
import { Playlist } from '../components/Playlist';
import { matchesSubject } from '../lib/format';

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-lg items-center justify-center px-4 text-center">
      {children}
    </div>
  );
}

/** /course/{boardAreaId}?subject=: player and playlist grouped by subject (learner spec §2). */
export function CoursePlayerPage() {
  const { boardAreaId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const subject = params.get('subject') ?? undefined;
  const selectedId = params.get('v');
  const catalog = useCatalog();
  const area = catalog.data?.board_areas.find((a) => a.id === boardAreaId || a.aliases.includes(boardAreaId));
  const videos = useVideos(area?.id);
  const completion = useVideoCompletion(area?.id);
  const courses = useCourses();

  if (catalog.isPending || (area && videos.isPending)) {
    return (
      <Centered>
        <Spinner label="Loading course content..." />
      </Centered>
    );
  }
  if (!area) {
    return (
      <Centered>
        <div className="grid justify-items-center gap-3">
          <h1 className="text-2xl font-bold">Board area not found</h1>
          <Button asChild>
            <Link to="/courses">
              <ArrowLeft aria-hidden="true" /> Back to Courses
            </Link>
          </Button>
        </div>
      </Centered>
    );
  }

  const all: Video[] = videos.data ?? [];
  const list = subject ? all.filter((v) => matchesSubject(v, subject)) : all;
  const progress = new Map((completion.data?.videos ?? []).map((p) => [p.video_id, p]));
  const completedIds = new Set([...progress.values()].filter((p) => p.is_completed).map((p) => p.video_id));
  const selected = list.find((v) => v.id === selectedId) ?? null;
  const firstToWatch = list.find((v) => !completedIds.has(v.id)) ?? list[0];
  const course = courses.data?.find((c) => c.board_area === area.id);
  const select = (v: Video) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('v', v.id);
        return next;
      },
      { preventScrollReset: false },
    );

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6">
      <header className="grid gap-3">
        <Link
          to="/courses"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Courses
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <span
            className="flex size-11 items-center justify-center rounded-md text-white"
            style={{ backgroundColor: area.color }}
          >
            <BoardAreaIcon icon={area.icon} className="size-6" />
          </span>
          <div className="grid flex-1 gap-0.5">
            <h1 className="text-2xl font-bold sm:text-3xl">{area.title}</h1>
            <p className="text-sm text-muted-foreground">
              {area.weight}% of the exam · {list.length} {list.length === 1 ? 'video' : 'videos'}
              {subject ? ` in ${subject}` : ''}
              {completion.data ? ` · ${completion.data.completion_percentage}% complete` : ''}
            </p>
          </div>
          {course && (
            <Button asChild variant="outline" size="sm" className="max-sm:w-full">
              <Link to={`/study/${course.id}`}>
                <ListVideo aria-hidden="true" /> Lesson path
              </Link>
            </Button>
          )}
        </div>
        {subject && (
          <Link to={`/course/${area.id}`} className="w-fit text-sm text-primary hover:underline">
            Show all subjects of {area.title}
          </Link>
        )}
      </header>

      {list.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-10 text-center">
          <h2 className="text-xl font-semibold">No videos available</h2>
          <p className="text-muted-foreground">Content will be added soon</p>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)] lg:items-start">
          <div className="min-w-0">
            {selected ? (
              <LessonPlayer
                key={selected.id}
                video={selected}
                completed={completedIds.has(selected.id)}
                resumeAt={progress.get(selected.id)?.last_position_seconds ?? 0}
                onExpired={() => void videos.refetch()}
              />
            ) : (
              <Card className="grid aspect-video place-items-center content-center gap-3 bg-primary p-4 text-center text-white sm:p-6">
                <PlayCircle className="size-10 text-accent" aria-hidden="true" />
                <p className="text-lg font-medium">Select a video to start learning</p>
                {firstToWatch && (
                  <Button variant="accent" onClick={() => select(firstToWatch)}>
                    Play lesson {firstToWatch.lesson_number}
                  </Button>
                )}
              </Card>
            )}
          </div>
          <Card className="grid gap-3 p-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto">
            <h2 className="font-semibold">Playlist</h2>
            <Playlist
              videos={list}
              subjects={area.subjects.map((s) => s.name)}
              selectedId={selected?.id ?? null}
              completedIds={completedIds}
              onSelect={select}
            />
          </Card>
          <div className="min-w-0">
            <MaterialsList boardArea={area.id} subject={subject ?? selected?.subject ?? undefined} />
          </div>
        </div>
      )}
    </div>
  );
}
