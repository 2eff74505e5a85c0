import { MOCK_SITTINGS } from '@core/rules/mock-exam';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner, buildUser, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { sweepOverdueAttempts } from '../practice/attempt-sweeper';
import { keyFieldsIn, wrongFor } from '../practice/practice.fixtures';
import type { QuestionRow } from '../question-bank/question-bank.service';
import { buildMockBank, sawEarlier } from './mock-exam.fixtures';

let t: TestContext;
const { get, send } = httpHelpers(() => t.app);
const bank: QuestionRow[] = [];
const keyOf = (id: string) => bank.find((q) => q.id === id)!.correctAnswer;
const difficultyOf = (id: string) => bank.find((q) => q.id === id)!.difficulty;

beforeAll(async () => {
  t = await setupTestApp();
  bank.push(...(await buildMockBank(t.db)));
});

const pro = () => buildPaidLearner(t.db, { subscription: 'pro' });
const create = (u: TestUser, form = 'short') => send('POST', '/api/mock-exams', { form }, u.headers);
const area = (mockId: string, position: number, action: string) =>
  `/api/mock-exams/${mockId}/areas/${position}/${action}`;
const start = (u: TestUser, mockId: string, position: number) =>
  send('POST', area(mockId, position, 'start'), {}, u.headers);
const submit = (u: TestUser, mockId: string, position: number, answers: object[] = []) =>
  send('POST', area(mockId, position, 'submit'), { answers }, u.headers);
const ids = (sitting: { questions: { id: string }[] }) => sitting.questions.map((q) => q.id);

