import { and, asc, eq, ilike, inArray, isNull, min, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, videos } from '../../db/schema/courses';
import { positionIn } from '../../db/sql';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;
export type CourseRow = typeof courses.$inferSelect;

export interface VideoFilter {
  boardArea?: string;
  /** A subject: videos of these (area, index) places, or with no subject and this word in their title. */
  subject?: { places: { boardArea: string; subjectIndex: number }[]; titleWord: string };
  /** Areas closed to this learner. */
  deniedAreas?: string[];
}

export const VIDEO_LIST_LIMIT = 2000;

function subjectMatch(s: NonNullable<VideoFilter['subject']>): SQL | undefined {
  const pattern = `%${s.titleWord.replace(/[%_\\]/g, '\\$&')}%`;
  return or(
    ...s.places.map((p) => and(eq(videos.boardAreaId, p.boardArea), eq(videos.subjectIndex, p.subjectIndex))),
    and(isNull(videos.subjectIndex), ilike(videos.title, pattern)),
  );
}

/** Videos in catalog order (`areaOrder`), then subject, lesson and upload time. */
export function listVideos(db: Executor, f: VideoFilter, areaOrder: string[]): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(
      and(
        f.boardArea ? eq(videos.boardAreaId, f.boardArea) : undefined,
        f.deniedAreas?.length ? notInArray(videos.boardAreaId, f.deniedAreas) : undefined,
        f.subject ? subjectMatch(f.subject) : undefined,
      ),
    )
    .orderBy(
      positionIn(videos.boardAreaId, areaOrder),
      sql`${videos.subjectIndex} nulls last`,
      asc(videos.lessonNumber),
      asc(videos.createdAt),
    )
    .limit(VIDEO_LIST_LIMIT);
}

export async function getVideo(db: Executor, id: string): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row ?? null;
}

/** Title and board area of these videos (for other modules' summaries). */
export function videoSummaries(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: videos.id, title: videos.title, boardArea: videos.boardAreaId })
    .from(videos)
    .where(inArray(videos.id, ids));
}

export async function insertVideo(db: Executor, values: NewVideoRow): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(values).returning();
  return row!;
}

export async function deleteVideo(db: Executor, id: string): Promise<VideoRow | null> {
  const [row] = await db.delete(videos).where(eq(videos.id, id)).returning();
  return row ?? null;
}

export async function findVideoInCourse(
  db: Executor,
  courseId: number,
  title: string,
): Promise<VideoRow | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.courseId, courseId), eq(videos.title, title)))
    .limit(1);
  return row ?? null;
}

/** The course of a board area (the first one), created on first need with `init`. */
export async function ensureAreaCourse(
  db: Executor,
  boardArea: string,
  init: { title: string; description: string },
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
    const [row] = await tx
      .insert(courses)
      .values({ boardAreaId: boardArea, ...init })
      .returning();
    return row!;
  });
}

/** Courses with their lesson count, duration and lesson (video) ids, in catalog order. */
export function courseAggregates(
  db: Executor,
  opts: { courseId?: number; deniedAreas?: string[] },
  areaOrder: string[],
) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      board_area: courses.boardAreaId,
      difficulty: courses.difficulty,
      total_lessons: sql<number>`count(${videos.id})::int`,
      total_duration: sql<number>`coalesce(sum(${videos.durationSeconds}), 0)::int`,
      video_ids: sql<
        string[]
      >`coalesce(array_agg(${videos.id}::text) filter (where ${videos.id} is not null), '{}')`,
    })
    .from(courses)
    .leftJoin(videos, eq(videos.courseId, courses.id))
    .where(
      and(
        opts.courseId !== undefined ? eq(courses.id, opts.courseId) : undefined,
        opts.deniedAreas?.length ? notInArray(courses.boardAreaId, opts.deniedAreas) : undefined,
      ),
    )
    .groupBy(courses.id)
    .orderBy(positionIn(courses.boardAreaId, areaOrder), asc(courses.id))
    .limit(500);
}

/** A course's lessons: its videos by lesson number. */
export function courseLessons(db: Executor, courseId: number): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(eq(videos.courseId, courseId))
    .orderBy(asc(videos.lessonNumber), asc(videos.createdAt), asc(videos.id))
    .limit(1000);
}

/** Per board area: how many videos it has. */
export function videoCountsByArea(db: Executor) {
  return db
    .select({ boardArea: videos.boardAreaId, total: sql<number>`count(*)::int` })
    .from(videos)
    .groupBy(videos.boardAreaId);
}

/** Per board area: its first course (the one /study/{id} opens). */
export function firstCourseByArea(db: Executor) {
  return db
    .select({ boardArea: courses.boardAreaId, courseId: min(courses.id) })
    .from(courses)
    .groupBy(courses.boardAreaId);
}

export async function countCourses(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courses);
  return row?.n ?? 0;
}

export async function updateVideo(
  db: Executor,
  id: string,
  set: Partial<NewVideoRow>,
): Promise<VideoRow | null> {
  const [row] = await db.update(videos).set(set).where(eq(videos.id, id)).returning();
  return row ?? null;
}

/** Lectures of an area (and subject) without a thumbnail of their own (file or link). */
export function videosWithoutThumbnail(db: Executor, boardArea: string, subjectIndex?: number) {
  return db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.boardAreaId, boardArea),
        subjectIndex ? eq(videos.subjectIndex, subjectIndex) : undefined,
        isNull(videos.thumbnailKey),
        isNull(videos.thumbnailUrl),
      ),
    );
}

export async function getCourse(db: Executor, id: number): Promise<CourseRow | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

export async function setCourseImage(db: Executor, id: number, imageKey: string): Promise<void> {
  await db.update(courses).set({ imageKey }).where(eq(courses.id, id));
}

/** Every lecture's title and place (the readiness page links a weak topic to its lecture). */
export function lectureTitles(db: Executor) {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      description: videos.description,
      boardArea: videos.boardAreaId,
      subjectIndex: videos.subjectIndex,
    })
    .from(videos)
    .orderBy(asc(videos.boardAreaId), asc(videos.lessonNumber));
}

/** The lecture's captions (storage key) and transcript. */
export async function setVideoCaptions(
  db: Executor,
  id: string,
  values: { captionsKey: string | null; transcript: string | null },
): Promise<void> {
  await db
    .update(videos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(videos.id, id));
}
