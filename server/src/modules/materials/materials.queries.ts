import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { studyMaterials } from '../../db/schema/materials';
import { positionIn } from '../../db/sql';

export type MaterialRow = typeof studyMaterials.$inferSelect;
export type NewMaterialRow = typeof studyMaterials.$inferInsert;

export async function getMaterial(db: Executor, id: string): Promise<MaterialRow | null> {
  const [row] = await db.select().from(studyMaterials).where(eq(studyMaterials.id, id)).limit(1);
  return row ?? null;
}

export async function insertMaterial(db: Executor, values: NewMaterialRow): Promise<MaterialRow> {
  const [row] = await db.insert(studyMaterials).values(values).returning();
  return row!;
}

export async function deleteMaterial(db: Executor, id: string): Promise<MaterialRow | null> {
  const [row] = await db.delete(studyMaterials).where(eq(studyMaterials.id, id)).returning();
  return row ?? null;
}

export async function findMaterial(
  db: Executor,
  boardArea: string,
  title: string,
): Promise<MaterialRow | null> {
  const [row] = await db
    .select()
    .from(studyMaterials)
    .where(and(eq(studyMaterials.boardAreaId, boardArea), eq(studyMaterials.title, title)))
    .limit(1);
  return row ?? null;
}

export async function touchMaterial(db: Executor, id: string): Promise<void> {
  await db.update(studyMaterials).set({ lastAccessedAt: sql`now()` }).where(eq(studyMaterials.id, id));
}

export interface MaterialFilter {
  id?: string;
  boardArea?: string;
  subjectIndex?: number;
  deniedAreas?: string[];
}

/** Materials in catalog order (`areaOrder`), then subject and title. */
export function listMaterials(db: Executor, f: MaterialFilter, areaOrder: string[]): Promise<MaterialRow[]> {
  return db
    .select()
    .from(studyMaterials)
    .where(
      and(
        f.id ? eq(studyMaterials.id, f.id) : undefined,
        f.boardArea ? eq(studyMaterials.boardAreaId, f.boardArea) : undefined,
        f.subjectIndex !== undefined ? eq(studyMaterials.subjectIndex, f.subjectIndex) : undefined,
        f.deniedAreas?.length ? notInArray(studyMaterials.boardAreaId, f.deniedAreas) : undefined,
      ),
    )
    .orderBy(
      positionIn(studyMaterials.boardAreaId, areaOrder),
      sql`${studyMaterials.subjectIndex} nulls last`,
      asc(studyMaterials.title),
    )
    .limit(1000);
}

/** Title and board area of these materials (for other modules' summaries). */
export function materialSummaries(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: studyMaterials.id, title: studyMaterials.title, boardArea: studyMaterials.boardAreaId })
    .from(studyMaterials)
    .where(inArray(studyMaterials.id, ids));
}

/** Title and place of every study material. */
export function materialTitles(db: Executor) {
  return db
    .select({
      id: studyMaterials.id,
      title: studyMaterials.title,
      boardArea: studyMaterials.boardAreaId,
      subjectIndex: studyMaterials.subjectIndex,
    })
    .from(studyMaterials);
}
