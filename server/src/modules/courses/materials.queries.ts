import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardAreas, studyMaterials, studySessions, subjects } from '../../db/schema';

export type MaterialRow = typeof studyMaterials.$inferSelect;
export type NewMaterialRow = typeof studyMaterials.$inferInsert;
export type MaterialWithStats = MaterialRow & { subject: string | null; totalStudySeconds: number };

export async function getMaterial(db: Db, id: string): Promise<MaterialRow | null> {
  const [row] = await db.select().from(studyMaterials).where(eq(studyMaterials.id, id)).limit(1);
  return row ?? null;
}

export async function insertMaterial(db: Db, values: NewMaterialRow): Promise<MaterialRow> {
  const [row] = await db.insert(studyMaterials).values(values).returning();
  return row!;
}

export async function deleteMaterial(db: Db, id: string): Promise<MaterialRow | null> {
  const [row] = await db.delete(studyMaterials).where(eq(studyMaterials.id, id)).returning();
  return row ?? null;
}

export async function findMaterial(db: Db, boardArea: string, title: string): Promise<MaterialRow | null> {
  const [row] = await db
    .select()
    .from(studyMaterials)
    .where(and(eq(studyMaterials.boardAreaId, boardArea), eq(studyMaterials.title, title)))
    .limit(1);
  return row ?? null;
}

export interface MaterialFilter {
  id?: string;
  boardArea?: string;
  subjectIndex?: number;
  deniedAreas?: string[];
  /** Add the study time of all users (administrators' view). */
  withStats?: boolean;
}

/** Materials with their subject name and the study time all users spent on them (one query). */
export async function listMaterials(db: Db, f: MaterialFilter): Promise<MaterialWithStats[]> {
  const where: SQL[] = [];
  if (f.id) where.push(eq(studyMaterials.id, f.id));
  if (f.boardArea) where.push(eq(studyMaterials.boardAreaId, f.boardArea));
  if (f.subjectIndex !== undefined) where.push(eq(studyMaterials.subjectIndex, f.subjectIndex));
  if (f.deniedAreas?.length) where.push(notInArray(studyMaterials.boardAreaId, f.deniedAreas));
  const time = db
    .select({
      materialId: studySessions.materialId,
      seconds: sql<number>`sum(${studySessions.durationSeconds})::int`.as('seconds'),
    })
    .from(studySessions)
    .where(eq(studySessions.kind, 'material'))
    .groupBy(studySessions.materialId)
    .as('time');
  let query = db
    .select({
      m: studyMaterials,
      subject: subjects.name,
      seconds: f.withStats ? time.seconds : sql<number>`0`,
    })
    .from(studyMaterials)
    .$dynamic();
  if (f.withStats) query = query.leftJoin(time, eq(time.materialId, studyMaterials.id));
  const rows = await query
    .innerJoin(boardAreas, eq(boardAreas.id, studyMaterials.boardAreaId))
    .leftJoin(
      subjects,
      and(
        eq(subjects.boardAreaId, studyMaterials.boardAreaId),
        eq(subjects.subjectIndex, studyMaterials.subjectIndex),
      ),
    )
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      asc(boardAreas.sortOrder),
      sql`${studyMaterials.subjectIndex} nulls last`,
      asc(studyMaterials.title),
    )
    .limit(1000);
  return rows.map((r) => ({ ...r.m, subject: r.subject, totalStudySeconds: r.seconds ?? 0 }));
}
