import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { countStatements } from '../../../test/statements';
import { buildPool } from '../question-bank/question-bank.fixtures';
import { type SaveRequest, saveWithOthers } from './save-batch';

let t: TestContext;
const { send, startTest } = httpHelpers(() => t.app);
const TEST = 'criminal-law-1-basic';

beforeAll(async () => {
  t = await setupTestApp();
  await buildPool(t.db, { count: 20 });
});
afterEach(() => vi.restoreAllMocks());

type Started = { learner: TestUser; attemptId: string; questions: string[] };

async function started(): Promise<Started> {
  const learner = await buildPaidLearner(t.db);
  const body = (await startTest(learner.headers, TEST)).json();
  return { learner, attemptId: body.attempt.id, questions: body.questions.map((q: { id: string }) => q.id) };
}

/** Counts the save statements sent to PostgreSQL from now on. */
const countSaveStatements = () => countStatements('insert into attempt_answers');

async function savedOf(attemptId: string) {
  const { rows } = await t.database.pool.query<{
    question_id: string;
    selected_answer: string | null;
    flagged: boolean;
  }>(
    'select question_id, selected_answer, flagged from attempt_answers where attempt_id = $1 order by question_id',
    [attemptId],
  );
  return rows;
}

const request = (s: Started, answers: [string, string | null][], flagged?: boolean): SaveRequest => ({
  attemptId: s.attemptId,
  userId: s.learner.user.id,
  kind: 'practice',
  answers: answers.map(([questionId, selectedAnswer]) => ({ questionId, selectedAnswer, flagged })),
  blocked: { deniedAreas: [], lockedTests: [] },
});

describe('saves of one moment go to PostgreSQL together', () => {
  it('saves every learner’s answers whole, in fewer statements than saves', async () => {
    const all = await Promise.all(Array.from({ length: 12 }, started));
    const statements = countSaveStatements();
    const responses = await Promise.all(
      all.map((s, i) =>
        send(
          'PUT',
          `/api/practice/attempts/${s.attemptId}/answers`,
          {
            answers: [
              { question_id: s.questions[0], selected_answer: 'ABCD'[i % 4] },
              { question_id: s.questions[1], selected_answer: null, flagged: true },
            ],
          },
          s.learner.headers,
        ),
      ),
    );
    for (const res of responses) expect(res.json()).toMatchObject({ saved: 2 });
    expect(statements()).toBeLessThan(all.length);
    for (const [i, s] of all.entries()) {
      const saved = await savedOf(s.attemptId);
      expect(saved).toHaveLength(2);
      expect(saved.find((r) => r.question_id === s.questions[0])).toMatchObject({
        selected_answer: 'ABCD'[i % 4],
        flagged: false,
      });
      expect(saved.find((r) => r.question_id === s.questions[1])).toMatchObject({
        selected_answer: null,
        flagged: true,
      });
    }
  });

  it('gives each save its own outcome: a late or foreign one writes nothing, the others are saved', async () => {
    const [first, late, foreign, good] = await Promise.all([started(), started(), started(), started()]);
    await t.database.pool.query(
      `update test_attempts set deadline_at = now() - interval '1 hour', started_at = now() - interval '2 hours' where id = $1`,
      [late!.attemptId],
    );
    const statements = countSaveStatements();
    // The first goes at once; the three that come while it is in flight share the next statement.
    const results = await Promise.all([
      saveWithOthers(t.db, request(first!, [[first!.questions[0]!, 'A']])),
      saveWithOthers(t.db, request(late!, [[late!.questions[0]!, 'B']])),
      saveWithOthers(
        t.db,
        request(foreign!, [
          [foreign!.questions[0]!, 'C'],
          [good!.questions.find((q) => !foreign!.questions.includes(q)) ?? first!.attemptId, 'C'],
        ]),
      ),
      saveWithOthers(
        t.db,
        request(good!, [
          [good!.questions[2]!, 'D'],
          [good!.questions[3]!, 'A'],
        ]),
      ),
    ]);
    expect(statements()).toBe(2);
    expect(results.map((r) => r.written)).toEqual([1, 0, 0, 2]);
    expect(results[3]!.deadlineAt).toBeInstanceOf(Date);
    expect(await savedOf(late!.attemptId)).toEqual([]);
    expect(await savedOf(foreign!.attemptId)).toEqual([]); // all of a request or nothing
    expect((await savedOf(good!.attemptId)).map((r) => r.selected_answer).sort()).toEqual(['A', 'D']);
  });

  it('sends two saves of one attempt one after the other, in the order they came', async () => {
    const s = await started();
    const statements = countSaveStatements();
    const q = s.questions[0]!;
    const results = await Promise.all([
      saveWithOthers(t.db, request(s, [[q, 'A']], true)),
      saveWithOthers(t.db, request(s, [[q, 'B']])),
      saveWithOthers(t.db, request(s, [[q, 'C']])),
    ]);
    expect(results.map((r) => r.written)).toEqual([1, 1, 1]);
    expect(statements()).toBe(3);
    expect(await savedOf(s.attemptId)).toEqual([{ question_id: q, selected_answer: 'C', flagged: true }]);
  });

  it('does not fail the others when one save makes the statement fail', async () => {
    const [first, good, other] = await Promise.all([started(), started(), started()]);
    const results = await Promise.allSettled([
      saveWithOthers(t.db, request(first!, [[first!.questions[0]!, 'A']])),
      saveWithOthers(t.db, request(good!, [[good!.questions[0]!, 'B']])),
      saveWithOthers(t.db, { ...request(other!, [['not-a-uuid', 'C']]) }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await savedOf(good!.attemptId)).toMatchObject([{ selected_answer: 'B' }]);
  });
});
