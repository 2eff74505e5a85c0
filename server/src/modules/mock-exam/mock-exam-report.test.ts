import { BOARD_AREAS } from '@core/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { wrongFor } from '../practice/practice.fixtures';
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
