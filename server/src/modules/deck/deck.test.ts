import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { wrongFor } from '../practice/practice.fixtures';
import { buildPool } from '../question-bank/question-bank.fixtures';
import type { QuestionRow } from '../question-bank/question-bank.service';
import { remindDueCards } from './deck.service';

let t: TestContext;
const { get, send, startTest } = httpHelpers(() => t.app);
let pool: QuestionRow[];
const keyOf = (id: string) => pool.find((q) => q.id === id)!.correctAnswer;

beforeAll(async () => {
  t = await setupTestApp();
  pool = await buildPool(t.db, { count: 20 });
});

/** Takes criminal-law-1-basic: `wrong` answered wrong, `blank` left unanswered, the rest right. */
async function takeTest(learner: TestUser, wrong: number, blank = 0) {
  const body = (await startTest(learner.headers, 'criminal-law-1-basic')).json();
  const qs: { id: string }[] = body.questions;
  const answers = qs.slice(blank).map((q, i) => ({
    question_id: q.id,
    selected_answer: i < wrong ? wrongFor(keyOf(q.id)) : keyOf(q.id),
  }));
  await send('PUT', `/api/practice/attempts/${body.attempt.id}/answers`, { answers }, learner.headers);
  await send('POST', `/api/practice/attempts/${body.attempt.id}/submit`, {}, learner.headers);
  return qs.slice(blank, blank + wrong).map((q) => q.id);
}

describe('the missed-question deck', () => {
  it('gets a card for every question answered wrong (not for unanswered or right ones), due today', async () => {
    const learner = await buildPaidLearner(t.db);
    await takeTest(learner, 3, 2);
    const summary = (await get('/api/deck/summary', learner.headers)).json();
    expect(summary).toEqual({ due_today: 3, total_cards: 3, exam_date: null, cle_dates: [] });
  });

  it('shows a card without its key, then grades the answer and shows the key, explanation and citation', async () => {
    const learner = await buildPaidLearner(t.db);
    const missed = await takeTest(learner, 1);
    const next = (await get('/api/deck/next', learner.headers)).json();
    expect(next.due_today).toBe(1);
    expect(next.card).toMatchObject({ reviews: 0, board_area: 'criminal-law' });
    expect(next.card.options).toHaveLength(4);
    expect(JSON.stringify(next)).not.toMatch(/correct_answer|explanation|citation/);
    const question = pool.find((q) => q.id === missed[0])!;
    expect(next.card.question).toBe(question.question);

    const res = await send(
      'POST',
      `/api/deck/cards/${next.card.id}/answer`,
      { answer: question.correctAnswer },
      learner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_correct: true, correct_answer: question.correctAnswer });
    expect(new Date(res.json().next_due).getTime()).toBeGreaterThan(Date.now());
    // answered right: no longer due at once; a second answer now is refused
    const again = await send(
      'POST',
      `/api/deck/cards/${next.card.id}/answer`,
      { answer: 'A' },
      learner.headers,
    );
    expect(again.statusCode).toBe(409);
  });

  it("keeps each learner's cards to themselves", async () => {
    const owner = await buildPaidLearner(t.db);
    const other = await buildPaidLearner(t.db);
    await takeTest(owner, 1);
    const card = (await get('/api/deck/next', owner.headers)).json().card;
    expect((await get('/api/deck/next', other.headers)).json()).toEqual({ card: null, due_today: 0 });
    const res = await send('POST', `/api/deck/cards/${card.id}/answer`, { answer: 'A' }, other.headers);
    expect(res.statusCode).toBe(404);
  });

  it('takes an exam date from today on, and refuses a past one', async () => {
    const learner = await buildPaidLearner(t.db);
    const past = await send('PUT', '/api/deck/exam-date', { exam_date: '2020-01-01' }, learner.headers);
    expect(past.statusCode).toBe(422);
    expect(past.json().detail).toBe('The exam date must be today or later');
    const set = await send('PUT', '/api/deck/exam-date', { exam_date: '2099-06-01' }, learner.headers);
    expect(set.json().exam_date).toBe('2099-06-01');
    const cleared = await send('PUT', '/api/deck/exam-date', { exam_date: null }, learner.headers);
    expect(cleared.json().exam_date).toBeNull();
  });
});

describe('the morning reminder', () => {
  it('puts one notification in the bell of each learner with cards due today, with the count', async () => {
    const learner = await buildPaidLearner(t.db);
    const none = await buildPaidLearner(t.db);
    await takeTest(learner, 2);
    await remindDueCards(t.db);
    const mine = (await get('/api/notifications', learner.headers)).json().notifications;
    const reminder = mine.filter((n: { type: string }) => n.type === 'review_due');
    expect(reminder).toHaveLength(1);
    expect(reminder[0].message).toBe('2 questions you missed are due in your review deck today.');
    const theirs = (await get('/api/notifications', none.headers)).json().notifications;
    expect(theirs.filter((n: { type: string }) => n.type === 'review_due')).toHaveLength(0);
  });
});

describe('the next CLE dates (an administrator setting)', () => {
  it('are offered from today on, in order; the learner picks one or a date of their own', async () => {
    const admin = await buildAdmin(t.db);
    const learner = await buildPaidLearner(t.db);
    const set = await send(
      'PUT',
      '/api/admin/settings',
      { cle_dates: ['2099-12-05', '2020-06-01', '2099-06-14', '2099-06-14'] },
      admin.headers,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().cle_dates).toEqual(['2020-06-01', '2099-06-14', '2099-12-05']); // sorted, once each
    const summary = (await get('/api/deck/summary', learner.headers)).json();
    expect(summary.cle_dates).toEqual(['2099-06-14', '2099-12-05']); // the past date is not offered

    const picked = await send('PUT', '/api/deck/exam-date', { exam_date: '2099-06-14' }, learner.headers);
    expect(picked.json()).toMatchObject({ exam_date: '2099-06-14', cle_dates: ['2099-06-14', '2099-12-05'] });
    const custom = await send('PUT', '/api/deck/exam-date', { exam_date: '2099-07-01' }, learner.headers);
    expect(custom.json().exam_date).toBe('2099-07-01');

    expect(
      (await send('PUT', '/api/admin/settings', { cle_dates: ['14/06/2099'] }, admin.headers)).statusCode,
    ).toBe(422);
    const cleared = await send('PUT', '/api/admin/settings', { cle_dates: [] }, admin.headers);
    expect(cleared.json().cle_dates).toEqual([]);
    expect((await get('/api/deck/summary', learner.headers)).json().cle_dates).toEqual([]);
  });
});
