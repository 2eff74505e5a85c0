import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { boardAreas, difficultyLevels, plans, subjects } from '../../db/schema/catalog';

export async function loadCatalog(db: Executor) {
  const [areas, subjectRows, levels] = await Promise.all([
    db.select().from(boardAreas).orderBy(asc(boardAreas.sortOrder)),
    db.select().from(subjects).orderBy(asc(subjects.boardAreaId), asc(subjects.subjectIndex)),
    db.select().from(difficultyLevels).orderBy(asc(difficultyLevels.sortOrder)),
  ]);
  return { areas, subjectRows, levels };
}

export function loadPlans(db: Executor) {
  return db.select().from(plans).orderBy(asc(plans.sortOrder));
}
