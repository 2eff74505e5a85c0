import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { buildPool } from '../question-bank/question-bank.fixtures';

let t: TestContext;
const { get, send } = httpHelpers(() => t.app);

beforeAll(async () => {
  t = await setupTestApp();
  await buildPool(t.db, { count: 20 });
});

/** issue 10 item 4: the server decides an attempt's size; `limit` never changes what is graded. */
describe('attempt size', () => {
  it.each([
    '/api/content/questions/subject-test?board_area=criminal-law&subject_index=1&difficulty_level=basic&limit=1',
    '/api/content/questions?test_id=criminal-law-1-basic&limit=1',
  ])('grades the full test whatever the limit: %s', async (url) => {
    const learner = await buildPaidLearner(t.db);
    const res = await get(url, learner.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.attempt.total_questions).toBe(15);
    expect(body.questions.length).toBeLessThanOrEqual(1);
    const stored = await t.database.pool.query('select question_ids from test_attempts where id = $1', [
      body.attempt.id,
    ]);
    expect(stored.rows[0].question_ids).toHaveLength(15);

    // One right answer out of the test's 15 is not 100%.
    const key = await t.database.pool.query('select correct_answer from questions where id = $1', [
      body.questions[0].id,
    ]);
    const submitted = await send(
      'POST',
      `/api/practice/attempts/${body.attempt.id}/submit`,
      { answers: [{ question_id: body.questions[0].id, selected_answer: key.rows[0].correct_answer }] },
      learner.headers,
    );
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().score).toBeLessThan(10);
  });
});
