import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardAreas, courses, subjects, type UserRow, users, videoProgress, videos } from '../../db/schema';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;
export type CourseRow = typeof courses.$inferSelect;
export type VideoWithSubject = VideoRow & { subject: string | null };

/** Board areas an administrator closed for this learner (board_area_access, read-only here). */
export async function boardAreaExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: boardAreas.id }).from(boardAreas).where(eq(boardAreas.id, id)).limit(1);
  return !!row;
}

export async function subjectIndexByName(db: Db, boardArea: string, name: string): Promise<number | null> {
  const [row] = await db
    .select({ index: subjects.subjectIndex })
    .from(subjects)
    .where(and(eq(subjects.boardAreaId, boardArea), sql`lower(${subjects.name}) = lower(${name.trim()})`))
    .limit(1);
  return row?.index ?? null;
}

function selectVideos(db: Db) {
  return db
    .select({ video: videos, subject: subjects.name })
    .from(videos)
    .leftJoin(
      subjects,
      and(eq(subjects.boardAreaId, videos.boardAreaId), eq(subjects.subjectIndex, videos.subjectIndex)),
    );
}

export interface VideoFilter {
  boardArea?: string;
  /** Subject name: videos of that subject, or with no subject and the name's first word in their title. */
  subject?: string;
  /** Areas closed to this learner. */
  deniedAreas?: string[];
}

export const VIDEO_LIST_LIMIT = 2000;

export async function listVideos(db: Db, f: VideoFilter): Promise<VideoWithSubject[]> {
  const where: SQL[] = [];
  if (f.boardArea) where.push(eq(videos.boardAreaId, f.boardArea));
  if (f.deniedAreas?.length) where.push(notInArray(videos.boardAreaId, f.deniedAreas));
  if (f.subject) {
    const firstWord = f.subject.trim().split(/\s+/)[0] ?? '';
    where.push(
      sql`(lower(${subjects.name}) = lower(${f.subject.trim()}) or (${videos.subjectIndex} is null and ${videos.title} ilike ${`%${firstWord.replace(/[%_\\]/g, '\\$&')}%`}))`,
    );
  }
  const rows = await selectVideos(db)
    .innerJoin(boardAreas, eq(boardAreas.id, videos.boardAreaId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      asc(boardAreas.sortOrder),
      sql`${videos.subjectIndex} nulls last`,
      asc(videos.lessonNumber),
      asc(videos.createdAt),
    )
    .limit(VIDEO_LIST_LIMIT);
  return rows.map((r) => ({ ...r.video, subject: r.subject }));
}

export async function getVideo(db: Db, id: string): Promise<VideoWithSubject | null> {
  const [row] = await selectVideos(db).where(eq(videos.id, id)).limit(1);
  return row ? { ...row.video, subject: row.subject } : null;
}

export async function insertVideo(db: Db, values: NewVideoRow): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(values).returning();
  return row!;
}

export async function deleteVideo(db: Db, id: string): Promise<VideoRow | null> {
  const [row] = await db.delete(videos).where(eq(videos.id, id)).returning();
  return row ?? null;
}

export async function findVideoInCourse(db: Db, courseId: number, title: string): Promise<VideoRow | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.courseId, courseId), eq(videos.title, title)))
    .limit(1);
  return row ?? null;
}

/** The course of a board area (the first one), created on first need (named after the area by default). */
export async function ensureAreaCourse(
  db: Db,
  boardArea: string,
  init?: { title: string; description: string },
): Promise<CourseRow> {
  return db.transaction(async (tx) => {
    // Two first uploads to an area at once must not create two courses.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`course:${boardArea}`}))`);
    const [existing] = await tx
      .select()
      .from(courses)
      .where(eq(courses.boardAreaId, boardArea))
      .orderBy(asc(courses.id))
      .limit(1);
    if (existing) return existing;
    const [area] = await tx
      .select({ title: boardAreas.title, description: boardAreas.description })
      .from(boardAreas)
      .where(eq(boardAreas.id, boardArea))
      .limit(1);
    const [row] = await tx
      .insert(courses)
      .values({
        boardAreaId: boardArea,
        title: init?.title ?? area?.title ?? boardArea,
        description: init?.description ?? area?.description ?? '',
      })
      .returning();
    return row!;
  });
}

export interface CourseAggregate {
  id: number;
  title: string;
  description: string;
  board_area: string;
  board_area_title: string;
  difficulty: string;
  total_lessons: number;
  completed_lessons: number;
  total_duration: number;
}

/** Courses with their lesson counts and this user's completions, in one query. */
export async function listCourseAggregates(
  db: Db,
  userId: string,
  opts: { courseId?: number; deniedAreas?: string[] } = {},
): Promise<CourseAggregate[]> {
  const where: SQL[] = [];
  if (opts.courseId !== undefined) where.push(eq(courses.id, opts.courseId));
  if (opts.deniedAreas?.length) where.push(notInArray(courses.boardAreaId, opts.deniedAreas));
  return db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      board_area: courses.boardAreaId,
      board_area_title: boardAreas.title,
      difficulty: courses.difficulty,
      total_lessons: sql<number>`count(${videos.id})::int`,
      completed_lessons: sql<number>`count(${videoProgress.videoId}) filter (where ${videoProgress.completed})::int`,
      total_duration: sql<number>`coalesce(sum(${videos.durationSeconds}), 0)::int`,
    })
    .from(courses)
    .innerJoin(boardAreas, eq(boardAreas.id, courses.boardAreaId))
    .leftJoin(videos, eq(videos.courseId, courses.id))
    .leftJoin(videoProgress, and(eq(videoProgress.videoId, videos.id), eq(videoProgress.userId, userId)))
    .where(where.length ? and(...where) : undefined)
    .groupBy(courses.id, boardAreas.id)
    .orderBy(asc(boardAreas.sortOrder), asc(courses.id))
    .limit(500);
}

/** A course's lessons (its videos by lesson number) with this user's completion. */
export async function courseLessons(db: Db, courseId: number, userId: string) {
  return db
    .select({
      video_id: videos.id,
      lesson_number: videos.lessonNumber,
      title: videos.title,
      description: videos.description,
      duration: videos.durationSeconds,
      subject: subjects.name,
      is_completed: sql<boolean>`coalesce(${videoProgress.completed}, false)`,
    })
    .from(videos)
    .leftJoin(
      subjects,
      and(eq(subjects.boardAreaId, videos.boardAreaId), eq(subjects.subjectIndex, videos.subjectIndex)),
    )
    .leftJoin(videoProgress, and(eq(videoProgress.videoId, videos.id), eq(videoProgress.userId, userId)))
    .where(eq(videos.courseId, courseId))
    .orderBy(asc(videos.lessonNumber), asc(videos.createdAt), asc(videos.id))
    .limit(1000);
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
