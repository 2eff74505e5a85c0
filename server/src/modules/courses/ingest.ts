import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { accepts, SIZE_LIMITS, type Storage, type StoredFile } from '../../plugins/storage';
import { ensureAreaCourse, insertVideo, type VideoRow } from './courses.queries';
import { ffmpegAvailable, probeDurationSeconds, renderThumbnail } from './ffmpeg';
import { insertMaterial, type MaterialRow } from './materials.queries';

/**
 * Stores lecture videos and study materials the way an upload does: the file is streamed
 * into storage (magic bytes and size checked), the duration read with ffprobe and a
 * thumbnail rendered with ffmpeg when they are on PATH. Without ffmpeg the given duration
 * and thumbnail are used, and a line says so.
 */

export interface IngestDeps {
  db: Db;
  storage: Storage;
  log?: (msg: string) => void;
}

export type Source = Readable | string;

const streamOf = (s: Source): Readable => (typeof s === 'string' ? fs.createReadStream(s) : s);

export interface VideoMeta {
  boardArea: string;
  subjectIndex: number | null;
  title: string;
  description: string;
  lessonNumber: number;
  difficulty: string;
  /** Used when ffprobe is absent or cannot read the file. */
  durationSeconds?: number;
  /** Course of the video; default: the board area's course (created when missing). */
  courseId?: number;
}

export function storeVideoFile(storage: Storage, source: Source): Promise<StoredFile> {
  return storage.put(streamOf(source), {
    area: 'videos',
    maxBytes: SIZE_LIMITS.video,
    accept: accepts.video,
  });
}

export function storeThumbnail(storage: Storage, source: Source): Promise<StoredFile> {
  return storage.put(streamOf(source), {
    area: 'thumbnails',
    maxBytes: SIZE_LIMITS.image,
    accept: accepts.image,
  });
}

let warnedNoFfmpeg = false;

/** Duration and thumbnail of a stored video: ffmpeg when present, else the given ones. */
async function describeVideo(
  deps: IngestDeps,
  file: StoredFile,
  given: { durationSeconds?: number; thumbnail?: Source | StoredFile },
): Promise<{ durationSeconds: number; thumbnail: StoredFile | null }> {
  const log = deps.log ?? (() => {});
  const hasFfmpeg = await ffmpegAvailable();
  if (!hasFfmpeg && !warnedNoFfmpeg) {
    warnedNoFfmpeg = true;
    log(
      'ffmpeg/ffprobe not found on PATH: video durations come from the given metadata and thumbnails from the supplied images',
    );
  }
  const localPath = deps.storage.localPath(file.key);
  const probed = hasFfmpeg ? await probeDurationSeconds(localPath) : null;
  const durationSeconds = probed ?? given.durationSeconds ?? 0;

  const t = given.thumbnail;
  if (t && typeof t === 'object' && 'key' in t) return { durationSeconds, thumbnail: t };
  if (t) return { durationSeconds, thumbnail: await storeThumbnail(deps.storage, t) };
  if (!hasFfmpeg) return { durationSeconds, thumbnail: null };
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'crimreview-thumb-'));
  try {
    const out = path.join(dir, 'thumb.jpg');
    const at = durationSeconds > 0 ? Math.min(2, durationSeconds / 3) : 0;
    const ok = await renderThumbnail(localPath, out, at);
    return { durationSeconds, thumbnail: ok ? await storeThumbnail(deps.storage, out) : null };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** Creates the video row for a file already in storage (an upload), adding duration and thumbnail. */
export async function finishVideo(
  deps: IngestDeps,
  file: StoredFile,
  meta: VideoMeta,
  /** A given thumbnail (a file, a stream, or one already stored) is used as is. */
  thumbnail?: Source | StoredFile,
): Promise<VideoRow> {
  const created: string[] = [file.key];
  try {
    const described = await describeVideo(deps, file, { durationSeconds: meta.durationSeconds, thumbnail });
    if (described.thumbnail) created.push(described.thumbnail.key);
    const courseId = meta.courseId ?? (await areaCourseId(deps.db, meta.boardArea));
    return await insertVideo(deps.db, {
      courseId,
      boardAreaId: meta.boardArea,
      subjectIndex: meta.subjectIndex,
      title: meta.title,
      description: meta.description,
      lessonNumber: meta.lessonNumber,
      difficulty: meta.difficulty,
      durationSeconds: described.durationSeconds,
      fileKey: file.key,
      fileSize: file.size,
      mimeType: file.mime,
      thumbnailKey: described.thumbnail?.key ?? null,
    });
  } catch (err) {
    await Promise.all(created.map((k) => deps.storage.delete(k)));
    throw err;
  }
}

/** Copies a video (and its thumbnail, when given) into storage and records it. */
export async function ingestVideo(
  deps: IngestDeps,
  source: Source,
  meta: VideoMeta,
  thumbnail?: Source,
): Promise<VideoRow> {
  const file = await storeVideoFile(deps.storage, source);
  return finishVideo(deps, file, meta, thumbnail);
}

export async function areaCourseId(db: Db, boardArea: string): Promise<number> {
  return (await ensureAreaCourse(db, boardArea)).id;
}

export interface MaterialMeta {
  boardArea: string;
  subjectIndex: number | null;
  title: string;
  description: string;
  fileName: string;
  uploadedBy?: string | null;
}

const FALLBACK_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

/** A file name safe to show and to put in Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[^\w.\- ()]+/g, '_')
    .trim();
  return (base || 'file').slice(0, 150);
}

/** Streams a study material into storage; `fileName` gives the type of files without a signature. */
export function storeMaterialFile(storage: Storage, source: Source, fileName: string): Promise<StoredFile> {
  const ext = path.extname(cleanFileName(fileName)).slice(1).toLowerCase();
  const fallbackMime = FALLBACK_TYPES[ext];
  return storage.put(streamOf(source), {
    area: 'materials',
    maxBytes: SIZE_LIMITS.material,
    accept: accepts.material,
    fallback: fallbackMime ? { ext, mime: fallbackMime } : { ext: 'bin', mime: 'application/octet-stream' },
  });
}

/** Records a study material already in storage (deleting the file if that fails). */
export async function finishMaterial(db: Db, storage: Storage, file: StoredFile, meta: MaterialMeta) {
  try {
    return await insertMaterial(db, {
      boardAreaId: meta.boardArea,
      subjectIndex: meta.subjectIndex,
      title: meta.title,
      description: meta.description,
      fileKey: file.key,
      fileName: cleanFileName(meta.fileName),
      fileSize: file.size,
      mimeType: file.mime,
      uploadedBy: meta.uploadedBy ?? null,
    });
  } catch (err) {
    await storage.delete(file.key);
    throw err;
  }
}

/** Copies a study material into storage and records it. */
export async function ingestMaterial(
  deps: IngestDeps,
  source: Source,
  meta: MaterialMeta,
): Promise<MaterialRow> {
  const file = await storeMaterialFile(deps.storage, source, meta.fileName);
  return finishMaterial(deps.db, deps.storage, file, meta);
}
