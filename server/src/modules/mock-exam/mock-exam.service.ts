/**
 * The mock board exam (issue 18 item 3): six timed sittings on the PRC blueprint, one per
 * board area, taken in the program's order and pausable only between them. Each sitting is a
 * practice attempt (practice's service): the same copy of the key, server deadline, sweeper,
 * saving and grading as a practice test. This module draws the items and reads the report card.
 */
import {
  blueprintCounts,
  ITEMS_PER_AREA,
  MOCK_FORMS,
  MOCK_SITTINGS,
  type MockForm,
  NO_REPEAT_DAYS,
  planDraw,
  sittingMinutes,
} from '@core/rules/mock-exam';
import type { MockExam, MockOverview, MockSittingResponse } from '@core/schemas/mock-exam';
import type { AnswerInput } from '@core/schemas/practice';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { AREA_CLOSED_MESSAGE, requirePlanFeature, restrictionsFor } from '../access/access.service';
import { getCatalog } from '../catalog/catalog.service';
import * as practice from '../practice/practice.service';
import { areaPool } from '../question-bank/question-bank.service';
import type { UserRow } from '../users/users.service';
import { type AreaInfos, allGraded, presentMock, reportCard, type States } from './mock-exam.presenter';
import * as q from './mock-exam.queries';

const HISTORY = 10;

async function areaInfos(db: Db): Promise<AreaInfos> {
  const catalog = await getCatalog(db);
  return new Map(catalog.board_areas.map((a) => [a.id, { title: a.title, weight: a.weight }]));
}

const attemptIds = (mocks: q.MockWithSittings[]) =>
  mocks.flatMap((m) => m.sittings.map((s) => s.attemptId).filter((id): id is string => id !== null));

/** Marks a running mock completed once its last sitting is graded (by submit, deadline or sweeper). */
async function settle(db: Db, m: q.MockWithSittings, states: States): Promise<q.MockWithSittings> {
  if (m.status !== 'in_progress' || !allGraded(m, states)) return m;
  const at = new Date();
  await q.markCompleted(db, m.id, at);
  return { ...m, status: 'completed', completedAt: at };
}

async function loadMock(db: Db, user: UserRow, id: string) {
  const m = await q.findMock(db, id, user.id);
  if (!m) throw notFound('Mock exam not found');
  const [states, areas] = await Promise.all([
    practice.sittingStates(db, user.id, attemptIds([m])),
    areaInfos(db),
  ]);
  return { m: await settle(db, m, states), states, areas };
}

export async function overview(db: Db, user: UserRow): Promise<MockOverview> {
  requirePlanFeature(user, 'mock_exam');
  const [listed, areas] = await Promise.all([q.listMocks(db, user.id, HISTORY + 1), areaInfos(db)]);
  const states = await practice.sittingStates(db, user.id, attemptIds(listed));
  const mocks = await Promise.all(listed.map((m) => settle(db, m, states)));
  const now = new Date();
  const current = mocks.find((m) => m.status === 'in_progress');
  return {
    forms: MOCK_FORMS.map((form) => ({
      form,
      items_per_area: ITEMS_PER_AREA[form],
      total_minutes: MOCK_SITTINGS.reduce((s, x) => s + sittingMinutes(form, x.area), 0),
      mix: blueprintCounts(ITEMS_PER_AREA[form]),
    })),
    current: current ? presentMock(current, states, areas, now) : null,
    past: mocks
      .filter((m) => m.status === 'completed')
      .slice(0, HISTORY)
      .map((m) => {
        const card = reportCard(m, states, areas, now);
        return {
          id: m.id,
          form: m.form,
          created_at: m.createdAt.toISOString(),
          completed_at: m.completedAt?.toISOString() ?? null,
          weighted_average: card.weighted_average,
          verdict: card.verdict,
        };
      }),
    no_repeat_days: NO_REPEAT_DAYS,
  };
}

export async function createMock(db: Db, user: UserRow, form: MockForm): Promise<MockExam> {
  requirePlanFeature(user, 'mock_exam');
  const id = await q.insertMock(
    db,
    user.id,
    form,
    MOCK_SITTINGS.map((s, i) => ({
      position: i + 1,
      boardAreaId: s.area,
      items: ITEMS_PER_AREA[form],
      minutes: sittingMinutes(form, s.area),
    })),
  );
  if (!id) throw conflict('You already have a mock board exam in progress: finish it first');
  return getMock(db, user, id);
}

export async function getMock(db: Db, user: UserRow, id: string): Promise<MockExam> {
  requirePlanFeature(user, 'mock_exam');
  const { m, states, areas } = await loadMock(db, user, id);
  return presentMock(m, states, areas, new Date());
}

