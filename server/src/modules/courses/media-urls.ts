import type { Video } from '@core/schemas/courses';
import type { MediaSigner } from '../../lib/signed-url';
import type { VideoWithSubject } from './courses.queries';
import { classifyExternalUrl } from './video-source';

/** Signed URLs for one viewer: every media URL in a response is bound to the user who asked. */
export interface MediaUrls {
  video(id: string): string;
  thumbnail(id: string): string;
  material(id: string, download: boolean): string;
}

export function mediaUrlsFor(signer: MediaSigner, userId: string): MediaUrls {
  return {
    video: (id) => signer.url('videos', id, userId),
    thumbnail: (id) => signer.url('thumbnails', id, userId),
    material: (id, download) => signer.url('materials', id, userId, download ? { download: '1' } : {}),
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** DB row → the Video of learner spec §3. */
export function presentVideo(v: VideoWithSubject, urls: MediaUrls): Video {
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
    subject: v.subject,
    subject_index: v.subjectIndex,
    board_area: v.boardAreaId,
    course_id: v.courseId,
    lesson_number: v.lessonNumber,
    difficulty_level: v.difficulty,
    created_at: iso(v.createdAt),
  };
}
