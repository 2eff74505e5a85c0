import { AREA_FLOOR, assessReadiness, PASSING_AVERAGE } from '@core/rules/readiness';
import { toIso } from '@core/rules/time';
import type { MockExam, MockSitting, ReportCard } from '@core/schemas/mock-exam';
import type { SittingState } from '../practice/practice.service';
import type { MockWithSittings, SittingRow } from './mock-exam.queries';

export interface AreaInfo {
  title: string;
  weight: number;
}
export type AreaInfos = Map<string, AreaInfo>;
export type States = Map<string, SittingState>;

const stateOf = (s: SittingRow, states: States) => (s.attemptId ? states.get(s.attemptId) : undefined);

function presentSitting(s: SittingRow, states: States, areas: AreaInfos): MockSitting {
  const st = stateOf(s, states);
  const running = st?.status === 'in_progress';
  return {
    position: s.position,
    board_area: s.boardAreaId,
    title: areas.get(s.boardAreaId)?.title ?? s.boardAreaId,
    weight: areas.get(s.boardAreaId)?.weight ?? 0,
    items: s.items,
    minutes: s.minutes,
    status: st ? st.status : 'not_started',
    attempt_id: s.attemptId,
    deadline_at: running ? toIso(st.deadlineAt) : null,
    remaining_seconds: running ? st.remainingSeconds : null,
    auto_submitted: st?.autoSubmitted ?? false,
    items_drawn: st ? st.total : null,
    repeated_items: s.repeatedItems,
    off_mix_items: s.offMixItems,
    missing_items: s.missingItems,
  };
}

/** True once every sitting was started and graded. */
export function allGraded(m: MockWithSittings, states: States): boolean {
  return m.sittings.every((s) => stateOf(s, states)?.status === 'submitted');
}

/**
 * The report card as the PRC's: a rating per area, the weighted average with the catalog's
 * weights and the verdict, all by the readiness rule (every sitting counts as of now, so no
 * recency weighting applies).
 */
export function reportCard(m: MockWithSittings, states: States, areas: AreaInfos, now: Date): ReportCard {
  const counts = m.sittings.map((s) => ({ s, st: stateOf(s, states) }));
  const r = assessReadiness(
    counts.map(({ s, st }) => ({
      boardArea: s.boardAreaId,
      correct: st?.correct ?? 0,
      total: st?.total ?? 0,
      submittedAt: now,
    })),
    m.sittings.map((s) => ({ id: s.boardAreaId, weight: areas.get(s.boardAreaId)?.weight ?? 0 })),
    now,
  );
  return {
    areas: counts.map(({ s, st }, i) => ({
      board_area: s.boardAreaId,
      title: areas.get(s.boardAreaId)?.title ?? s.boardAreaId,
      weight: areas.get(s.boardAreaId)?.weight ?? 0,
      correct: st?.correct ?? 0,
      total: st?.total ?? 0,
      rating: r.areas[i]!.estimate,
    })),
    weighted_average: r.weightedAverage,
    verdict: r.verdict,
    retake_areas: r.retakeAreas,
    holding_back: r.holdingBack,
    passing_average: PASSING_AVERAGE,
    area_floor: AREA_FLOOR,
  };
}

export function presentMock(m: MockWithSittings, states: States, areas: AreaInfos, now: Date): MockExam {
  const sittings = m.sittings.map((s) => presentSitting(s, states, areas));
  const next = sittings.find((s) => s.status !== 'submitted');
  return {
    id: m.id,
    form: m.form,
    status: m.status,
    created_at: toIso(m.createdAt),
    completed_at: toIso(m.completedAt),
    sittings,
    next_position: next?.position ?? null,
    report: m.status === 'completed' ? reportCard(m, states, areas, now) : null,
  };
}
