import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner } from '../../../test/factories';
import { type AuthHeaders, httpHelpers } from '../../../test/http';
import { buildPool } from '../question-bank/question-bank.fixtures';
import type { QuestionRow } from '../question-bank/question-bank.service';
import { wrongFor } from './practice.fixtures';

let t: TestContext;
const { get, send, startTest } = httpHelpers(() => t.app);
let pool: QuestionRow[];
const TEST = 'criminal-law-1-basic';
const keyOf = (id: string) => pool.find((q) => q.id === id)!.correctAnswer;

beforeAll(async () => {
  t = await setupTestApp();
  pool = await buildPool(t.db, { count: 20 }); // more than the 15 a basic test draws
});

const start = (headers: AuthHeaders, testId = TEST) => startTest(headers, testId);

describe('submitting', () => {
  it('grades from the stored key, counts unanswered as wrong, and a second submit returns the same result', async () => {
    const learner = await buildPaidLearner(t.db);
    const body = (await start(learner.headers)).json();
    const qs: { id: string }[] = body.questions;
    // 9 right, 3 wrong, 3 unanswered of 15 → 60%.
    const answers = qs.slice(0, 12).map((q, i) => ({
      question_id: q.id,
      selected_answer: i < 9 ? keyOf(q.id) : wrongFor(keyOf(q.id)),
    }));
    await send('PUT', `/api/practice/attempts/${body.attempt.id}/answers`, { answers }, learner.headers);
    const res = await send('POST', `/api/practice/attempts/${body.attempt.id}/submit`, {}, learner.headers);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      id: body.attempt.id,
      test_result_id: body.attempt.id,
      test_id: TEST,
      score: 60,
      correct_answers: 9,
      total_questions: 15,
      passed: false,
      status: 'completed',
    });
    expect(result.detailed_results).toHaveLength(15);
    const review = result.detailed_results[0];
    expect(review.correct_answer).toBe(keyOf(review.question_id));
    expect(review.explanation).toMatch(/^Because of rule/);
    expect(review.ai_explanation).toMatch(/^Extended explanation/);
    expect(result.detailed_results.filter((r: { user_answer: null }) => r.user_answer === null)).toHaveLength(
      3,
    );

    const again = await send('POST', `/api/practice/attempts/${body.attempt.id}/submit`, {}, learner.headers);
    expect(again.json()).toEqual(result);
    const count = await t.database.pool.query(
      'select count(*)::int as n from test_attempts where user_id = $1',
      [learner.user.id],
    );
    expect(count.rows[0].n).toBe(1);
  });

  it('ignores the score and correctness a client sends to the compatibility calls', async () => {
    const learner = await buildPaidLearner(t.db);
    const body = (await start(learner.headers)).json();
    const qs: { id: string }[] = body.questions;
    const res = await send(
      'POST',
      '/api/user-tracking/test-result',
      {
        test_id: TEST,
        test_title: 'Criminal Law Book 1',
        total_questions: 15,
        correct_answers: 15,
        score: 100,
        time_used: 10,
        results: qs.map((q) => ({ question_id: q.id, user_answer: wrongFor(keyOf(q.id)), is_correct: true })),
      },
      learner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ score: 0, correct_answers: 0, total_questions: 15 });
    expect(res.json().results).toHaveLength(15);

    const second = await send(
      'POST',
      '/api/user-tracking/test-result',
      { test_id: TEST, score: 100 },
      learner.headers,
    );
    expect(second.json()).toMatchObject({ id: body.attempt.id, score: 0 });
  });

  it('grades an enhanced submission from its answers and returns test_result_id', async () => {
    const learner = await buildPaidLearner(t.db);
    const body = (await start(learner.headers)).json();
    const qs: { id: string }[] = body.questions;
    const res = await send(
      'POST',
      '/api/submit-enhanced-test',
      {
        board_area: 'criminal-law',
        difficulty_level: 'basic',
        subject: 'Criminal Law Book 1',
        test_type: 'practice',
        answers: [
          ...qs
            .slice(0, 12)
            .map((q) => ({ question_id: q.id, selected_answer: keyOf(q.id), is_correct: false })),
          { question_id: '00000000-0000-4000-8000-000000000000', selected_answer: 'A', is_correct: true },
        ],
        total_time: 1,
      },
      learner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      test_result_id: body.attempt.id,
      correct_answers: 12,
      score: 80,
      passed: true,
    });
    const detail = await get(`/api/test-results/${res.json().test_result_id}`, learner.headers);
    expect(detail.json().detailed_results).toHaveLength(15);
  });

  it('refuses a compatibility submit when no attempt was started', async () => {
    const learner = await buildPaidLearner(t.db);
    const res = await send(
      'POST',
      '/api/user-tracking/test-result',
      { test_id: TEST, score: 90 },
      learner.headers,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('deadline', () => {
  const expire = (id: string, secondsAgo: number) =>
    t.database.pool.query(
      `update test_attempts set started_at = now() - interval '20 minutes' - make_interval(secs => $2),
       deadline_at = now() - make_interval(secs => $2) where id = $1`,
      [id, secondsAgo],
    );

  it('accepts answers within the grace after the deadline, refuses later ones, and grades what was saved in time', async () => {
    const learner = await buildPaidLearner(t.db);
    const body = (await start(learner.headers)).json();
    const [q1, q2] = body.questions;
    const url = `/api/practice/attempts/${body.attempt.id}/answers`;
    await expire(body.attempt.id, 5);
    const inGrace = await send(
      'PUT',
      url,
      { question_id: q1.id, selected_answer: keyOf(q1.id) },
      learner.headers,
    );
    expect(inGrace.statusCode).toBe(200);
    expect(inGrace.json().remaining_seconds).toBe(0);
    await expire(body.attempt.id, 60);
    const late = await send(
      'PUT',
      url,
      { question_id: q2.id, selected_answer: keyOf(q2.id) },
      learner.headers,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('Time is up');
    const result = await send(
      'POST',
      `/api/practice/attempts/${body.attempt.id}/submit`,
      { answers: [{ question_id: q2.id, selected_answer: keyOf(q2.id) }] },
      learner.headers,
    );
    expect(result.json()).toMatchObject({
      correct_answers: 1,
      total_questions: 15,
      score: 7,
      time_used: 1200,
    });
    expect(result.json().auto_submitted).toBe(true);
  });

  it('finalises an attempt whose learner never came back when the tests are next read', async () => {
    const learner = await buildPaidLearner(t.db);
    const body = (await start(learner.headers)).json();
    const [q1] = body.questions;
    await send(
      'PUT',
      `/api/practice/attempts/${body.attempt.id}/answers`,
      { question_id: q1.id, selected_answer: keyOf(q1.id) },
      learner.headers,
    );
    await expire(body.attempt.id, 120);
    const eligibility = (await get(`/api/user-tracking/test-eligibility/${TEST}`, learner.headers)).json();
    expect(eligibility).toMatchObject({ can_take: false, is_completed: true, status: 'completed_locked' });
    expect(eligibility.last_result_id).toBe(body.attempt.id);
    const retry = await start(learner.headers);
    expect(retry.statusCode).toBe(403);
    expect(retry.json().test_result_id).toBe(body.attempt.id);
  });
});
