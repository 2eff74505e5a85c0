import { BOARD_AREAS } from '@core/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner, type TestUser } from '../../../test/factories';
import { testAttempts } from '../../db/schema/practice';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

/** A graded attempt of `total` items with `correct` right, finished `daysAgo` days ago. */
async function graded(user: TestUser, boardArea: string, correct: number, total: number, daysAgo = 0) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  await t.db.insert(testAttempts).values({
    userId: user.user.id,
    testId: `${boardArea}-0-basic`,
    boardAreaId: boardArea,
    subjectIndex: 0,
    difficulty: 'basic',
    questionIds: [],
    status: 'submitted',
    startedAt: at,
    deadlineAt: at,
    submittedAt: at,
    score: Math.round((correct / total) * 100),
    correctAnswers: correct,
    totalQuestions: total,
  });
}

const readiness = (user: TestUser) => t.app.inject({ url: '/api/readiness', headers: user.headers });

describe('GET /api/readiness', () => {
  it('asks a learner without results for data, area by area', async () => {
    const learner = await buildPaidLearner(t.db);
    const res = await readiness(learner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      verdict: 'not_enough_data',
      weighted_average: null,
      passing_average: 75,
      area_floor: 60,
    });
    expect(body.areas).toHaveLength(6);
    expect(body.areas.every((a: { estimate: null }) => a.estimate === null)).toBe(true);
  });

  it("reads the learner's own graded attempts only, with the catalog's weights: deferred in the weak area", async () => {
    const learner = await buildPaidLearner(t.db);
    const other = await buildPaidLearner(t.db);
    const [weak, ...rest] = BOARD_AREAS.map((a) => a.id);
    await graded(learner, weak!, 10, 20); // 50 %
    for (const area of rest) await graded(learner, area, 18, 20); // 90 %
    for (const area of BOARD_AREAS.map((a) => a.id)) await graded(other, area, 2, 20);

    const body = (await readiness(learner)).json();
    const weight = BOARD_AREAS[0]!.weight;
    expect(body.weighted_average).toBeCloseTo((weight * 50 + (100 - weight) * 90) / 100, 1);
    expect(body.verdict).toBe('deferred');
    expect(body.retake_areas).toEqual([weak]);
    // (10 + k) / (20 + k) ≥ 0.6 ⇔ k ≥ 5
    expect(body.areas[0]).toMatchObject({
      board_area: weak,
      estimate: 50,
      items_answered: 20,
      correct_to_change: 5,
    });
    expect(body.areas[0].title).toBe(BOARD_AREAS[0]!.title);
  });

  it('is a Premium feature: a Basic learner is told which plan includes it, for the deck too', async () => {
    const basic = await buildPaidLearner(t.db, { subscription: 'basic' });
    const res = await readiness(basic);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'The board readiness report comes with the Premium plan.',
      upgrade_to: 'premium',
    });
    const deck = await t.app.inject({ url: '/api/deck/summary', headers: basic.headers });
    expect(deck.statusCode).toBe(403);
    expect(deck.json().upgrade_to).toBe('premium');
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/readiness' })).statusCode).toBe(401);
  });
});
