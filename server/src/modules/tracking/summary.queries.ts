/** Read-only sums over one learner's study sessions and video progress (dashboard, courses). */
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { studySessions, videoProgress } from '../../db/schema/tracking';
import { manilaDaySql } from '../../db/sql';

export async function completedVideoIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ videoId: videoProgress.videoId })
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.completed, true)));
  return new Set(rows.map((r) => r.videoId));
}

/** Study time of all learners per material (administrators' view of the materials). */
export async function studySecondsByMaterial(
  db: Executor,
  materialIds: string[],
): Promise<Map<string, number>> {
  if (materialIds.length === 0) return new Map();
  const rows = await db
    .select({
      materialId: studySessions.materialId,
      seconds: sql<number>`sum(${studySessions.durationSeconds})::int`,
    })
    .from(studySessions)
    .where(and(eq(studySessions.kind, 'material'), inArray(studySessions.materialId, materialIds)))
    .groupBy(studySessions.materialId);
  return new Map(rows.map((r) => [r.materialId!, r.seconds]));
}

export async function studyTotals(db: Executor, userId: string) {
  const [[time], [lessons]] = await Promise.all([
    db
      .select({
        videoSeconds: sql<number>`coalesce(sum(${studySessions.durationSeconds}) filter (where ${studySessions.kind} = 'video'), 0)::int`,
        materialSeconds: sql<number>`coalesce(sum(${studySessions.durationSeconds}) filter (where ${studySessions.kind} = 'material'), 0)::int`,
      })
      .from(studySessions)
      .where(eq(studySessions.userId, userId)),
    db
      .select({ completed: sql<number>`count(*)::int` })
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.completed, true))),
  ]);
  return {
    videoSeconds: time?.videoSeconds ?? 0,
    materialSeconds: time?.materialSeconds ?? 0,
    completedLessons: lessons?.completed ?? 0,
  };
}

/** Manila days (YYYY-MM-DD) with study time or a completed lesson within the last `sinceDays`. */
export async function activeDays(db: Executor, userId: string, sinceDays: number): Promise<string[]> {
  const since = sql`now() - make_interval(days => ${sinceDays})`;
  const [studied, completed] = await Promise.all([
    db
      .selectDistinct({ day: manilaDaySql(studySessions.startedAt) })
      .from(studySessions)
      .where(
        and(
          eq(studySessions.userId, userId),
          gt(studySessions.durationSeconds, 0),
          gt(studySessions.startedAt, since),
        ),
      ),
    db
      .selectDistinct({ day: manilaDaySql(videoProgress.completedAt) })
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, userId), gt(videoProgress.completedAt, since))),
  ]);
  return [...studied, ...completed].map((r) => r.day);
}

const sessionEnd = sql<Date>`coalesce(${studySessions.endedAt}, ${studySessions.startedAt})`.mapWith(
  studySessions.startedAt,
);

/** The latest sessions with study time, newest first. */
export function recentSessions(db: Executor, userId: string, limit: number) {
  return db
    .select({
      kind: studySessions.kind,
      videoId: studySessions.videoId,
      materialId: studySessions.materialId,
      durationSeconds: studySessions.durationSeconds,
      at: sessionEnd,
    })
    .from(studySessions)
    .where(and(eq(studySessions.userId, userId), gt(studySessions.durationSeconds, 0)))
    .orderBy(desc(sessionEnd))
    .limit(limit);
}

/** The latest completed lessons, newest first. */
export function recentCompletions(db: Executor, userId: string, limit: number) {
  return db
    .select({ videoId: videoProgress.videoId, at: videoProgress.completedAt })
    .from(videoProgress)
    .where(
      and(
        eq(videoProgress.userId, userId),
        eq(videoProgress.completed, true),
        isNotNull(videoProgress.completedAt),
      ),
    )
    .orderBy(desc(videoProgress.completedAt))
    .limit(limit);
}

/** Study time and last session per video or material studied. */
export function studyByTarget(db: Executor, userId: string) {
  return db
    .select({
      videoId: studySessions.videoId,
      materialId: studySessions.materialId,
      seconds: sql<number>`sum(${studySessions.durationSeconds})::int`,
      lastAt: sql<Date>`max(${sessionEnd})`.mapWith(studySessions.startedAt),
    })
    .from(studySessions)
    .where(eq(studySessions.userId, userId))
    .groupBy(studySessions.videoId, studySessions.materialId);
}

/** The learner's progress rows: completion and last change per video. */
export function progressRows(db: Executor, userId: string) {
  return db
    .select({
      videoId: videoProgress.videoId,
      completed: videoProgress.completed,
      updatedAt: videoProgress.updatedAt,
    })
    .from(videoProgress)
    .where(eq(videoProgress.userId, userId));
}
