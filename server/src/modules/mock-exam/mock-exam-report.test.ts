import { BOARD_AREAS } from '@core/catalog';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { questions } from '../../db/schema/question-bank';
import { keyFieldsIn, wrongFor } from '../practice/practice.fixtures';
import type { QuestionRow } from '../question-bank/question-bank.service';
import { buildMockBank } from './mock-exam.fixtures';

let t: TestContext;
const { get, send } = httpHelpers(() => t.app);
let bank: QuestionRow[] = [];
const keyOf = (id: string) => bank.find((q) => q.id === id)!.correctAnswer;

beforeAll(async () => {
  t = await setupTestApp();
  bank = await buildMockBank(t.db);
});

const pro = () => buildPaidLearner(t.db, { subscription: 'pro' });
const create = (u: TestUser) => send('POST', '/api/mock-exams', { form: 'short' }, u.headers);
const area = (mockId: string, position: number, action: string) =>
  `/api/mock-exams/${mockId}/areas/${position}/${action}`;
const start = (u: TestUser, mockId: string, position: number) =>
  send('POST', area(mockId, position, 'start'), {}, u.headers);
const submit = (u: TestUser, mockId: string, position: number, answers: object[] = []) =>
  send('POST', area(mockId, position, 'submit'), { answers }, u.headers);

describe('the report card', () => {
  it('rates each area, weighs them with the catalog and gives the verdict of the CLE rule', async () => {
    const u = await pro();
    const mock = (await create(u)).json();
    // 18 of 20 right everywhere but correctional administration (10 of 20).
    let last = mock;
    for (const s of mock.sittings) {
      const body = (await start(u, mock.id, s.position)).json();
      const right = s.board_area === 'correctional-administration' ? 10 : 18;
      const answers = body.sitting.questions.map((q: { id: string }, i: number) => ({
        question_id: q.id,
        selected_answer: i < right ? keyOf(q.id) : wrongFor(keyOf(q.id)),
      }));
      last = (await submit(u, mock.id, s.position, answers)).json();
    }
    expect(last.status).toBe('completed');
    const weight = (id: string) => BOARD_AREAS.find((a) => a.id === id)!.weight;
    const expected =
      (90 * (100 - weight('correctional-administration')) + 50 * weight('correctional-administration')) / 100;
    expect(last.report).toMatchObject({
      weighted_average: expected,
      verdict: 'deferred',
      retake_areas: ['correctional-administration'],
      passing_average: 75,
      area_floor: 60,
    });
    expect(last.report.areas[0]).toMatchObject({
      board_area: 'criminal-law',
      correct: 18,
      total: 20,
      rating: 90,
    });
    const review = await get(area(mock.id, 6, 'review'), u.headers);
    expect(review.statusCode).toBe(200);
    expect(review.json().detailed_results[0].correct_answer).toMatch(/^[ABCD]$/);
    // Item analysis lists practice tests: a mock sitting is none.
    const admin = await buildAdmin(t.db);
    const tests = (await get('/api/admin/item-analysis/tests', admin.headers)).json().tests;
    expect(tests.filter((x: { test_id: string }) => x.test_id.startsWith('mock:'))).toEqual([]);
    const overview = (await get('/api/mock-exams', u.headers)).json();
    expect(overview.current).toBeNull();
    expect(overview.past[0]).toMatchObject({ id: mock.id, verdict: 'deferred', weighted_average: expected });
  });
});

describe("an area's review", () => {
  it('opens once that area is submitted, with the key and citation, and never for an unsubmitted area', async () => {
    const u = await pro();
    const mock = (await create(u)).json();
    const refused = async (position: number) => {
      const res = await get(area(mock.id, position, 'review'), u.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('The review of an area opens once the area is submitted');
      expect(keyFieldsIn(res.json())).toEqual([]);
    };
    await refused(1); // not started
    const drawn = (await start(u, mock.id, 1)).json().sitting.questions as { id: string }[];
    await refused(1); // running
    const first = drawn[0]!.id;
    await t.db.update(questions).set({ citation: 'RPC, Art. 6' }).where(eq(questions.id, first));
    await submit(u, mock.id, 1, [{ question_id: first, selected_answer: wrongFor(keyOf(first)) }]);

    const res = await get(area(mock.id, 1, 'review'), u.headers);
    expect(res.statusCode).toBe(200);
    const items = res.json().detailed_results;
    expect(items).toHaveLength(drawn.length);
    expect(items.find((i: { question_id: string }) => i.question_id === first)).toMatchObject({
      user_answer: wrongFor(keyOf(first)),
      correct_answer: keyOf(first),
      is_correct: false,
      citation: 'RPC, Art. 6',
    });
    await refused(2); // the next area, not started: the mock is still running
    const other = await pro();
    expect((await get(area(mock.id, 1, 'review'), other.headers)).statusCode).toBe(404);
  });
});
