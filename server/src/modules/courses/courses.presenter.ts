import { toIso } from '@core/rules/time';
import type { CourseSummary, Video } from '@core/schemas/courses';
import type { MediaUrls } from '../media/media.service';
import type { courseAggregates, VideoRow } from './courses.queries';
import { classifyExternalUrl } from './video-source';

/** DB row → the Video of learner spec §3; `subject` is the catalog's name of its subject. */
export function presentVideo(v: VideoRow, subject: string | null, urls: MediaUrls): Video {
  const external = v.fileKey ? null : classifyExternalUrl(v.externalUrl ?? '');
  return {
    id: v.id,
    _id: v.id,
    title: v.title,
    description: v.description,
    video_url: v.fileKey ? urls.video(v.id) : v.externalUrl,
    embed_url: external?.embedUrl ?? null,
    source: external?.source ?? 'upload',
    thumbnail_url: v.thumbnailKey ? urls.thumbnail(v.id) : (v.thumbnailUrl ?? external?.thumbnailUrl ?? null),
    duration: v.durationSeconds,
    captions_url: v.captionsKey ? urls.captions(v.id) : null,
    has_transcript: !!v.transcript,
    data_saver:
      v.renditionKey && v.renditionSize
        ? { url: urls.rendition(v.id), size_bytes: v.renditionSize, original_size_bytes: v.fileSize ?? 0 }
        : null,
    subject,
    subject_index: v.subjectIndex,
    board_area: v.boardAreaId,
    course_id: v.courseId,
    lesson_number: v.lessonNumber,
    difficulty_level: v.difficulty,
    created_at: toIso(v.createdAt),
  };
}

/** A share in percent with one decimal (0 of nothing is 0). */
export const percent = (done: number, total: number) => (total ? Math.round((1000 * done) / total) / 10 : 0);

type CourseAggregate = Awaited<ReturnType<typeof courseAggregates>>[number];

/** A course with this learner's completions (`completed`: ids of the videos they completed). */
export function presentCourseSummary(
  c: CourseAggregate,
  areaTitle: string,
  completed: Set<string>,
): CourseSummary {
  const { video_ids, ...course } = c;
  const done = video_ids.filter((id) => completed.has(id)).length;
  return {
    ...course,
    board_area_title: areaTitle,
    completed_lessons: done,
    progress_percentage: percent(done, c.total_lessons),
  };
}
