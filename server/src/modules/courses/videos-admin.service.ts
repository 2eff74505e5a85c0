/** Lectures as administrators add them: external links, uploads (and the demo seed), deletion. */
import type { ExternalVideoBody, UploadVideoFields, Video } from '@core/schemas/courses';
import { uploadVideoFieldsSchema } from '@core/schemas/courses';
import type { Executor } from '../../db/client';
import { notFound, ValidationError } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { auditedDelete } from '../audit/audit.service';
import { getCatalog, placeOf } from '../catalog/catalog.service';
import {
  formFields,
  type ReceivedUpload,
  type Source,
  type StoredFile,
  storeImage,
  storeVideo,
  type UploadField,
  withUpload,
} from '../media/media.service';
import type { SessionUser, UserRow } from '../users/users.service';
import * as q from './courses.queries';
import { queueAfterCommit } from './video-processing';
import { type CoursesDeps, presentVideos, VIDEO_NOT_FOUND } from './videos';

export const VIDEO_TOO_LARGE = 'File too large for server. Maximum allowed size is 500MB.';

/** The form fields of POST /admin/simple-upload-video. */
export const VIDEO_UPLOAD: Record<string, UploadField> = {
  file: {
    store: (storage, s) => storeVideo(storage, s),
    badType: 'Please select a video file to upload (MP4 or WebM)',
    tooLarge: VIDEO_TOO_LARGE,
  },
  thumbnail: {
    store: (storage, s) => storeImage(storage, s),
    badType: 'Please select a video file to upload (MP4 or WebM)',
  },
};

export async function present(deps: CoursesDeps, admin: SessionUser, id: string): Promise<Video> {
  const [video] = presentVideos(await getCatalog(deps.db), deps.signer, admin, [
    (await q.getVideo(deps.db, id))!,
  ]);
  return video!;
}

/** The course of a board area, created (named after the area) on the first lecture. */
export async function areaCourseId(db: Executor, boardArea: string): Promise<number> {
  const area = (await getCatalog(db)).board_areas.find((a) => a.id === boardArea);
  const init = { title: area?.title ?? boardArea, description: area?.description ?? '' };
  return (await q.ensureAreaCourse(db, boardArea, init)).id;
}

/** POST /admin/external-video: a YouTube, Vimeo or direct-file lecture. */
export async function createExternalVideo(deps: CoursesDeps, admin: SessionUser, body: ExternalVideoBody) {
  const { boardArea, subjectIndex } = await placeOf(deps.db, body);
  const row = await q.insertVideo(deps.db, {
    courseId: await areaCourseId(deps.db, boardArea),
    boardAreaId: boardArea,
    subjectIndex,
    title: body.title,
    description: body.description,
    lessonNumber: body.lesson_number,
    difficulty: body.difficulty_level,
    durationSeconds: body.duration ?? 0,
    externalUrl: body.video_url,
    thumbnailUrl: body.thumbnail_url ?? null,
  });
  return present(deps, admin, row.id);
}

export interface VideoMeta {
  boardArea: string;
  subjectIndex: number | null;
  title: string;
  description: string;
  lessonNumber: number;
  difficulty: string;
  /** Kept when ffprobe is absent or cannot read the file (the job replaces it with ffprobe's). */
  durationSeconds?: number;
  /** Course of the video; default: the board area's course (created when missing). */
  courseId?: number;
}

/**
 * The video row for a file already in storage (deleting the files if it fails), recorded as
 * 'processing' and queued for the background job (duration, thumbnail, data-saver rendition):
 * the request that stored the file returns at once. Every path that stores a video file
 * (simple, chunked and course uploads, the demo seed) ends here.
 */
