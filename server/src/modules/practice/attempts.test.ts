import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildExpiredTrialLearner, buildPaidLearner, buildUser } from '../../../test/factories';
import { type AuthHeaders, httpHelpers } from '../../../test/http';
import { buildPool } from '../question-bank/question-bank.fixtures';
import type { QuestionRow } from '../question-bank/question-bank.service';
import { keyFieldsIn } from './practice.fixtures';

let t: TestContext;
const { get, send, startTest } = httpHelpers(() => t.app);
let pool: QuestionRow[];
const TEST = 'criminal-law-1-basic';

beforeAll(async () => {
  t = await setupTestApp();
  pool = await buildPool(t.db, { count: 20 }); // more than the 15 a basic test draws
  await buildPool(t.db, { boardArea: 'criminal-law', subjectIndex: 2, difficulty: 'advanced', count: 7 });
});

const start = (headers: AuthHeaders, testId = TEST) => startTest(headers, testId);

describe('starting a test', () => {
  it('draws the default count from the pool in random order, without any key field', async () => {
    const learner = await buildPaidLearner(t.db);
    const res = await start(learner.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions).toHaveLength(15);
    expect(new Set(body.questions.map((q: { id: string }) => q.id)).size).toBe(15);
    for (const q of body.questions) expect(pool.map((p) => p.id)).toContain(q.id);
    expect(body.questions[0].options).toHaveLength(4);
    expect(Object.keys(body.questions[0].all_options)).toEqual(['A', 'B', 'C', 'D']);
    expect(keyFieldsIn(body)).toEqual([]);
    expect(res.body).not.toContain('Because of rule');
    expect(res.body).not.toContain('Extended explanation');
    expect(body.attempt).toMatchObject({
      test_id: TEST,
      status: 'in_progress',
      total_questions: 15,
      answers: [],
    });
    expect(body.attempt.time_limit_minutes).toBe(20);
    expect(body.attempt.remaining_seconds).toBeGreaterThan(20 * 60 - 5);
    expect(body.attempt.remaining_seconds).toBeLessThanOrEqual(20 * 60);
  });

  it('varies the draw and the order between learners', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const learner = await buildPaidLearner(t.db);
      orders.add(
        (await start(learner.headers))
          .json()
          .questions.map((q: { id: string }) => q.id)
          .join(),
      );
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('starts one attempt when the same learner opens the test on several devices at once', async () => {
    const learner = await buildPaidLearner(t.db);
    const all = await Promise.all([start(learner.headers), start(learner.headers), start(learner.headers)]);
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(all.map((r) => r.json().attempt.id));
    expect(ids.size).toBe(1);
    const [one] = all.map((r) =>
      r
        .json()
        .questions.map((q: { id: string }) => q.id)
        .join(),
    );
    expect(
      all.every(
        (r) =>
          r
            .json()
            .questions.map((q: { id: string }) => q.id)
            .join() === one,
      ),
    ).toBe(true);
    const rows = await t.database.pool.query(
      'select count(*)::int as n from attempt_results r join test_attempts a on a.id = r.attempt_id where a.user_id = $1',
      [learner.user.id],
    );
    expect(rows.rows[0].n).toBe(15);
  });

  it('draws every question when the pool has fewer than the default count', async () => {
    const learner = await buildPaidLearner(t.db);
    const res = await get(
      '/api/content/questions/subject-test?board_area=criminal-law&subject=Criminal%20Law%20Book%202&subject_index=2&difficulty_level=advanced&limit=100',
      learner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().questions).toHaveLength(7);
    expect(res.json().attempt.time_limit_minutes).toBe(40);
  });

  it('answers 404 for an unknown test and for a test without questions', async () => {
    const learner = await buildPaidLearner(t.db);
    expect((await start(learner.headers, 'criminal-law-9-basic')).statusCode).toBe(404);
    expect((await start(learner.headers, 'nonsense')).statusCode).toBe(404);
    expect(
      (await get('/api/user-tracking/test-eligibility/criminal-law-7-basic', learner.headers)).statusCode,
    ).toBe(404);
    const empty = await start(learner.headers, 'criminalistics-3-advanced');
    expect(empty.statusCode).toBe(403);
    expect(empty.json().reason).toBe('No questions have been added to this test yet.');
  });

  it('refuses a learner whose payment is not verified with the spec texts', async () => {
    for (const learner of [await buildUser(t.db), await buildExpiredTrialLearner(t.db)]) {
      const res = await start(learner.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        detail:
          'Payment verification required to access practice tests. Please complete your subscription payment first.',
        reason:
          'Payment verification required to access practice tests. Please complete your subscription payment first.',
      });
      expect(res.json().contact_message).toEqual(expect.any(String));
      expect(keyFieldsIn(res.json())).toEqual([]);
    }
    const unpaid = await buildUser(t.db, {
      isVerified: true,
      subscription: 'premium',
      paymentVerified: false,
    });
    expect((await get(`/api/user-tracking/test-eligibility/${TEST}`, unpaid.headers)).statusCode).toBe(403);
  });

  it('lets an administrator take any test', async () => {
    const admin = await buildAdmin(t.db);
    expect((await start(admin.headers)).statusCode).toBe(200);
  });

  it('requires sign-in', async () => {
    expect((await t.app.inject({ url: `/api/content/questions?test_id=${TEST}` })).statusCode).toBe(401);
  });
});

