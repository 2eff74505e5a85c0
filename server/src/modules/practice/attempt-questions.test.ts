import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { countStatements } from '../../../test/statements';
import { buildPool } from '../question-bank/question-bank.fixtures';
import { forgetAttemptQuestions } from './attempt-questions';
import { keyFieldsIn } from './practice.fixtures';

let t: TestContext;
const { send, startTest } = httpHelpers(() => t.app);
const TEST = 'criminal-law-1-basic';

beforeAll(async () => {
  t = await setupTestApp();
  await buildPool(t.db, { count: 20 });
});
afterEach(() => vi.restoreAllMocks());

type Shown = { id: string; position: number; question: string };

/** Rewrites the attempt's own copy of its questions, as no code of the app ever does. */
const rewriteCopy = (attemptId: string) =>
  t.database.pool.query(
    `update attempt_results set question = 'Rewritten ' || position where attempt_id = $1`,
    [attemptId],
  );

describe('resuming reads the drawn questions from memory and the answers from the database', () => {
  it('serves the questions drawn at the start, with every saved answer in question order', async () => {
    const learner = await buildPaidLearner(t.db);
    const first = (await startTest(learner.headers, TEST)).json();
    const [q1, q2, q3] = first.questions as Shown[];
    const url = `/api/practice/attempts/${first.attempt.id}/answers`;
    // Saved out of order, in two calls.
    await send('PUT', url, { question_id: q3!.id, selected_answer: 'A' }, learner.headers);
    await send(
      'PUT',
      url,
      {
        answers: [
          { question_id: q1!.id, selected_answer: 'C' },
          { question_id: q2!.id, selected_answer: null, flagged: true },
        ],
      },
      learner.headers,
    );
    await rewriteCopy(first.attempt.id);

    const resumed = (await startTest(learner.headers, TEST)).json();
    expect(resumed.attempt.id).toBe(first.attempt.id);
    // From memory: the rewrite of the stored copy is not read.
    expect(resumed.questions).toEqual(first.questions);
    expect(resumed.attempt.answers).toEqual([
      { question_id: q1!.id, selected_answer: 'C', flagged: false },
      { question_id: q2!.id, selected_answer: null, flagged: true },
      { question_id: q3!.id, selected_answer: 'A', flagged: false },
    ]);
    expect(keyFieldsIn(resumed)).toEqual([]);
  });

  it('reads them from the attempt’s copy when this instance does not hold them (started on another)', async () => {
    const learner = await buildPaidLearner(t.db);
    const first = (await startTest(learner.headers, TEST)).json();
    const [q1, q2] = first.questions as Shown[];
    const url = `/api/practice/attempts/${first.attempt.id}/answers`;
    await send('PUT', url, { question_id: q2!.id, selected_answer: 'B' }, learner.headers);
    await rewriteCopy(first.attempt.id);
    forgetAttemptQuestions(first.attempt.id);

    const resumed = (await startTest(learner.headers, TEST)).json();
    expect(resumed.questions.map((q: Shown) => q.id)).toEqual(first.questions.map((q: Shown) => q.id));
    expect(resumed.questions.map((q: Shown) => q.question)).toEqual(
      first.questions.map((q: Shown) => `Rewritten ${q.position}`),
    );
    expect(resumed.questions[0].options).toEqual(first.questions[0].options);
    expect(resumed.attempt.answers).toEqual([{ question_id: q2!.id, selected_answer: 'B', flagged: false }]);
    expect(keyFieldsIn(resumed)).toEqual([]);
    // Kept from then on: the answer saved next is read with them.
    await send('PUT', url, { question_id: q1!.id, selected_answer: 'D' }, learner.headers);
    const again = (await startTest(learner.headers, TEST)).json();
    expect(again.questions).toEqual(resumed.questions);
    expect(again.attempt.answers.map((a: { question_id: string }) => a.question_id)).toEqual([
      q1!.id,
      q2!.id,
    ]);
  });
});

describe('resumes of one moment go to PostgreSQL together', () => {
  it('gives each learner their own attempt and answers, in fewer statements than resumes', async () => {
    const learners = await Promise.all(Array.from({ length: 10 }, () => buildPaidLearner(t.db)));
    const firsts = await Promise.all(learners.map(async (l) => (await startTest(l.headers, TEST)).json()));
    await Promise.all(
      firsts.map((f, i) =>
        send(
          'PUT',
          `/api/practice/attempts/${f.attempt.id}/answers`,
          { question_id: f.questions[i % 5].id, selected_answer: 'ABCD'[i % 4] },
          learners[i]!.headers,
        ),
      ),
    );
    const newcomer = await buildPaidLearner(t.db); // no open attempt: resumes nothing, starts one
    const statements = countStatements('open_attempts_with_answers');

    const [fresh, ...resumed] = await Promise.all(
      [newcomer, ...learners].map(async (l) => (await startTest(l.headers, TEST)).json()),
    );
    expect(statements()).toBeLessThan(learners.length + 1);
    for (const [i, r] of resumed.entries()) {
      expect(r.attempt.id).toBe(firsts[i].attempt.id);
      expect(r.attempt.answers).toEqual([
        { question_id: firsts[i].questions[i % 5].id, selected_answer: 'ABCD'[i % 4], flagged: false },
      ]);
    }
    expect(firsts.map((f) => f.attempt.id)).not.toContain(fresh.attempt.id);
    expect(fresh.attempt.answers).toEqual([]);
  });
});
