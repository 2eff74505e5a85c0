import type { ChunkStatus, ExternalVideoBody, UploadVideoFields, Video } from '@core/schemas/courses';
import { ApiError, api } from '@web/lib/api';
import { detailText } from '@web/lib/errors';

/** Admin spec §9: chunks of 5,242,880 bytes, 120 s per chunk request. */
export const CHUNK_BYTES = 5_242_880;
export const CHUNK_TIMEOUT_MS = 120_000;
/** Failures in a row before the upload pauses and the administrator is asked to resume. */
const TRIES = 4;

const URL = '/admin/upload-video-chunked';

export type UploadPhase = 'uploading' | 'processing';

export interface UploadProgressReport {
  percent: number;
  phase: UploadPhase;
}

/**
 * The file's id for the server, the same after a reload when the same file is picked again,
 * so its upload resumes from the chunks the server already has.
 */
export const uploadIdOf = (file: File) => `${file.size}-${file.lastModified}-${file.name}`.slice(0, 300);

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new ApiError(0, null, 'Request aborted', {}, 'aborted'));
    });
  });

/** A timeout or a lost connection is worth another try; an answer from the server is not. */
const retryable = (err: unknown) =>
  err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout' || err.status === 503);

function chunkSignal(outer?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(CHUNK_TIMEOUT_MS);
  return outer ? AbortSignal.any([outer, timeout]) : timeout;
}

/** GET …/status: the chunks of this file the server holds. */
const uploadStatus = (uploadId: string, total: number, signal?: AbortSignal) =>
  api.get<ChunkStatus>(`${URL}/status`, { query: { upload_id: uploadId, total_chunks: total }, signal });

/**
 * POST /admin/upload-video-chunked, resumable: asks which chunks the server holds, sends the
 * others in order (each within 120 s); after a dropped connection or a timeout it waits, asks
 * again and goes on. Resolves with the lecture the last chunk created (or, when that answer
 * was lost, the one the status names). Throws after TRIES failures in a row; calling it again
 * with the same file resumes.
 */
export async function uploadVideoChunked(
  file: File,
  fields: UploadVideoFields,
  opts: { signal?: AbortSignal; onProgress?: (p: UploadProgressReport) => void } = {},
): Promise<Pick<Video, 'id'>> {
  const { signal } = opts;
  const total = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
  const uploadId = uploadIdOf(file);
  const chunkOf = (i: number) => file.slice(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
  let held = new Set((await uploadStatus(uploadId, total, signal)).received_chunks);
  const report = (extra: number, phase: UploadPhase = 'uploading') => {
    const sent = [...held].reduce((n, i) => n + chunkOf(i).size, 0) + extra;
    opts.onProgress?.({ percent: file.size ? Math.floor((100 * sent) / file.size) : 100, phase });
  };
  report(0);
  let failures = 0;
  for (;;) {
    const i = [...Array(total).keys()].find((n) => !held.has(n));
    // Every chunk is held yet no lecture came back: another request is assembling it.
    if (i === undefined)
      throw new ApiError(0, null, 'The server is still assembling this file', {}, 'network');
    const chunk = chunkOf(i);
    const last = held.size === total - 1;
    try {
      const answer = await sendChunk(file.name, fields, { i, total, uploadId, chunk }, signal, (loaded) =>
        report(loaded, last && loaded >= chunk.size ? 'processing' : 'uploading'),
      );
      if (!('received_chunks' in answer)) return answer;
      held = new Set(answer.received_chunks);
      failures = 0;
    } catch (err) {
      if (signal?.aborted || !retryable(err) || ++failures >= TRIES) throw err;
      await wait(1000 * 2 ** (failures - 1), signal);
      // The chunk may have arrived before the connection dropped: ask, then send what is missing.
      const status = await uploadStatus(uploadId, total, signal).catch((e) => {
        if (retryable(e)) return null;
        throw e;
      });
      // The last chunk arrived and became a lecture; only its answer was lost.
      if (status?.video_id) return { id: status.video_id };
      if (status) held = new Set(status.received_chunks);
      report(0);
    }
  }
}

interface ChunkRef {
  i: number;
  total: number;
  uploadId: string;
  chunk: Blob;
}

function sendChunk(
  fileName: string,
  fields: UploadVideoFields,
  ref: ChunkRef,
  signal: AbortSignal | undefined,
  onLoaded: (bytes: number) => void,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) form.append(k, String(v));
  form.append('chunk_index', String(ref.i));
  form.append('total_chunks', String(ref.total));
  form.append('filename', fileName);
  form.append('upload_id', ref.uploadId);
  form.append('chunk', ref.chunk, fileName);
  return api.post<Video | (ChunkStatus & { message: string })>(URL, form, {
    signal: chunkSignal(signal),
    // The multipart body is a little larger than the chunk: count the chunk's share of it.
    onUploadProgress: (p) => onLoaded(Math.round((p.fraction ?? 0) * ref.chunk.size)),
  });
}

/** POST /admin/external-video */
export const createExternalVideo = (body: ExternalVideoBody) =>
  api.post<Video>('/admin/external-video', body);

/** The texts of admin spec §8 "Video save" for a failed upload. */
export function uploadErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.kind === 'timeout')
      return 'Upload timed out. Please try with a smaller file or check your connection.';
    if (err.status === 413) return 'File too large for server. Maximum allowed size is 500MB.';
    if (err.status === 502)
      return 'Server gateway error. This often happens with large files. Please try a smaller file or contact support.';
    if (err.status === 507) return 'Server storage full. Please contact administrator.';
    if (err.kind === 'http') return `Server error: ${err.status} - ${detailText(err.detail) ?? err.message}`;
  }
  return `Upload failed: ${err instanceof Error ? err.message : String(err)}`;
}
