import type { Catalog } from '@core/schemas/catalog';
import type { Db } from '../../db/client';
import { loadCatalog, loadPlans } from './catalog.queries';

/** Board areas with their subjects, and the difficulty levels: what every feature looks up. */
export async function getCatalog(db: Db): Promise<Catalog> {
  const { areas, subjectRows, levels } = await loadCatalog(db);
  return {
    board_areas: areas.map((a) => ({
      id: a.id,
      title: a.title,
      description: a.description,
      icon: a.icon,
      color: a.color,
      weight: a.weight,
      aliases: a.aliases,
      subjects: subjectRows
        .filter((s) => s.boardAreaId === a.id)
        .map((s) => ({ subject_index: s.subjectIndex, name: s.name })),
    })),
    difficulties: levels.map((l) => ({
      id: l.id,
      label: l.label,
      level_label: l.levelLabel,
      question_count: l.questionCount,
      time_limit_minutes: l.timeLimitMinutes,
    })),
  };
}

/** Subject name of (area, index), or null. */
export function subjectName(catalog: Catalog, boardArea: string, subjectIndex: number | null): string | null {
  if (subjectIndex == null) return null;
  const area = catalog.board_areas.find((a) => a.id === boardArea);
  return area?.subjects.find((s) => s.subject_index === subjectIndex)?.name ?? null;
}

/** Subject index of a subject name within an area (case-insensitive), or null. */
export function subjectIndexOf(catalog: Catalog, boardArea: string, name: string): number | null {
  const area = catalog.board_areas.find((a) => a.id === boardArea);
  const wanted = name.trim().toLowerCase();
  return area?.subjects.find((s) => s.name.toLowerCase() === wanted)?.subject_index ?? null;
}

export async function getPlans(db: Db) {
  const rows = await loadPlans(db);
  return Object.fromEntries(
    rows.map((p) => [
      p.id,
      { id: p.id, name: p.name, features: p.features, monthly: p.monthlyPrice, yearly: p.yearlyPrice },
    ]),
  );
}