export async function finishVideo(
  deps: Pick<CoursesDeps, 'db' | 'storage' | 'log' | 'jobs'>,
  file: StoredFile,
  meta: VideoMeta,
  thumbnail?: Source | StoredFile,
): Promise<q.VideoRow> {
  const created: string[] = [file.key];
  let row: q.VideoRow;
  try {
    // A thumbnail given with the upload is used as it is; otherwise the job renders one.
    let image: StoredFile | null = null;
    if (thumbnail && typeof thumbnail === 'object' && 'key' in thumbnail) image = thumbnail;
    else if (thumbnail) {
      image = await storeImage(deps.storage, thumbnail);
      created.push(image.key);
    }
    row = await q.insertVideo(deps.db, {
      courseId: meta.courseId ?? (await areaCourseId(deps.db, meta.boardArea)),
      boardAreaId: meta.boardArea,
      subjectIndex: meta.subjectIndex,
      title: meta.title,
      description: meta.description,
      lessonNumber: meta.lessonNumber,
      difficulty: meta.difficulty,
      durationSeconds: meta.durationSeconds ?? 0,
      fileKey: file.key,
      fileSize: file.size,
      mimeType: file.mime,
      thumbnailKey: image?.key ?? null,
      processingStatus: 'processing',
    });
  } catch (err) {
    await Promise.all(created.map((k) => deps.storage.delete(k)));
    throw err;
  }
  await queueAfterCommit(deps, row.id);
  return row;
}

/** Copies a video (and its thumbnail, when given) into storage and records it (demo seed, tests). */
export async function ingestVideo(
  deps: Pick<CoursesDeps, 'db' | 'storage' | 'log' | 'jobs'>,
  source: Source,
  meta: VideoMeta,
  thumbnail?: Source,
): Promise<q.VideoRow> {
  return finishVideo(deps, await storeVideo(deps.storage, source), meta, thumbnail);
}

/** POST /admin/simple-upload-video, once the files are in storage: the row, queued for processing. */
export async function createUploadedVideo(deps: CoursesDeps, admin: SessionUser, upload: ReceivedUpload) {
  return withUpload(deps.storage, upload, async ({ files }) => {
    if (!files.file)
      throw new ValidationError([{ loc: ['body', 'file'], msg: 'Please select a video file to upload' }]);
    return recordUploadedVideo(
      deps,
      admin,
      files.file,
      formFields(uploadVideoFieldsSchema, upload),
      files.thumbnail,
    );
  });
}

/**
 * A video file an administrator uploaded, now in storage, becomes a lecture: the one path of
 * the simple and the chunked upload (whatever processing a stored video gets happens here).
 */
export async function recordUploadedVideo(
  deps: CoursesDeps,
  admin: SessionUser,
  file: StoredFile,
  fields: UploadVideoFields,
  thumbnail?: StoredFile,
): Promise<Video> {
  const { boardArea, subjectIndex } = await placeOf(deps.db, fields);
  const row = await finishVideo(
    deps,
    file,
    {
      boardArea,
      subjectIndex,
      title: fields.title,
      description: fields.description,
      lessonNumber: fields.lesson_number,
      difficulty: fields.difficulty_level,
      durationSeconds: fields.duration,
    },
    thumbnail,
  );
  return present(deps, admin, row.id);
}

/** DELETE /admin/videos/{id}: the row (progress cascades), its files, and the audit entry. */
export async function removeVideo(deps: CoursesDeps, admin: UserRow, id: string): Promise<void> {
  const row = isUuid(id)
    ? await auditedDelete(
        deps.db,
        (tx) => q.deleteVideo(tx, id),
        (v) => ({
          actorId: admin.id,
          action: 'video.delete',
          target: { type: 'video', id },
          details: { title: v.title, board_area: v.boardAreaId },
        }),
      )
    : null;
  if (!row) throw notFound(VIDEO_NOT_FOUND);
  await Promise.all(
    [row.fileKey, row.thumbnailKey, row.captionsKey, row.renditionKey]
      .filter((k): k is string => !!k)
      .map((k) => deps.storage.delete(k)),
  );
}
