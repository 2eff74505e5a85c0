import type { Readiness as Assessment } from '@core/rules/readiness';
import type { Readiness } from '@core/schemas/readiness';

export function presentReadiness(
  r: Assessment,
  titles: Map<string, string>,
): Omit<Readiness, 'passing_average' | 'area_floor'> {
  return {
    areas: r.areas.map((a) => ({
      board_area: a.id,
      title: titles.get(a.id) ?? a.id,
      weight: a.weight,
      estimate: a.estimate,
      low: a.low,
      high: a.high,
      items_answered: a.itemsAnswered,
      correct_to_change: a.correctToChange,
    })),
    weighted_average: r.weightedAverage,
    verdict: r.verdict,
    retake_areas: r.retakeAreas,
    holding_back: r.holdingBack,
  };
}
