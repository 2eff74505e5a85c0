/**
 * Courses, their lessons (videos) and the learner's view of them. Access is the access
 * module's (policy, closed board areas); progress is the tracking module's.
 */
import type { CourseDetail, CourseSummary, Video, videosQuerySchema } from '@core/schemas/courses';
import type { VideoCompletion, VideoProgressBody } from '@core/schemas/tracking';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { requireArea, requireCourseAccess, requireCourseArea } from '../access/access.service';
import { areaOrder, getCatalog, subjectName, subjectsNamed } from '../catalog/catalog.service';
import type { MediaResolver } from '../media/media.service';
import * as tracking from '../tracking/tracking.service';
import type { SessionUser, UserRow } from '../users/users.service';
import { percent, presentCourseSummary } from './courses.presenter';
import * as q from './courses.queries';
import { accessibleVideo, COURSE_NOT_FOUND, type CoursesDeps, presentVideos } from './videos';

export {
  accessibleVideo,
  COURSE_NOT_FOUND,
  type CoursesDeps,
  VIDEO_NOT_FOUND,
  type VideoRow,
} from './videos';

/** GET /content/videos: the videos this user may watch, optionally of one area and subject. */
export async function listVideosFor(
  deps: CoursesDeps,
  user: SessionUser,
  filter: z.infer<typeof videosQuerySchema>,
): Promise<Video[]> {
  const catalog = await getCatalog(deps.db);
  const { scope, boardArea } = await requireCourseArea(deps.db, user, catalog, filter.board_area);
  const subject = filter.subject?.trim()
    ? {
        places: subjectsNamed(catalog, filter.subject),
        titleWord: filter.subject.trim().split(/\s+/)[0] ?? '',
      }
    : undefined;
  const rows = await q.listVideos(
    deps.db,
    { boardArea, subject, deniedAreas: scope.deniedAreas },
    areaOrder(catalog),
  );
  return presentVideos(catalog, deps.signer, user, rows);
}

/** GET /user-tracking/video-completion/{boardArea}. */
export async function videoCompletion(
  deps: CoursesDeps,
  user: UserRow,
  key: string,
): Promise<VideoCompletion> {
  const boardArea = (await requireCourseArea(deps.db, user, await getCatalog(deps.db), key)).boardArea!;
  const videos = await q.listVideos(deps.db, { boardArea }, [boardArea]);
  const progress = await tracking.progressForVideos(
    deps.db,
    user.id,
    videos.map((v) => v.id),
  );
  const items = videos.map((v) => {
    const p = progress.get(v.id);
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

export async function listCourses(deps: CoursesDeps, user: UserRow): Promise<CourseSummary[]> {
  const scope = await requireCourseAccess(deps.db, user);
  const catalog = await getCatalog(deps.db);
  const [rows, completed] = await Promise.all([
    q.courseAggregates(deps.db, { deniedAreas: scope.deniedAreas }, areaOrder(catalog)),
    tracking.completedVideoIds(deps.db, user.id),
  ]);
  return rows.map((c) => presentCourseSummary(c, areaTitle(catalog, c.board_area), completed));
}

const areaTitle = (catalog: Awaited<ReturnType<typeof getCatalog>>, id: string) =>
  catalog.board_areas.find((a) => a.id === id)?.title ?? id;

/** GET /content/courses/{id}: lessons are the course's videos; lesson N unlocks when 1..N-1 are done. */
export async function courseDetail(deps: CoursesDeps, user: UserRow, id: number): Promise<CourseDetail> {
  const scope = await requireCourseAccess(deps.db, user);
  const catalog = await getCatalog(deps.db);
  const [course] = await q.courseAggregates(deps.db, { courseId: id }, areaOrder(catalog));
  if (!course) throw notFound(COURSE_NOT_FOUND);
  requireArea(scope, course.board_area);
  const [rows, completed] = await Promise.all([
    q.courseLessons(deps.db, id),
    tracking.completedVideoIds(deps.db, user.id),
  ]);
  let allBeforeDone = true;
  const lessons = rows.map((v, i) => {
    const isCompleted = completed.has(v.id);
    const lesson = {
      position: i + 1,
      lesson_number: v.lessonNumber,
      video_id: v.id,
      title: v.title,
      description: v.description,
      duration: v.durationSeconds,
      subject: subjectName(catalog, v.boardAreaId, v.subjectIndex),
      is_completed: isCompleted,
      is_unlocked: allBeforeDone,
    };
    allBeforeDone &&= isCompleted;
    return lesson;
  });
  return { ...presentCourseSummary(course, areaTitle(catalog, course.board_area), completed), lessons };
}

/** POST /user-tracking/video-progress, for a video this user may watch. */
export async function recordVideoProgress(deps: CoursesDeps, user: UserRow, body: VideoProgressBody) {
  const video = await accessibleVideo(deps.db, user, body.video_id);
  return tracking.recordVideoProgress(deps.db, user.id, video, body);
}

/** POST /user-tracking/video-complete/{videoId}: idempotent. */
export async function completeVideo(deps: CoursesDeps, user: UserRow, videoId: string) {
  const video = await accessibleVideo(deps.db, user, videoId);
  return tracking.completeVideo(deps.db, user.id, video.id);
}

/** Who may read a lecture's files (video, data-saver rendition, …): whoever may watch the lecture. */
export function videoMedia(db: Db, kind: 'videos' | 'thumbnails' | 'captions' | 'renditions'): MediaResolver {
  return async (user, id) => {
    const video = await accessibleVideo(db, user, id);
    if (kind === 'videos') return { key: video.fileKey, mime: video.mimeType ?? 'video/mp4' };
    if (kind === 'renditions') return { key: video.renditionKey, mime: 'video/mp4' };
    if (kind === 'captions') return { key: video.captionsKey, mime: 'text/vtt; charset=utf-8' };
    const key = video.thumbnailKey;
    const mime = key?.endsWith('.png') ? 'image/png' : key?.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
    return { key, mime };
  };
}

/** Per board area: its number of lessons, and its first course (for the dashboard). */
export async function lessonsByArea(db: Executor) {
  const [counts, firsts] = await Promise.all([q.videoCountsByArea(db), q.firstCourseByArea(db)]);
  return {
    lessons: new Map(counts.map((c) => [c.boardArea, c.total])),
    firstCourse: new Map(firsts.map((f) => [f.boardArea, f.courseId])),
  };
}

/** Title and board area of these videos. */
export const videoSummaries = q.videoSummaries;
/** The admin stat card 'Total Courses'. */
export const countCourses = q.countCourses;

export { attachCaptions, videoTranscript } from './captions';
export { seedDemoLectures } from './seed-lectures';
export { ingestVideo } from './videos-admin.service';

/** GET /admin/courses: every course with its lessons counted from the database. */
export async function adminCourses(db: CoursesDeps['db']) {
  const catalog = await getCatalog(db);
  const rows = await q.courseAggregates(db, {}, areaOrder(catalog));
  return {
    courses: rows.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      difficulty: c.difficulty,
      lessons: c.total_lessons,
      board_area: c.board_area,
      board_area_title: areaTitle(catalog, c.board_area),
      total_duration: c.total_duration,
    })),
  };
}

/** Title, description and place of every lecture. */
export const lectureTitles = q.lectureTitles;
