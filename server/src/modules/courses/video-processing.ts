/**
 * Background processing of uploaded lectures: ffprobe's duration, a thumbnail when the admin
 * gave none, and the data-saver rendition (about 360p, ≤ 300 kbit/s) for learners on mobile
 * data. An upload only stores the file and records the video as 'processing'; the
 * `courses.process-video` job does the rest and leaves it 'ready' or 'failed' with the reason.
 *
 * Runs once across instances: the queue keeps one waiting and one running job per video, and
 * a run first takes a lease on the row (renewed while ffmpeg works), so a duplicate job finds
 * nothing to do. Survives restarts: every minute `courses.video-sweep` queues the videos still
 * 'processing' whose job was lost (the process died after the row was committed, before the
 * job was queued) or whose run stopped renewing its lease (the process died mid-encode).
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Executor } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import type { JobDefinition, Jobs } from '../jobs/jobs.service';
import {
  ffmpegAvailable,
  LITE,
  probeVideo,
  renderLiteRendition,
  renderThumbnail,
  type Storage,
  storeImage,
  storeRendition,
} from '../media/media.service';
import { getVideo } from './courses.queries';
import * as q from './video-processing.queries';
import { VIDEO_NOT_FOUND } from './videos';

export const PROCESS_VIDEO_JOB = 'courses.process-video';
export const VIDEO_SWEEP_JOB = 'courses.video-sweep';

/** A run that has not renewed its lease for this long is taken to be dead. */
const LEASE_SECONDS = 5 * 60;
const RENEW_EVERY_MS = 60_000;
/** Longest encode of one lecture (a 500 MB upload of several hours on a small server). */
const ENCODE_TIMEOUT_MS = 3 * 60 * 60 * 1000;

export const FFMPEG_MISSING =
  'ffmpeg/ffprobe are not installed on the server: the duration given at upload is kept, and no thumbnail or data-saver version is made';

