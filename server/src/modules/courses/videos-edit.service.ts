/**
 * The content manager's lecture calls beyond adding and deleting (admin spec §7): the admin
 * list, editing details, thumbnails (one video, or every video of an area/subject without
 * one: 'smart thumbnail', 320×180), and the content tab's course image and course video.
 */
import type { AdminVideo, UpdateVideoBody, VideoProcessingStatus } from '@core/schemas/courses';
import { courseVideoFieldsSchema, smartThumbnailFieldsSchema } from '@core/schemas/courses';
import { HttpError, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { getCatalog, placeOf } from '../catalog/catalog.service';
import {
  formFields,
  type ReceivedUpload,
  storeJpeg,
  storeVideo,
  type UploadField,
  withUpload,
} from '../media/media.service';
import type { SessionUser } from '../users/users.service';
import * as q from './courses.queries';
import { type CoursesDeps, presentVideos, VIDEO_NOT_FOUND } from './videos';
import { finishVideo, present, VIDEO_TOO_LARGE } from './videos-admin.service';

const SMART_SIZE = { width: 320, height: 180 };

/** A JPG thumbnail or course image (admin spec §5: JPG only, under 5 MB). */
const jpegField = (area: 'thumbnails' | 'images', cover?: typeof SMART_SIZE): UploadField => ({
  store: (storage, s) => storeJpeg(storage, s, area, cover),
  badType: 'Only JPG images are allowed',
  tooLarge: 'File size must be less than 5MB',
  empty: 'Please select a JPG image file only.',
});
export const THUMBNAIL_UPLOAD = { file: jpegField('thumbnails') };
export const SMART_THUMBNAIL_UPLOAD = { file: jpegField('thumbnails', SMART_SIZE) };
export const COURSE_IMAGE_UPLOAD = { file: jpegField('images') };
export const COURSE_VIDEO_UPLOAD: Record<string, UploadField> = {
  file: {
    store: (s, stream) => storeVideo(s, stream),
    badType: 'Please select an MP4 video file',
    tooLarge: VIDEO_TOO_LARGE,
  },
};

/** GET /admin/videos: every lecture, in catalog order. */
export async function listAdminVideos(
  deps: CoursesDeps,
  admin: SessionUser,
): Promise<{ videos: AdminVideo[] }> {
  const catalog = await getCatalog(deps.db);
  const rows = await q.listVideos(
    deps.db,
    {},
    catalog.board_areas.map((a) => a.id),
  );
  const shown = presentVideos(catalog, deps.signer, admin, rows);
  return {
    videos: shown.map((v, i) => ({
      ...v,
      category: v.subject ?? catalog.board_areas.find((a) => a.id === v.board_area)?.title ?? v.board_area,
      file_size: rows[i]!.fileSize ?? null,
      has_own_thumbnail: !!rows[i]!.thumbnailKey || !!rows[i]!.thumbnailUrl,
      processing_status: rows[i]!.processingStatus as VideoProcessingStatus,
      processing_error: rows[i]!.processingError,
      rendition_size_bytes: rows[i]!.renditionSize,
    })),
  };
}

async function videoOr404(deps: CoursesDeps, id: string) {
  const row = isUuid(id) ? await q.getVideo(deps.db, id) : null;
  if (!row) throw notFound(VIDEO_NOT_FOUND);
  return row;
}

/** PUT /content/videos/{id}: title, description, place, difficulty, lesson; never the file. */
export async function updateVideoDetails(
  deps: CoursesDeps,
  admin: SessionUser,
  id: string,
  body: UpdateVideoBody,
) {
  await videoOr404(deps, id);
  const { boardArea, subjectIndex } = await placeOf(deps.db, body);
  await q.updateVideo(deps.db, id, {
    boardAreaId: boardArea,
    subjectIndex,
    title: body.title,
    description: body.description,
    difficulty: body.difficulty_level,
    lessonNumber: body.lesson_number,
  });
  return present(deps, admin, id);
}

const SELECT_JPG = 'Please select a JPG image file only.';

/** POST /content/videos/{id}/upload-thumbnail: replaces the lecture's thumbnail (320×180 JPG). */
export async function uploadThumbnail(
  deps: CoursesDeps,
  admin: SessionUser,
  id: string,
  upload: ReceivedUpload,
) {
  return withUpload(deps.storage, upload, async ({ files }) => {
    if (!files.file) throw new HttpError(422, SELECT_JPG);
    const row = await videoOr404(deps, id);
    await q.updateVideo(deps.db, id, { thumbnailKey: files.file.key, thumbnailUrl: null });
    if (row.thumbnailKey) await deps.storage.delete(row.thumbnailKey);
    const video = await present(deps, admin, id);
    return { message: 'Thumbnail uploaded successfully', thumbnail_url: video.thumbnail_url ?? '' };
  });
}

/**
 * POST /content/videos/smart-thumbnail-upload: every lecture of the area (and subject) that
 * has no thumbnail gets its own copy of the image, resized to 320×180.
 */
export async function smartThumbnail(deps: CoursesDeps, upload: ReceivedUpload) {
  return withUpload(deps.storage, upload, async ({ files }) => {
    const fields = formFields(smartThumbnailFieldsSchema, upload);
    if (!files.file) throw new HttpError(422, 'Please select a board area and upload file');
    const { boardArea, subjectIndex } = await placeOf(deps.db, fields);
    const targets = await q.videosWithoutThumbnail(deps.db, boardArea, subjectIndex ?? undefined);
    const image = await streamToBuffer(deps.storage.createReadStream(files.file.key));
    for (const t of targets) {
      const copy = await storeJpeg(deps.storage, image, 'thumbnails');
      await q.updateVideo(deps.db, t.id, { thumbnailKey: copy.key });
    }
    await deps.storage.delete(files.file.key);
    const n = targets.length;
    return { message: `Thumbnail applied to ${n} video${n === 1 ? '' : 's'}`, videos_updated: n };
  });
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function courseOr404(deps: CoursesDeps, courseId: number) {
  const course = await q.getCourse(deps.db, courseId);
  if (!course) throw notFound('Course Not Found');
  return course;
}

/** POST /content/courses/{courseId}/upload-image (the content tab): the course's JPG image. */
export async function uploadCourseImage(deps: CoursesDeps, courseId: number, upload: ReceivedUpload) {
  return withUpload(deps.storage, upload, async ({ files }) => {
    if (!files.file) throw new HttpError(422, 'Please provide course ID and select an image file');
    const course = await courseOr404(deps, courseId);
    await q.setCourseImage(deps.db, courseId, files.file.key);
    if (course.imageKey) await deps.storage.delete(course.imageKey);
    return { message: 'Image uploaded successfully', filename: files.file.fileName };
  });
}

/** POST /content/courses/{courseId}/upload-video (the content tab): an MP4 lesson of that course. */
export async function uploadCourseVideo(deps: CoursesDeps, courseId: number, upload: ReceivedUpload) {
  return withUpload(deps.storage, upload, async ({ files }) => {
    const fields = formFields(courseVideoFieldsSchema, upload);
    if (!files.file) throw new HttpError(422, 'Please fill all fields and select a video file');
    if (files.file.mime !== 'video/mp4') throw new HttpError(415, 'Please select an MP4 video file');
    const course = await courseOr404(deps, courseId);
    await finishVideo(deps, files.file, {
      boardArea: course.boardAreaId,
      subjectIndex: null,
      title: fields.title,
      description: fields.description,
      lessonNumber: fields.lesson_number,
      difficulty: course.difficulty,
      courseId,
    });
    return { message: 'Video uploaded successfully', filename: files.file.fileName };
  });
}
