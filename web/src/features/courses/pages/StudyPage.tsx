import type { CourseDetail } from '@core/schemas/courses';
import { StudyTipsCard } from '@web/components/StudyTipsCard';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDuration } from '@web/lib/duration';
import { isApiError } from '@web/lib/errors';
import { capitalize } from '@web/lib/format';
import { ArrowLeft, CheckCircle2, ClipboardCheck, Lock, PlayCircle } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCourse } from '../api/get-course';
import { useVideoCompletion } from '../api/get-video-completion';
import { useVideos } from '../api/get-videos';
import { LessonPlayer } from '../components/LessonPlayer';

const STUDY_TIPS = [
  'Watch one lesson a day and write the key provisions in your own words.',
  'After each lesson, take the matching practice test while the material is fresh.',
  'Review the lessons you scored lowest on before moving to the next board area.',
];

type Lesson = CourseDetail['lessons'][number];

function LessonRow({ lesson, active, onOpen }: { lesson: Lesson; active: boolean; onOpen: () => void }) {
  const status = lesson.is_completed ? 'Completed' : lesson.is_unlocked ? 'Unlocked' : 'Locked';
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        disabled={!lesson.is_unlocked}
        aria-current={active ? 'true' : undefined}
        className="flex w-full items-center gap-3 rounded-md border border-border p-3 text-left transition-colors enabled:hover:bg-muted disabled:cursor-not-allowed disabled:opacity-70 aria-[current=true]:border-primary aria-[current=true]:bg-secondary"
      >
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted font-semibold"
          aria-hidden="true"
        >
          {lesson.position}
        </span>
        {/* The name comes from the visible text (axe label-content-name-mismatch), with the
            number and status for screen readers: "Lesson 2: Title (Locked) …". */}
        <span className="grid flex-1 gap-0.5">
          <span className="font-medium">
            <span className="sr-only">{`Lesson ${lesson.position}: `}</span>
            {lesson.title}
            <span className="sr-only">{` (${status})`}</span>
          </span>
          <span className="text-xs text-muted-foreground">
            {[lesson.subject, lesson.duration ? formatDuration(lesson.duration) : null]
              .filter(Boolean)
              .join(' · ')}
            {!lesson.is_unlocked && ` · Complete lesson ${lesson.position - 1} to unlock`}
          </span>
        </span>
        {lesson.is_completed ? (
          <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
        ) : lesson.is_unlocked ? (
          <PlayCircle className="size-5 text-primary" aria-hidden="true" />
        ) : (
          <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
        )}
      </button>
    </li>
  );
}

/** /study/{id}: a course's lessons in order, each unlocked by completing the ones before it. */
export function StudyPage() {
  const { id = '' } = useParams();
  const courseId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const [params, setParams] = useSearchParams();
  const course = useCourse(courseId);
  const videos = useVideos(course.data?.board_area);
  const completion = useVideoCompletion(course.data?.board_area);

  if (Number.isNaN(courseId) || (course.isError && isApiError(course.error, 404))) {
    return (
      <div className="mx-auto grid max-w-lg justify-items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Course Not Found</h1>
        <p className="text-muted-foreground">This course does not exist or was removed.</p>
        <Button asChild>
          <Link to="/courses">
            <ArrowLeft aria-hidden="true" /> Back to Courses
          </Link>
        </Button>
      </div>
    );
  }
  if (course.isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center">
        <Spinner label="Loading course..." />
      </div>
    );
  }
  if (course.isError) {
    return (
      <p className="px-4 py-16 text-center text-muted-foreground">
        The course could not be loaded. Please try again.
      </p>
    );
  }

  const c = course.data;
  const openId = params.get('lesson');
  const openLesson = c.lessons.find((l) => l.video_id === openId && l.is_unlocked) ?? null;
  const openVideo = openLesson ? videos.data?.find((v) => v.id === openLesson.video_id) : undefined;
  const progress = completion.data?.videos.find((p) => p.video_id === openLesson?.video_id);
  const nextLesson = c.lessons.find((l) => l.is_unlocked && !l.is_completed);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6">
      <section className="grid gap-3 rounded-lg bg-primary p-5 text-primary-foreground sm:p-8">
        <Link
          to={`/course/${c.board_area}`}
          className="inline-flex w-fit items-center gap-1 text-sm text-[#dbe4f0] hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {c.board_area_title}
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">{c.title}</h1>
        {c.description && <p className="max-w-2xl text-[#dbe4f0]">{c.description}</p>}
        <div className="flex flex-wrap gap-2">
          <Badge variant="yellow">{capitalize(c.difficulty)}</Badge>
          <Badge variant="secondary">
            {c.total_lessons} {c.total_lessons === 1 ? 'lesson' : 'lessons'}
          </Badge>
          {c.total_duration > 0 && <Badge variant="secondary">{formatDuration(c.total_duration)}</Badge>}
        </div>
      </section>

      <Card>
        <CardContent className="grid gap-2 pt-5 sm:pt-6">
          <div className="flex items-baseline justify-between gap-2">
            <h2 className="font-semibold">Your progress</h2>
            <span className="text-sm text-muted-foreground">
              {c.completed_lessons} of {c.total_lessons} lessons · {c.progress_percentage}%
            </span>
          </div>
          <div
            className="h-2.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Course progress"
            aria-valuenow={c.progress_percentage}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-success" style={{ width: `${c.progress_percentage}%` }} />
          </div>
          {nextLesson && !openLesson && (
            <Button className="mt-2 w-fit" onClick={() => setParams({ lesson: nextLesson.video_id })}>
              <PlayCircle aria-hidden="true" /> {c.completed_lessons ? 'Continue' : 'Start'} with lesson{' '}
              {nextLesson.position}
            </Button>
          )}
        </CardContent>
      </Card>

      {openLesson && openVideo && (
        <LessonPlayer
          key={openVideo.id}
          video={openVideo}
          completed={openLesson.is_completed}
          resumeAt={progress?.last_position_seconds ?? 0}
          onExpired={() => void videos.refetch()}
        />
      )}

      <section aria-labelledby="lessons-heading" className="grid gap-3">
        <h2 id="lessons-heading" className="text-lg font-semibold">
          Lessons
        </h2>
        {c.lessons.length === 0 ? (
          <p className="text-muted-foreground">No lessons yet. Content will be added soon</p>
        ) : (
          <ol className="grid gap-2">
            {c.lessons.map((lesson) => (
              <LessonRow
                key={lesson.video_id}
                lesson={lesson}
                active={lesson.video_id === openLesson?.video_id}
                onOpen={() => setParams({ lesson: lesson.video_id })}
              />
            ))}
          </ol>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ClipboardCheck className="size-5 text-primary" aria-hidden="true" /> Ready to Test?
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Check what you learned with a timed practice test.
            </p>
            <Button asChild className="w-fit">
              <Link to="/practice">Take a practice test</Link>
            </Button>
          </CardContent>
        </Card>
        <StudyTipsCard tips={STUDY_TIPS} />
      </div>
    </div>
  );
}