describe('starting a mock board exam', () => {
  it('lays out six sittings in the program order with the short form’s items and minutes', async () => {
    const u = await pro();
    const res = await create(u);
    expect(res.statusCode).toBe(201);
    const mock = res.json();
    expect(mock).toMatchObject({ form: 'short', status: 'in_progress', next_position: 1, report: null });
    expect(mock.sittings.map((s: { board_area: string }) => s.board_area)).toEqual(
      MOCK_SITTINGS.map((s) => s.area),
    );
    expect(mock.sittings.map((s: { minutes: number }) => s.minutes)).toEqual([23, 17, 23, 17, 23, 17]);
    expect(
      mock.sittings.every(
        (s: { items: number; status: string }) => s.items === 20 && s.status === 'not_started',
      ),
    ).toBe(true);
    expect((await create(u)).statusCode).toBe(409); // one running mock at a time
    expect((await get('/api/mock-exams', u.headers)).json().current.id).toBe(mock.id);
  });

  it('draws the blueprint mix, never the key, and areas only in order', async () => {
    const u = await pro();
    const mock = (await create(u)).json();
    expect((await start(u, mock.id, 2)).statusCode).toBe(409);
    const res = await start(u, mock.id, 1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(keyFieldsIn(body)).toEqual([]);
    expect(body.sitting.questions).toHaveLength(20);
    const mix = { basic: 0, intermediate: 0, advanced: 0 } as Record<string, number>;
    for (const id of ids(body.sitting)) mix[difficultyOf(id)]! += 1;
    expect(mix).toEqual({ basic: 6, intermediate: 10, advanced: 4 });
    expect(body.sitting.attempt.remaining_seconds).toBeGreaterThan(22 * 60);
    expect(body.mock.sittings[0]).toMatchObject({
      status: 'in_progress',
      items_drawn: 20,
      repeated_items: 0,
    });
    expect(keyFieldsIn((await get(`/api/mock-exams/${mock.id}`, u.headers)).json())).toEqual([]);
    expect((await get(area(mock.id, 1, 'review'), u.headers)).statusCode).toBe(409);
  });
});

describe('the draw and the last 30 days', () => {
  const basics = () => bank.filter((q) => q.boardAreaId === 'criminal-law' && q.difficulty === 'basic');

  it('leaves out items the learner saw within 30 days while the pool allows', async () => {
    const u = await pro();
    const seen = basics()
      .slice(0, 24)
      .map((q) => q.id); // 6 of 30 basic items stay unseen
    await sawEarlier(t.db, u, seen, 29);
    const mock = (await create(u)).json();
    const body = (await start(u, mock.id, 1)).json();
    expect(ids(body.sitting).filter((id) => seen.includes(id))).toEqual([]);
    expect(body.mock.sittings[0].repeated_items).toBe(0);
  });

  it('repeats seen items only when the pool runs short, and says how many; older than 30 days is unseen', async () => {
    const u = await pro();
    await sawEarlier(
      t.db,
      u,
      basics()
        .slice(0, 27)
        .map((q) => q.id),
      3,
    ); // 3 basic items unseen
    await sawEarlier(
      t.db,
      u,
      basics()
        .slice(27)
        .map((q) => q.id),
      31,
    );
    const mock = (await create(u)).json();
    const body = (await start(u, mock.id, 1)).json();
    expect(body.mock.sittings[0]).toMatchObject({ repeated_items: 3, off_mix_items: 0, missing_items: 0 });
    expect(body.sitting.questions).toHaveLength(20);
  });
});

describe('server-side guarantees', () => {
  it('resumes after a reload with the saved answers, and a second submit returns the same result', async () => {
    const u = await pro();
    const mock = (await create(u)).json();
    const first = (await start(u, mock.id, 1)).json();
    const [q1, q2] = first.sitting.questions;
    const saved = await send(
      'PUT',
      area(mock.id, 1, 'answers'),
      {
        answers: [
          { question_id: q1.id, selected_answer: keyOf(q1.id) },
          { question_id: q2.id, selected_answer: wrongFor(keyOf(q2.id)), flagged: true },
        ],
      },
      u.headers,
    );
    expect(saved.statusCode).toBe(200);
    const again = (await start(u, mock.id, 1)).json(); // the page reloads
    expect(again.sitting.attempt.id).toBe(first.sitting.attempt.id);
    expect(ids(again.sitting)).toEqual(ids(first.sitting));
    expect(again.sitting.attempt.answers).toEqual(
      expect.arrayContaining([
        { question_id: q1.id, selected_answer: keyOf(q1.id), flagged: false },
        { question_id: q2.id, selected_answer: wrongFor(keyOf(q2.id)), flagged: true },
      ]),
    );
    const once = await submit(u, mock.id, 1);
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({ next_position: 2, report: null });
    expect(once.json().sittings[0]).toMatchObject({ status: 'submitted', auto_submitted: false });
    const twice = await submit(u, mock.id, 1, [{ question_id: q2.id, selected_answer: keyOf(q2.id) }]);
    expect(twice.json()).toEqual(once.json());
    const graded = await t.database.pool.query(
      'select correct_answers, kind from test_attempts where id = $1',
      [first.sitting.attempt.id],
    );
    expect(graded.rows[0]).toEqual({ correct_answers: 1, kind: 'mock' });
    // A mock sitting is no catalog test: nothing is locked for the learner.
    const locks = await t.database.pool.query(
      'select count(*)::int as n from test_access where user_id = $1',
      [u.user.id],
    );
    expect(locks.rows[0].n).toBe(0);
    expect((await start(u, mock.id, 1)).statusCode).toBe(409);
  });

  it('keeps the deadline on the server: late answers are refused and the area is graded from what was saved in time', async () => {
    const u = await pro();
    const mock = (await create(u)).json();
    const body = (await start(u, mock.id, 1)).json();
    const q1 = body.sitting.questions[0];
    await send(
      'PUT',
      area(mock.id, 1, 'answers'),
      { answers: [{ question_id: q1.id, selected_answer: keyOf(q1.id) }] },
      u.headers,
    );
    await t.database.pool.query(
      `update test_attempts set deadline_at = now() - interval '1 minute' where id = $1`,
      [body.sitting.attempt.id],
    );
    const late = await send(
      'PUT',
      area(mock.id, 1, 'answers'),
      { answers: [{ question_id: q1.id, selected_answer: wrongFor(keyOf(q1.id)) }] },
      u.headers,
    );
    expect(late.statusCode).toBe(409);
    const after = (await get(`/api/mock-exams/${mock.id}`, u.headers)).json();
    expect(after.sittings[0]).toMatchObject({ status: 'submitted', auto_submitted: true });
    expect(after.next_position).toBe(2);
  });

  it('the sweeper grades a sitting abandoned past its deadline', async () => {
    const u = await pro();
    const mock = (await create(u)).json();
    const body = (await start(u, mock.id, 1)).json();
    await t.database.pool.query(
      `update test_attempts set deadline_at = now() - interval '1 minute' where id = $1`,
      [body.sitting.attempt.id],
    );
    expect(await sweepOverdueAttempts(t.db)).toBeGreaterThanOrEqual(1);
    const row = await t.database.pool.query(
      'select status, auto_submitted from test_attempts where id = $1',
      [body.sitting.attempt.id],
    );
    expect(row.rows[0]).toEqual({ status: 'submitted', auto_submitted: true });
  });

  it('discards an unfinished mock after grading its running area; a finished one is kept', async () => {
    const u = await pro();
    const mock = (await create(u)).json();
    const body = (await start(u, mock.id, 1)).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/mock-exams/${mock.id}`,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/mock-exams/${mock.id}`, u.headers)).statusCode).toBe(404);
    const row = await t.database.pool.query('select status from test_attempts where id = $1', [
      body.sitting.attempt.id,
    ]);
    expect(row.rows[0].status).toBe('submitted');
    expect((await create(u)).statusCode).toBe(201);
  });

  it("is the learner's own: another learner's mock reads as absent", async () => {
    const u = await pro();
    const other = await pro();
    const mock = (await create(u)).json();
    expect((await get(`/api/mock-exams/${mock.id}`, other.headers)).statusCode).toBe(404);
    expect((await start(other, mock.id, 1)).statusCode).toBe(404);
  });
});

describe('entitlement', () => {
  it('is a Pro feature: a Premium learner is told which plan includes it; a running trial gets it', async () => {
    const premium = await buildPaidLearner(t.db);
    const res = await get('/api/mock-exams', premium.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'The mock board exam comes with the Pro plan.', upgrade_to: 'pro' });
    expect((await create(premium)).statusCode).toBe(403);
    const trial = await buildUser(t.db);
    expect((await get('/api/mock-exams', trial.headers)).statusCode).toBe(200);
  });
});
