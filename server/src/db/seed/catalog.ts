import { BOARD_AREA_ALIASES, BOARD_AREAS, DIFFICULTY_LEVELS, PLANS } from '@core/catalog';
import type { Db } from '../client';
import { boardAreas, difficultyLevels, plans, subjects } from '../schema';

/** Inserts what is missing; never overwrites what an administrator has edited. */
export async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(boardAreas)
    .values(
      BOARD_AREAS.map((a, i) => ({
        id: a.id,
        title: a.title,
        description: a.description,
        icon: a.icon,
        color: a.color,
        weight: a.weight,
        aliases: Object.entries(BOARD_AREA_ALIASES)
          .filter(([, to]) => to === a.id)
          .map(([from]) => from),
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(subjects)
    .values(
      BOARD_AREAS.flatMap((a) =>
        a.subjects.map((name, i) => ({ boardAreaId: a.id, subjectIndex: i + 1, name })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(difficultyLevels)
    .values(
      DIFFICULTY_LEVELS.map((d, i) => ({
        id: d.id,
        label: d.label,
        levelLabel: d.level_label,
        questionCount: d.question_count,
        timeLimitMinutes: d.time_limit_minutes,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(plans)
    .values(
      PLANS.map((p, i) => ({
        id: p.id,
        name: p.name,
        monthlyPrice: p.monthly,
        yearlyPrice: p.yearly,
        features: p.features,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();
}
