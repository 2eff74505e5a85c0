import type { Readiness as Assessment } from '@core/rules/readiness';
import type { TopicScore as TopicScoreRule } from '@core/rules/topic-scores';
import type { Catalog } from '@core/schemas/catalog';
import type { Readiness, TopicScore, WeakTopic } from '@core/schemas/readiness';
import { subjectName } from '../catalog/catalog.service';

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

export interface StudyPlaces {
  lectures: {
    id: string;
    title: string;
    description: string;
    boardArea: string;
    subjectIndex: number | null;
  }[];
  guides: { id: string; title: string; boardArea: string; sections: string[] }[];
}

export function presentTopic(s: TopicScoreRule, catalog: Catalog): TopicScore {
  return {
    topic: s.topic,
    board_area: s.boardArea,
    subject: subjectName(catalog, s.boardArea, s.subjectIndex) ?? '',
    answered: s.answered,
    correct: s.correct,
    share: s.share,
  };
}

/**
 * Links inside the app: the lecture opens in its area's player, the guide is listed on the
 * area's course page, and the subject's course page is always there as the fallback.
 */
export function presentWeakTopic(
  s: TopicScoreRule,
  catalog: Catalog,
  links: {
    lecture: { id: string; title: string } | null;
    guide: { title: string; section: string | null } | null;
  },
): WeakTopic {
  const t = presentTopic(s, catalog);
  const area = encodeURIComponent(s.boardArea);
  const coursePage = t.subject
    ? `/course/${area}?subject=${encodeURIComponent(t.subject)}`
    : `/course/${area}`;
  const areaTitle = catalog.board_areas.find((a) => a.id === s.boardArea)?.title ?? s.boardArea;
  return {
    ...t,
    lecture: links.lecture
      ? { title: links.lecture.title, url: `/course/${area}?v=${encodeURIComponent(links.lecture.id)}` }
      : null,
    guide: links.guide
      ? { title: links.guide.title, section: links.guide.section, url: `/course/${area}` }
      : null,
    course: { title: t.subject || areaTitle, url: coursePage },
  };
}
