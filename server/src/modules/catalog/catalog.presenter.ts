import type { Catalog, Plan } from '@core/schemas/catalog';
import type { loadCatalog, loadPlans } from './catalog.queries';

export function presentCatalog({
  areas,
  subjectRows,
  levels,
}: Awaited<ReturnType<typeof loadCatalog>>): Catalog {
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

export function presentPlans(rows: Awaited<ReturnType<typeof loadPlans>>): Record<string, Plan> {
  return Object.fromEntries(
    rows.map((p) => [
      p.id,
      { id: p.id, name: p.name, features: p.features, monthly: p.monthlyPrice, yearly: p.yearlyPrice },
    ]),
  );
}
