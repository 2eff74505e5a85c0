import type { ExternalVideoBody, UploadVideoFields, Video } from '@core/schemas/courses';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { MediaSigner } from '../../lib/signed-url';
import type { Storage, StoredFile } from '../../plugins/storage';
import { deleteVideo, getVideo, insertVideo } from './courses.queries';
import { isUuid } from './ids';
import { areaCourseId, finishVideo } from './ingest';
import { placeOf } from './materials.service';
import { mediaUrlsFor, presentVideo } from './media-urls';
import { VIDEO_NOT_FOUND } from './tracking.service';

export interface AdminVideoDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
  log?: (msg: string) => void;
}

async function present(deps: AdminVideoDeps, admin: UserRow, id: string): Promise<Video> {
  const row = await getVideo(deps.db, id);
  return presentVideo(row!, mediaUrlsFor(deps.signer, admin.id));
}

/** POST /admin/external-video: a YouTube, Vimeo or direct-file lecture. */
export async function createExternalVideo(deps: AdminVideoDeps, admin: UserRow, body: ExternalVideoBody) {
  const { boardArea, subjectIndex } = await placeOf(deps.db, body);
  const row = await insertVideo(deps.db, {
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

/** POST /admin/simple-upload-video, once the file is in storage: duration, thumbnail, row. */
export async function createUploadedVideo(
  deps: AdminVideoDeps,
  admin: UserRow,
  fields: UploadVideoFields,
  file: StoredFile,
  thumbnail?: StoredFile,
) {
  const { boardArea, subjectIndex } = await placeOf(deps.db, fields);
  const row = await finishVideo(
    { db: deps.db, storage: deps.storage, log: deps.log },
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

/** DELETE /admin/videos/{id}: the row (progress cascades) and its files. */
export async function removeVideo(deps: AdminVideoDeps, id: string): Promise<void> {
  const row = isUuid(id) ? await deleteVideo(deps.db, id) : null;
  if (!row) throw notFound(VIDEO_NOT_FOUND);
  await Promise.all(
    [row.fileKey, row.thumbnailKey].filter((k): k is string => !!k).map((k) => deps.storage.delete(k)),
  );
}