describe('saving answers and resuming', () => {
  it('saves answers and flags, and a reload resumes the same attempt with them and less time', async () => {
    const learner = await buildPaidLearner(t.db);
    const first = (await start(learner.headers)).json();
    const [q1, q2, q3] = first.questions;
    const url = `/api/practice/attempts/${first.attempt.id}/answers`;
    const one = await send('PUT', url, { question_id: q1.id, selected_answer: 'C' }, learner.headers);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ attempt_id: first.attempt.id, saved: 1 });
    const batch = await send(
      'PUT',
      url,
      {
        answers: [
          { question_id: q2.id, selected_answer: 'B', flagged: true },
          { question_id: q3.id, selected_answer: null, flagged: true },
          { question_id: q1.id, selected_answer: 'D' },
        ],
      },
      learner.headers,
    );
    expect(batch.json().saved).toBe(3);
    expect(keyFieldsIn(batch.json())).toEqual([]);

    await t.database.pool.query(
      `update test_attempts set started_at = started_at - interval '3 minutes',
      deadline_at = deadline_at - interval '3 minutes' where id = $1`,
      [first.attempt.id],
    );
    const again = await start(learner.headers);
    const body = again.json();
    expect(body.attempt.id).toBe(first.attempt.id);
    expect(body.questions.map((q: { id: string }) => q.id)).toEqual(
      first.questions.map((q: { id: string }) => q.id),
    );
    const answers = Object.fromEntries(
      body.attempt.answers.map((a: { question_id: string }) => [a.question_id, a]),
    );
    expect(answers[q1.id]).toEqual({ question_id: q1.id, selected_answer: 'D', flagged: false });
    expect(answers[q2.id]).toEqual({ question_id: q2.id, selected_answer: 'B', flagged: true });
    expect(answers[q3.id]).toEqual({ question_id: q3.id, selected_answer: null, flagged: true });
    expect(body.attempt.remaining_seconds).toBeLessThanOrEqual(17 * 60);
    expect(keyFieldsIn(body)).toEqual([]);

    // Changing the answer without sending `flagged` keeps the flag.
    await send('PUT', url, { question_id: q2.id, selected_answer: 'C' }, learner.headers);
    const third = (await start(learner.headers)).json();
    const q2saved = third.attempt.answers.find((a: { question_id: string }) => a.question_id === q2.id);
    expect(q2saved).toEqual({ question_id: q2.id, selected_answer: 'C', flagged: true });
  });

  it('refuses a question outside the attempt and a letter outside A–D with 422', async () => {
    const learner = await buildPaidLearner(t.db);
    const body = (await start(learner.headers)).json();
    const url = `/api/practice/attempts/${body.attempt.id}/answers`;
    const drawn = new Set(body.questions.map((q: { id: string }) => q.id));
    const outside = pool.find((q) => !drawn.has(q.id))!;
    const foreign = await send(
      'PUT',
      url,
      { question_id: outside.id, selected_answer: 'A' },
      learner.headers,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].msg).toContain('not part of this test attempt');
    const badLetter = await send(
      'PUT',
      url,
      { question_id: body.questions[0].id, selected_answer: 'E' },
      learner.headers,
    );
    expect(badLetter.statusCode).toBe(422);
    const mixed = await send(
      'PUT',
      url,
      {
        answers: [
          { question_id: body.questions[0].id, selected_answer: 'A' },
          { question_id: outside.id, selected_answer: 'A' },
        ],
      },
      learner.headers,
    );
    expect(mixed.statusCode).toBe(422);
    const resumed = (await start(learner.headers)).json();
    expect(resumed.attempt.answers).toEqual([]); // nothing of the refused batch was kept
  });

  it("answers 404 for another learner's attempt", async () => {
    const owner = await buildPaidLearner(t.db);
    const other = await buildPaidLearner(t.db);
    const body = (await start(owner.headers)).json();
    const save = await send(
      'PUT',
      `/api/practice/attempts/${body.attempt.id}/answers`,
      { question_id: body.questions[0].id, selected_answer: 'A' },
      other.headers,
    );
    expect(save.statusCode).toBe(404);
    const submit = await send('POST', `/api/practice/attempts/${body.attempt.id}/submit`, {}, other.headers);
    expect(submit.statusCode).toBe(404);
  });
});
