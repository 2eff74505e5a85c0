import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpegAvailable, probeDurationSeconds, renderThumbnail } from './ffmpeg';
import { type Source, storeImage } from './files';
import type { Storage, StoredFile } from './storage';

export type Log = (msg: string) => void;

/** Loggers already told that ffmpeg is missing: once per logger, not once per process. */
const warned = new WeakSet<Log>();

/**
 * Duration and thumbnail of a stored video: read with ffprobe and rendered with ffmpeg when
 * they are on PATH; otherwise the given duration and thumbnail are used, and the log says so.
 * A given thumbnail (a file, a stream, or one already stored) is used as it is.
 */
export async function describeVideo(
  storage: Storage,
  file: StoredFile,
  given: { durationSeconds?: number; thumbnail?: Source | StoredFile },
  log?: Log,
): Promise<{ durationSeconds: number; thumbnail: StoredFile | null }> {
  const hasFfmpeg = await ffmpegAvailable();
  if (!hasFfmpeg && log && !warned.has(log)) {
    warned.add(log);
    log(
      'ffmpeg/ffprobe not found on PATH: video durations come from the given metadata and thumbnails from the supplied images',
    );
  }
  const localPath = storage.localPath(file.key);
  const probed = hasFfmpeg ? await probeDurationSeconds(localPath) : null;
  const durationSeconds = probed ?? given.durationSeconds ?? 0;

  const t = given.thumbnail;
  if (t && typeof t === 'object' && 'key' in t) return { durationSeconds, thumbnail: t };
  if (t) return { durationSeconds, thumbnail: await storeImage(storage, t) };
  if (!hasFfmpeg) return { durationSeconds, thumbnail: null };
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'crimreview-thumb-'));
  try {
    const out = path.join(dir, 'thumb.jpg');
    const at = durationSeconds > 0 ? Math.min(2, durationSeconds / 3) : 0;
    const ok = await renderThumbnail(localPath, out, at);
    return { durationSeconds, thumbnail: ok ? await storeImage(storage, out) : null };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
