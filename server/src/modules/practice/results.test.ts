import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import {
  buildExpiredTrialLearner,
  buildPaidLearner,
  buildUser,
  type TestUser,
} from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { buildPool } from '../question-bank/question-bank.fixtures';
import type { QuestionRow } from '../question-bank/question-bank.service';
import { sweepOverdueAttempts } from './attempt-sweeper';
import { keyFieldsIn } from './practice.fixtures';

let t: TestContext;
const { get } = httpHelpers(() => t.app);
let pool: QuestionRow[];

beforeAll(async () => {
  t = await setupTestApp();
  pool = [
    ...(await buildPool(t.db, {
      boardArea: 'criminal-law',
      subjectIndex: 1,
      difficulty: 'basic',
      count: 15,
    })),
    ...(await buildPool(t.db, {
      boardArea: 'criminalistics',
      subjectIndex: 5,
      difficulty: 'basic',
      count: 15,
    })),
    ...(await buildPool(t.db, {
      boardArea: 'law-enforcement',
      subjectIndex: 2,
      difficulty: 'basic',
      count: 15,
    })),
  ];
});

const keyOf = (id: string) => pool.find((q) => q.id === id)!.correctAnswer;

/** Takes a test answering the first `right` questions correctly; returns the result. */
async function take(learner: TestUser, testId: string, right: number) {
  const started = (await get(`/api/content/questions?test_id=${testId}`, learner.headers)).json();
  const answers = started.questions
    .slice(0, right)
    .map((q: { id: string }) => ({ question_id: q.id, selected_answer: keyOf(q.id) }));
  return (
    await t.app.inject({
      method: 'POST',
      url: `/api/practice/attempts/${started.attempt.id}/submit`,
      payload: { answers },
      headers: learner.headers,
    })
  ).json();
}

