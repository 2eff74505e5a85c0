/**
 * POST /admin/upload-video-chunked (admin spec §7, §9), resumable: every chunk is kept on disk
 * as it arrives and each answer lists the chunks held, so a client whose connection dropped asks
 * (GET …/status) and sends only the rest. The last missing chunk assembles the file by streaming
 * the parts into storage, which checks it by content, then takes the simple upload's path.
 */
import {
  CHUNK_BYTES,
  type ChunkStatus,
  chunkFieldsSchema,
  MAX_CHUNKS,
  type Video,
} from '@core/schemas/courses';
import { HttpError, ValidationError } from '../../lib/http-errors';
import { placeOf } from '../catalog/catalog.service';
import {
  type ChunkStore,
  cleanFileName,
  formFields,
  looksLikeVideo,
  type ReceivedUpload,
  StorageError,
  type StoredFile,
  storePart,
  storeVideo,
  type UploadField,
  uploadKey,
  withUpload,
} from '../media/media.service';
import type { SessionUser, UserRow } from '../users/users.service';
import type { CoursesDeps } from './videos';
import { recordUploadedVideo, VIDEO_TOO_LARGE } from './videos-admin.service';

export interface ChunkedDeps extends CoursesDeps {
  chunks: ChunkStore;
}

export const STORAGE_FULL = 'Server storage full. Please contact administrator.';
const notAVideo = (fileName: string) => `${cleanFileName(fileName)} is not a video file (MP4 or WebM)`;

/** The form of a chunk: one file part `chunk` of at most CHUNK_BYTES. */
export const CHUNK_UPLOAD: Record<string, UploadField> = {
  chunk: {
    store: (storage, s) => storePart(storage, s),
    badType: 'Unreadable chunk',
    tooLarge: `A chunk is at most ${CHUNK_BYTES.toLocaleString('en-US')} bytes`,
  },
};

export type ChunkOutcome =
  | { status: 200; body: ChunkStatus & { message: string } }
  | { status: 201; body: Video };

/** Stores one chunk; the last missing one turns the upload into a lecture (201). */
export async function receiveChunk(
  deps: ChunkedDeps,
  admin: SessionUser,
  upload: ReceivedUpload,
): Promise<ChunkOutcome> {
  // The chunk was received into the chunk store's local disk; only the assembled file goes to storage.
  return withUpload(deps.chunks.incoming, upload, async ({ files }) => {
    const part = files.chunk;
    if (!part)
      throw new ValidationError([{ loc: ['body', 'chunk'], msg: 'Please select a video file to upload' }]);
    const fields = formFields(chunkFieldsSchema, upload);
    if (fields.total_chunks > MAX_CHUNKS) throw new HttpError(413, VIDEO_TOO_LARGE);
    // Unknown area or subject is refused on the first chunk, not after 500 MB.
    await placeOf(deps.db, fields);
    const clientId = fields.upload_id ?? fields.filename;
    const key = uploadKey(admin.id, clientId, fields.total_chunks);
    const partPath = deps.chunks.incoming.localPath(part.key);
    if (fields.chunk_index === 0 && !(await looksLikeVideo(partPath))) {
      await deps.chunks.discard(key);
      throw new HttpError(415, notAVideo(fields.filename));
    }
    const received = await deps.chunks.add(key, fields.chunk_index, partPath);
    const status = {
      upload_id: clientId,
      total_chunks: fields.total_chunks,
      chunk_size: CHUNK_BYTES,
      video_id: null,
    };
    const answer = (held: number[]): ChunkOutcome => ({
      status: 200,
      body: { ...status, received_chunks: held, message: `Chunk ${fields.chunk_index} received` },
    });
    if (received.length < fields.total_chunks) return answer(received);

    const claimed = await deps.chunks.claim(key, fields.total_chunks);
    // Another request of this upload is assembling it (a resent last chunk).
    if (!claimed) return answer(await deps.chunks.received(key));
    let file: StoredFile;
    try {
      file = await storeVideo(deps.storage, claimed.stream());
    } catch (err) {
      throw assemblyRefusal(err, fields.filename);
    } finally {
      await claimed.remove();
    }
    const video = await recordUploadedVideo(deps, admin, file, fields);
    await deps.chunks.markDone(key, video.id);
    return { status: 201, body: video };
  });
}

function assemblyRefusal(err: unknown, fileName: string): unknown {
  if ((err as NodeJS.ErrnoException).code === 'ENOSPC') return new HttpError(507, STORAGE_FULL);
  if (!(err instanceof StorageError)) return err;
  if (err.code === 'too_large') return new HttpError(413, VIDEO_TOO_LARGE);
  return new HttpError(415, notAVideo(fileName));
}

/** GET /admin/upload-video-chunked/status: the chunks held for this administrator's upload. */
export async function chunkStatus(
  deps: ChunkedDeps,
  admin: UserRow,
  query: { upload_id: string; total_chunks: number },
): Promise<ChunkStatus> {
  const key = uploadKey(admin.id, query.upload_id, query.total_chunks);
  return {
    upload_id: query.upload_id,
    total_chunks: query.total_chunks,
    chunk_size: CHUNK_BYTES,
    received_chunks: await deps.chunks.received(key),
    video_id: await deps.chunks.doneAs(key),
  };
}