function sittingOf(m: q.MockWithSittings, position: number) {
  const s = m.sittings.find((x) => x.position === position);
  if (!s) throw notFound('Sitting not found');
  return s;
}

/** Starts the area's sitting (drawing its items) or resumes it; areas go in the program's order. */
export async function startArea(
  db: Db,
  user: UserRow,
  id: string,
  position: number,
): Promise<MockSittingResponse> {
  requirePlanFeature(user, 'mock_exam');
  const { m, states, areas } = await loadMock(db, user, id);
  const s = sittingOf(m, position);
  const blocked = await restrictionsFor(db, user);
  if (blocked.deniedAreas.includes(s.boardAreaId)) throw forbidden(AREA_CLOSED_MESSAGE);
  if (!s.attemptId) {
    const open = m.sittings.find((x) => x.attemptId && states.get(x.attemptId)?.status === 'in_progress');
    if (open) throw conflict('Finish the area you are sitting first');
    const next = presentMock(m, states, areas, new Date()).next_position;
    if (next !== position) throw conflict('Areas are taken in the order of the board exam program');
    const [pool, seen] = await Promise.all([
      areaPool(db, s.boardAreaId),
      practice.questionsSeenWithin(db, user.id, NO_REPEAT_DAYS),
    ]);
    const plan = planDraw(pool, seen, s.items);
    const attemptId = await practice.startSitting(db, user.id, {
      key: `mock:${m.id}:${position}`,
      title: `Mock board exam — ${areas.get(s.boardAreaId)?.title ?? s.boardAreaId}`,
      boardArea: s.boardAreaId,
      minutes: s.minutes,
      questionIds: plan.ids,
    });
    await q.linkAttempt(db, m.id, position, {
      attemptId,
      repeatedItems: plan.repeated,
      offMixItems: plan.offMix,
      missingItems: plan.missing,
    });
    return startArea(db, user, id, position);
  }
  const sitting = await practice.sittingQuestions(db, user.id, s.attemptId);
  if (!sitting) throw conflict('This area has been submitted');
  return { mock: presentMock(m, states, areas, new Date()), sitting };
}

async function startedAttempt(db: Db, user: UserRow, id: string, position: number): Promise<string> {
  const m = await q.findMock(db, id, user.id);
  if (!m) throw notFound('Mock exam not found');
  const s = sittingOf(m, position);
  if (!s.attemptId) throw conflict('This area has not been started');
  return s.attemptId;
}

export async function saveArea(db: Db, user: UserRow, id: string, position: number, answers: AnswerInput[]) {
  requirePlanFeature(user, 'mock_exam');
  return practice.saveSittingAnswers(db, user, await startedAttempt(db, user, id, position), answers);
}

/** Grades the area (answers sent along are saved first if in time); a second submit changes nothing. */
export async function submitArea(
  db: Db,
  user: UserRow,
  id: string,
  position: number,
  answers: AnswerInput[],
): Promise<MockExam> {
  requirePlanFeature(user, 'mock_exam');
  await practice.submitSitting(db, user, await startedAttempt(db, user, id, position), answers);
  return getMock(db, user, id);
}

/**
 * Discards an unfinished mock (e.g. to change form): a running area is graded first, so its
 * answers count like any graded attempt; a finished mock is kept.
 */
export async function discardMock(db: Db, user: UserRow, id: string): Promise<{ message: string }> {
  requirePlanFeature(user, 'mock_exam');
  const { m, states } = await loadMock(db, user, id);
  if (m.status === 'completed') throw conflict('A finished mock exam is kept with its report card');
  for (const s of m.sittings) {
    if (s.attemptId && states.get(s.attemptId)?.status === 'in_progress') {
      await practice.submitSitting(db, user, s.attemptId, []);
    }
  }
  if (!(await q.deleteUnfinished(db, id, user.id)))
    throw conflict('A finished mock exam is kept with its report card');
  return { message: 'Mock exam discarded' };
}

/**
 * An area's questions with the key and explanations, once that area is graded (submitted, or
 * its time ran out): the other areas' items are other subjects, so nothing of them is shown.
 */
export async function areaReview(db: Db, user: UserRow, id: string, position: number) {
  requirePlanFeature(user, 'mock_exam');
  const { m, states } = await loadMock(db, user, id);
  const s = sittingOf(m, position);
  if (!s.attemptId || states.get(s.attemptId)?.status !== 'submitted')
    throw conflict('The review of an area opens once the area is submitted');
  return practice.sittingReview(db, user.id, s.attemptId);
}
