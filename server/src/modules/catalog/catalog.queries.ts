import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardAreas, difficultyLevels, plans, subjects } from '../../db/schema';

export async function loadCatalog(db: Db) {
  const [areas, subjectRows, levels] = await Promise.all([
    db.select().from(boardAreas).orderBy(asc(boardAreas.sortOrder)),
    db.select().from(subjects).orderBy(asc(subjects.boardAreaId), asc(subjects.subjectIndex)),
    db.select().from(difficultyLevels).orderBy(asc(difficultyLevels.sortOrder)),
  ]);
  return { areas, subjectRows, levels };
}

export function loadPlans(db: Db) {
  return db.select().from(plans).orderBy(asc(plans.sortOrder));
}