describe('test results', () => {
  it('lists the learner’s results newest first with statistics', async () => {
    const learner = await buildPaidLearner(t.db);
    const r1 = await take(learner, 'criminal-law-1-basic', 15); // 100
    const r2 = await take(learner, 'criminalistics-5-basic', 9); // 60
    const r3 = await take(learner, 'law-enforcement-2-basic', 12); // 80
    // r1 was last week in Manila terms.
    await t.database.pool.query(
      `update test_attempts set submitted_at = now() - interval '8 days' where id = $1`,
      [r1.id],
    );
    const res = await get('/api/user-tracking/test-results?limit=50', learner.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.test_results.map((r: { id: string }) => r.id)).toEqual([r3.id, r2.id, r1.id]);
    expect(body.test_results[0]).toMatchObject({
      _id: r3.id,
      board_area: 'law-enforcement',
      difficulty_level: 'basic',
      score: 80,
      correct_answers: 12,
      total_questions: 15,
      passed: true,
      status: 'completed',
      test_title: 'Police Patrol Operations — Basic',
    });
    expect(body.test_results[0].time_taken).toEqual(expect.any(Number));
    expect(body.statistics).toEqual({
      total_tests: 3,
      average_score: 80,
      best_score: 100,
      recent_tests: 2,
      recent_score: 80,
    });
    expect(keyFieldsIn(body)).toEqual([]);

    const limited = (await get('/api/user-tracking/test-results?limit=1', learner.headers)).json();
    expect(limited.test_results).toHaveLength(1);
    expect(limited.statistics.total_tests).toBe(3);
    const filtered = (
      await get('/api/user-tracking/test-results?board_area=criminalistics', learner.headers)
    ).json();
    expect(filtered.test_results.map((r: { id: string }) => r.id)).toEqual([r2.id]);
  });

  it('rounds the average to one decimal and gives zeros to a learner without results', async () => {
    const learner = await buildPaidLearner(t.db);
    await take(learner, 'criminal-law-1-basic', 10); // 67
    await take(learner, 'criminalistics-5-basic', 1); // 7
    await take(learner, 'law-enforcement-2-basic', 0); // 0
    const stats = (await get('/api/user-tracking/test-results', learner.headers)).json().statistics;
    expect(stats.average_score).toBe(24.7);
    const fresh = await buildUser(t.db);
    expect((await get('/api/user-tracking/test-results', fresh.headers)).json()).toEqual({
      test_results: [],
      statistics: { total_tests: 0, average_score: 0, best_score: 0, recent_tests: 0, recent_score: 0 },
    });
  });

  it("answers 404 for another learner's result and for an attempt still in progress", async () => {
    const owner = await buildPaidLearner(t.db);
    const other = await buildPaidLearner(t.db);
    const result = await take(owner, 'criminal-law-1-basic', 3);
    expect((await get(`/api/test-results/${result.id}`, owner.headers)).statusCode).toBe(200);
    const foreign = await get(`/api/test-results/${result.id}`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Question');
    const open = (await get('/api/content/questions?test_id=criminalistics-5-basic', owner.headers)).json();
    expect((await get(`/api/test-results/${open.attempt.id}`, owner.headers)).statusCode).toBe(404);
  });
});

describe('content/tests', () => {
  it('lists all 108 tests with the caller’s eligibility', async () => {
    const learner = await buildPaidLearner(t.db);
    await take(learner, 'criminal-law-1-basic', 15);
    const res = await get('/api/content/tests', learner.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_tests).toBe(108);
    expect(body.board_areas.map((a: { id: string }) => a.id)).toEqual([
      'criminal-law',
      'criminal-investigation',
      'criminalistics',
      'criminal-sociology',
      'law-enforcement',
      'correctional-administration',
    ]);
    expect(body.tests[0]).toMatchObject({
      id: 'criminal-law-1-basic',
      area_id: 'criminal-law',
      subject: 'Criminal Law Book 1',
      subject_index: 1,
      difficulty_level: 'basic',
      questions: 15,
      timeLimit: 20,
      available_questions: 15,
      can_take: false,
      is_completed: true,
      previous_score: 100,
    });
    expect(body.tests[1]).toMatchObject({
      id: 'criminal-law-1-intermediate',
      questions: 0,
      timeLimit: 30,
      can_take: false,
    });
    expect(body.tests.find((x: { id: string }) => x.id === 'criminalistics-5-basic')).toMatchObject({
      can_take: true,
      questions: 15,
    });
    expect(keyFieldsIn(body)).toEqual([]);
  });

  it('shows a trial learner the list with the payment reason, and refuses an expired trial', async () => {
    const trial = await buildUser(t.db);
    const body = (await get('/api/content/tests', trial.headers)).json();
    expect(body.tests.every((x: { can_take: boolean }) => !x.can_take)).toBe(true);
    expect(body.tests[0].reason).toBe(
      'Payment verification required to access practice tests. Please complete your subscription payment first.',
    );
    const expired = await buildExpiredTrialLearner(t.db);
    expect((await get('/api/content/tests', expired.headers)).statusCode).toBe(403);
  });
});

describe('deadline sweeper', () => {
  it('finalises abandoned attempts from the answers saved in time, once, across concurrent sweepers', async () => {
    const learners = await Promise.all([
      buildPaidLearner(t.db),
      buildPaidLearner(t.db),
      buildPaidLearner(t.db),
    ]);
    const ids: string[] = [];
    for (const l of learners) {
      const started = (await get('/api/content/questions?test_id=criminal-law-1-basic', l.headers)).json();
      const q1 = started.questions[0];
      await t.app.inject({
        method: 'PUT',
        url: `/api/practice/attempts/${started.attempt.id}/answers`,
        payload: { question_id: q1.id, selected_answer: keyOf(q1.id) },
        headers: l.headers,
      });
      ids.push(started.attempt.id);
    }
    await t.database.pool.query(
      `update test_attempts set started_at = now() - interval '30 minutes', deadline_at = now() - interval '10 minutes' where id = any($1)`,
      [ids],
    );
    const [na, nb] = await Promise.all([sweepOverdueAttempts(t.db, 1), sweepOverdueAttempts(t.db, 1)]);
    expect(na + nb).toBe(3);
    const rows = await t.database.pool.query(
      `select status, score, correct_answers, auto_submitted, time_used_seconds from test_attempts where id = any($1)`,
      [ids],
    );
    for (const r of rows.rows) {
      expect(r).toEqual({
        status: 'submitted',
        score: 7,
        correct_answers: 1,
        auto_submitted: true,
        time_used_seconds: 1200,
      });
    }
    const access = await t.database.pool.query(`select status from test_access where user_id = any($1)`, [
      learners.map((l) => l.user.id),
    ]);
    expect(access.rows).toEqual([
      { status: 'completed_locked' },
      { status: 'completed_locked' },
      { status: 'completed_locked' },
    ]);
  });
});
