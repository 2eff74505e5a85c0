import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { studySessions, videoProgress } from '../../db/schema/tracking';

export type ProgressRow = typeof videoProgress.$inferSelect;

export async function progressForVideos(
  db: Executor,
  userId: string,
  videoIds: string[],
): Promise<ProgressRow[]> {
  if (!videoIds.length) return [];
  return db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), inArray(videoProgress.videoId, videoIds)));
}

export interface LockedSession {
  id: string;
  kind: string;
  videoId: string | null;
  materialId: string | null;
  endedAt: Date | null;
  durationSeconds: number;
  /** Whole seconds since the session started, by the database clock. */
  elapsed: number;
}

const sessionColumns = {
  id: studySessions.id,
  kind: studySessions.kind,
  videoId: studySessions.videoId,
  materialId: studySessions.materialId,
  endedAt: studySessions.endedAt,
  durationSeconds: studySessions.durationSeconds,
  elapsed: sql<number>`greatest(0, floor(extract(epoch from (now() - ${studySessions.startedAt}))))::int`,
};

export async function lockSession(tx: Executor, id: string, userId: string): Promise<LockedSession | null> {
  const [row] = await tx
    .select(sessionColumns)
    .from(studySessions)
    .where(and(eq(studySessions.id, id), eq(studySessions.userId, userId)))
    .for('update');
  return row ?? null;
}

/** The user's latest open session on a video, started within the last day. */
export async function lockOpenVideoSession(
  tx: Executor,
  userId: string,
  videoId: string,
): Promise<LockedSession | null> {
  const [row] = await tx
    .select(sessionColumns)
    .from(studySessions)
    .where(
      and(
        eq(studySessions.userId, userId),
        eq(studySessions.videoId, videoId),
        isNull(studySessions.endedAt),
        gt(studySessions.startedAt, sql`now() - interval '1 day'`),
      ),
    )
    .orderBy(desc(studySessions.startedAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertSession(
  tx: Executor,
  s: { userId: string; kind: 'video' | 'material'; videoId?: string; materialId?: string },
): Promise<{ id: string; startedAt: Date }> {
  const [row] = await tx
    .insert(studySessions)
    .values({ userId: s.userId, kind: s.kind, videoId: s.videoId ?? null, materialId: s.materialId ?? null })
    .returning({ id: studySessions.id, startedAt: studySessions.startedAt });
  return row!;
}

export async function addSessionSeconds(
  tx: Executor,
  id: string,
  seconds: number,
  end = false,
): Promise<void> {
  await tx
    .update(studySessions)
    .set({
      durationSeconds: sql`${studySessions.durationSeconds} + ${seconds}`,
      ...(end && { endedAt: sql`now()` }),
    })
    .where(eq(studySessions.id, id));
}

export interface ProgressChange {
  userId: string;
  videoId: string;
  addSeconds: number;
  /** New playback position; undefined keeps the stored one. */
  position?: number;
  /** Progress percent; the stored value never decreases. */
  percent?: number;
}

export async function upsertProgress(tx: Executor, c: ProgressChange): Promise<ProgressRow> {
  const [row] = await tx
    .insert(videoProgress)
    .values({
      userId: c.userId,
      videoId: c.videoId,
      watchTimeSeconds: c.addSeconds,
      lastPositionSeconds: c.position ?? 0,
      progressPercent: c.percent ?? 0,
    })
    .onConflictDoUpdate({
      target: [videoProgress.userId, videoProgress.videoId],
      set: {
        watchTimeSeconds: sql`${videoProgress.watchTimeSeconds} + excluded.watch_time_seconds`,
        lastPositionSeconds:
          c.position === undefined
            ? sql`${videoProgress.lastPositionSeconds}`
            : sql`excluded.last_position_seconds`,
        progressPercent: sql`greatest(${videoProgress.progressPercent}, excluded.progress_percent)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** Marks a video complete once; completed_at keeps the first completion. */
export async function markCompleted(
  db: Executor,
  userId: string,
  videoId: string,
): Promise<{ row: ProgressRow; alreadyCompleted: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ completed: videoProgress.completed })
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
      .for('update');
    const [row] = await tx
      .insert(videoProgress)
      .values({ userId, videoId, completed: true, completedAt: sql`now()`, progressPercent: 100 })
      .onConflictDoUpdate({
        target: [videoProgress.userId, videoProgress.videoId],
        set: {
          completed: true,
          completedAt: sql`coalesce(${videoProgress.completedAt}, now())`,
          progressPercent: 100,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return { row: row!, alreadyCompleted: before?.completed ?? false };
  });
}