export interface ProcessingLog {
  info(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ProcessingDeps {
  db: Executor;
  storage: Storage;
  log: ProcessingLog;
}

/** Loggers already told that ffmpeg is missing: once per logger, not once per video. */
const warned = new WeakSet<ProcessingLog>();

type Outcome = 'skipped' | 'ready' | 'failed';

/** Processes one video if it is waiting and nobody else is on it; says what happened. */
export async function processVideo(
  deps: ProcessingDeps,
  id: string,
  attempt: { retryCount: number; retryLimit: number } = { retryCount: 0, retryLimit: 0 },
): Promise<Outcome> {
  const video = await q.claimVideo(deps.db, id, LEASE_SECONDS);
  if (!video?.fileKey) return 'skipped';
  if (!(await ffmpegAvailable())) {
    if (!warned.has(deps.log)) {
      warned.add(deps.log);
      deps.log.info(`${FFMPEG_MISSING} (install ffmpeg, then use Retry in the content manager)`);
    }
    await q.markFailed(deps.db, id, FFMPEG_MISSING);
    return 'failed';
  }
  const started = Date.now();
  const renew = setInterval(() => void q.renewLease(deps.db, id).catch(() => {}), RENEW_EVERY_MS);
  const created: string[] = [];
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'crimreview-video-'));
  try {
    // Object storage: ffprobe and ffmpeg read a temporary local copy (local disk: the file itself).
    return await deps.storage.withLocalFile(video.fileKey, async (source): Promise<Outcome> => {
      const probe = await probeVideo(source);
      if ('error' in probe) {
        await q.markFailed(deps.db, id, `Not a playable video (ffprobe: ${probe.error})`);
        deps.log.info(`video ${id}: processing failed, ffprobe: ${probe.error}`);
        return 'failed';
      }

      let thumbnailKey: string | null = null;
      if (!video.thumbnailKey && !video.thumbnailUrl) {
        const out = path.join(dir, 'thumb.jpg');
        const at = probe.durationSeconds > 0 ? Math.min(2, probe.durationSeconds / 3) : 0;
        if (await renderThumbnail(source, out, at)) {
          thumbnailKey = (await storeImage(deps.storage, out)).key;
          created.push(thumbnailKey);
        }
      }

      // A file already within the budget is its own data-saver version: a rendition would not be smaller.
      let rendition: { key: string; size: number } | null = null;
      if (probe.height > LITE.height || probe.bitRate > LITE.maxTotalBitRate) {
        const out = path.join(dir, 'lite.mp4');
        try {
          await renderLiteRendition(source, out, ENCODE_TIMEOUT_MS);
        } catch (err) {
          const reason = `Data-saver version could not be made (ffmpeg: ${(err as Error).message})`;
          await q.markFailed(deps.db, id, reason);
          deps.log.info(`video ${id}: ${reason}`);
          await removeAll(deps.storage, created);
          return 'failed';
        }
        const stored = await storeRendition(deps.storage, out);
        created.push(stored.key);
        rendition = { key: stored.key, size: stored.size };
      }

      const row = await q.markReady(deps.db, id, {
        durationSeconds: probe.durationSeconds,
        thumbnailKey,
        renditionKey: rendition?.key ?? null,
        renditionSize: rendition?.size ?? null,
      });
      // Deleted meanwhile, or given a thumbnail by an admin while this ran: drop what is now unused.
      if (!row) await removeAll(deps.storage, created);
      else if (thumbnailKey && row.thumbnailKey !== thumbnailKey) await deps.storage.delete(thumbnailKey);
      if (row && video.renditionKey && video.renditionKey !== row.renditionKey)
        await deps.storage.delete(video.renditionKey);
      const sizes = rendition ? `, data saver ${rendition.size} of ${video.fileSize ?? '?'} bytes` : '';
      deps.log.info(`video ${id}: processed in ${Date.now() - started} ms${sizes}`);
      return row ? 'ready' : 'skipped';
    });
  } catch (err) {
    // Unexpected (database, disk): retried by the job runner; the last try records the failure.
    await removeAll(deps.storage, created);
    if (attempt.retryCount >= attempt.retryLimit)
      await q.markFailed(deps.db, id, `Processing failed: ${(err as Error).message}`.slice(0, 500));
    else await q.releaseLease(deps.db, id);
    throw err;
  } finally {
    clearInterval(renew);
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

async function removeAll(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((k) => storage.delete(k)));
}

/** Queues processing of one video (one waiting job per video, however often it is asked). */
export function queueProcessing(send: Jobs['send'], id: string) {
  return send(PROCESS_VIDEO_JOB, { id }, { singletonKey: id });
}

/** Queues every video still waiting for processing with no live run; returns how many. */
export async function sweepUnprocessedVideos(db: Executor, send: Jobs['send'], limit = 500): Promise<number> {
  const ids = await q.unprocessedVideoIds(db, LEASE_SECONDS, limit);
  for (const id of ids) await queueProcessing(send, id);
  return ids.length;
}

/** The two jobs of lecture processing, for the job runner (server.ts). */
export function videoProcessingJobs(deps: ProcessingDeps): JobDefinition<never>[] {
  const process: JobDefinition<{ id: string }> = {
    name: PROCESS_VIDEO_JOB,
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    // Above the encode timeout: pg-boss must not hand a long encode to a second worker.
    expireInSeconds: ENCODE_TIMEOUT_MS / 1000 + 600,
    async handler({ id }, job) {
      await processVideo(deps, id, job);
    },
  };
  const sweep: JobDefinition = {
    name: VIDEO_SWEEP_JOB,
    cron: '* * * * *',
    policy: 'singleton',
    retryLimit: 0,
    async handler(_data, job) {
      const n = await sweepUnprocessedVideos(deps.db, job.send);
      if (n > 0) deps.log.info(`video sweep: queued ${n} video(s) for processing`);
    },
  };
  return [process, sweep] as JobDefinition<never>[];
}

export const RETRY_NOT_FAILED = 'Only a video whose processing failed can be retried';

/** POST /admin/videos/{id}/retry-processing: a failed upload is processed again. */
export async function retryProcessing(
  deps: { db: Executor; jobs?: Pick<Jobs, 'send'>; log?: (msg: string) => void },
  id: string,
) {
  if (!(isUuid(id) && (await getVideo(deps.db, id)))) throw notFound(VIDEO_NOT_FOUND);
  if (!(await q.markForRetry(deps.db, id))) throw new HttpError(409, RETRY_NOT_FAILED);
  await queueAfterCommit(deps, id);
  return { message: 'Processing queued', processing_status: 'processing' as const };
}

/**
 * Queues a video whose 'processing' row is committed. If this fails, or the process dies
 * before it runs, the sweep queues the video within a minute; without a job runner (tests of
 * other modules, the CLI seed) the sweep of the running server does.
 */
export async function queueAfterCommit(
  deps: { jobs?: Pick<Jobs, 'send'>; log?: (msg: string) => void },
  id: string,
): Promise<void> {
  if (!deps.jobs) return;
  try {
    await queueProcessing(deps.jobs.send, id);
  } catch (err) {
    deps.log?.(`video ${id}: processing not queued (${(err as Error).message}); the sweep will queue it`);
  }
}
