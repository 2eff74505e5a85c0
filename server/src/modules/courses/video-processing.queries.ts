/** The processing state of uploaded lectures (video-processing.ts). */
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { videos } from '../../db/schema/courses';
import type { VideoRow } from './courses.queries';

const staleBefore = (leaseSeconds: number) => sql`now() - make_interval(secs => ${leaseSeconds})`;
const unleased = (leaseSeconds: number) =>
  or(isNull(videos.processingLeaseAt), lt(videos.processingLeaseAt, staleBefore(leaseSeconds)));

/**
 * Takes a video to process: only while it is 'processing' and nobody holds a live lease, so
 * two runs for one video (a duplicate job, a sweep racing the upload's job) never both work.
 */
export async function claimVideo(db: Executor, id: string, leaseSeconds: number): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ processingLeaseAt: sql`now()` })
    .where(and(eq(videos.id, id), eq(videos.processingStatus, 'processing'), unleased(leaseSeconds)))
    .returning();
  return row ?? null;
}

export async function renewLease(db: Executor, id: string): Promise<void> {
  await db.update(videos).set({ processingLeaseAt: sql`now()` }).where(eq(videos.id, id));
}

/** Gives the video back to the sweep (a run that failed and will be retried). */
export async function releaseLease(db: Executor, id: string): Promise<void> {
  await db.update(videos).set({ processingLeaseAt: null }).where(eq(videos.id, id));
}

/** Videos waiting for processing whose job was lost (or never queued) or whose run stopped. */
export async function unprocessedVideoIds(db: Executor, leaseSeconds: number, limit: number) {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.processingStatus, 'processing'), unleased(leaseSeconds)))
    .orderBy(asc(videos.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface ProcessedValues {
  durationSeconds: number;
  /** A thumbnail rendered here; kept only if the video still has none (an admin may have set one meanwhile). */
  thumbnailKey: string | null;
  renditionKey: string | null;
  renditionSize: number | null;
}

/** Records a finished run; null when the video was deleted (or retried elsewhere) meanwhile. */
export async function markReady(db: Executor, id: string, v: ProcessedValues): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({
      processingStatus: 'ready',
      processingError: null,
      processingLeaseAt: null,
      durationSeconds: v.durationSeconds,
      thumbnailKey: v.thumbnailKey ? sql`coalesce(${videos.thumbnailKey}, ${v.thumbnailKey})` : undefined,
      renditionKey: v.renditionKey,
      renditionSize: v.renditionSize,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videos.id, id), eq(videos.processingStatus, 'processing')))
    .returning();
  return row ?? null;
}

export async function markFailed(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(videos)
    .set({
      processingStatus: 'failed',
      processingError: reason,
      processingLeaseAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videos.id, id), eq(videos.processingStatus, 'processing')));
}

/** A failed upload goes back to 'processing' (the content manager's Retry); null when it is not failed. */
export async function markForRetry(db: Executor, id: string): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ processingStatus: 'processing', processingError: null, processingLeaseAt: null })
    .where(and(eq(videos.id, id), eq(videos.processingStatus, 'failed'), isNotNull(videos.fileKey)))
    .returning();
  return row ?? null;
}
