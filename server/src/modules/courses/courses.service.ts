import { canonicalBoardArea } from '@core/catalog';
import type { CourseDetail, CourseSummary, Video } from '@core/schemas/courses';
import type { VideoCompletion } from '@core/schemas/tracking';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { MediaSigner } from '../../lib/signed-url';
import { requireArea, requireCourseAccess } from './access';
import * as q from './courses.queries';
import { mediaUrlsFor, presentVideo } from './media-urls';
import { progressForVideos } from './tracking.queries';

export interface CoursesDeps {
  db: Db;
  signer: MediaSigner;
}

export const BOARD_AREA_NOT_FOUND = 'Board area not found';

/** A board-area key from a client (aliases accepted), or 404. */
export async function resolveBoardArea(db: Db, key: string): Promise<string> {
  const id = canonicalBoardArea(key);
  if (!id || !(await q.boardAreaExists(db, id))) throw notFound(BOARD_AREA_NOT_FOUND);
  return id;
}

/** GET /content/videos: the videos this user may watch, optionally of one area and subject. */
export async function listVideosFor(
  deps: CoursesDeps,
  user: UserRow,
  filter: { board_area?: string; subject?: string },
): Promise<Video[]> {
  const scope = await requireCourseAccess(deps.db, user);
  let boardArea: string | undefined;
  if (filter.board_area) {
    boardArea = await resolveBoardArea(deps.db, filter.board_area);
    requireArea(scope, boardArea);
  }
  const rows = await q.listVideos(deps.db, {
    boardArea,
    subject: filter.subject || undefined,
    deniedAreas: scope.deniedAreas,
  });
  const urls = mediaUrlsFor(deps.signer, user.id);
  return rows.map((v) => presentVideo(v, urls));
}

const percent = (done: number, total: number) => (total ? Math.round((1000 * done) / total) / 10 : 0);

/** GET /user-tracking/video-completion/{boardArea}. */
export async function videoCompletion(
  deps: CoursesDeps,
  user: UserRow,
  key: string,
): Promise<VideoCompletion> {
  const scope = await requireCourseAccess(deps.db, user);
  const boardArea = await resolveBoardArea(deps.db, key);
  requireArea(scope, boardArea);
  const videos = await q.listVideos(deps.db, { boardArea });
  const progress = await progressForVideos(
    deps.db,
    user.id,
    videos.map((v) => v.id),
  );
  const byVideo = new Map(progress.map((p) => [p.videoId, p]));
  const items = videos.map((v) => {
    const p = byVideo.get(v.id);
    return {
      video_id: v.id,
      is_completed: p?.completed ?? false,
      completed_at: p?.completedAt ? new Date(p.completedAt).toISOString() : null,
      watch_time_seconds: p?.watchTimeSeconds ?? 0,
      progress_percent: p?.progressPercent ?? 0,
      last_position_seconds: p?.lastPositionSeconds ?? 0,
    };
  });
  const completed = items.filter((i) => i.is_completed).length;
  return {
    board_area: boardArea,
    videos: items,
    total_videos: items.length,
    completed_videos: completed,
    completion_percentage: percent(completed, items.length),
  };
}

function summary(c: q.CourseAggregate): CourseSummary {
  return { ...c, progress_percentage: percent(c.completed_lessons, c.total_lessons) };
}

export async function listCourses(deps: CoursesDeps, user: UserRow): Promise<CourseSummary[]> {
  const scope = await requireCourseAccess(deps.db, user);
  const rows = await q.listCourseAggregates(deps.db, user.id, { deniedAreas: scope.deniedAreas });
  return rows.map(summary);
}

export const COURSE_NOT_FOUND = 'Course Not Found';

/** GET /content/courses/{id}: lessons are the course's videos; lesson N unlocks when 1..N-1 are done. */
export async function courseDetail(deps: CoursesDeps, user: UserRow, id: number): Promise<CourseDetail> {
  const scope = await requireCourseAccess(deps.db, user);
  const [course] = await q.listCourseAggregates(deps.db, user.id, { courseId: id });
  if (!course) throw notFound(COURSE_NOT_FOUND);
  requireArea(scope, course.board_area);
  const rows = await q.courseLessons(deps.db, id, user.id);
  let allBeforeDone = true;
  const lessons = rows.map((r, i) => {
    const lesson = { ...r, position: i + 1, is_unlocked: allBeforeDone };
    allBeforeDone &&= r.is_completed;
    return lesson;
  });
  return { ...summary(course), lessons };
}
