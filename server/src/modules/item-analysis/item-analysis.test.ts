import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildSubAdmin, type TestUser } from '../../../test/factories';
import { attemptResults, testAttempts } from '../../db/schema/practice';
import { questions } from '../../db/schema/question-bank';

let t: TestContext;
let admin: TestUser;
let learner: TestUser;
let subAdmin: TestUser;
const TEST_ID = 'criminal-law-1-basic';
// a formula, a comma and quotes: the CSV must neither run nor split it
const HOSTILE = '=HYPERLINK("http://x.example","click"), really?';

async function question(text: string, key: string) {
  const [q] = await t.db
    .insert(questions)
    .values({
      boardAreaId: 'criminal-law',
      subjectIndex: 1,
      difficulty: 'basic',
      question: text,
      optionA: 'a',
      optionB: 'b',
      optionC: 'c',
      optionD: 'd',
      correctAnswer: key,
      topic: 'Justifying circumstances',
    })
    .returning();
  return q!;
}

/** One graded attempt of these answers: [question id, key, picked letter or null]. */
async function attempt(user: TestUser, answers: [string, string, string | null][]) {
  const correct = answers.filter(([, key, pick]) => key === pick).length;
  const now = new Date();
  const [a] = await t.db
    .insert(testAttempts)
    .values({
      userId: user.user.id,
      testId: TEST_ID,
      boardAreaId: 'criminal-law',
      subjectIndex: 1,
      difficulty: 'basic',
      questionIds: answers.map(([id]) => id),
      status: 'submitted',
      startedAt: now,
      deadlineAt: now,
      submittedAt: now,
      score: Math.round((correct / answers.length) * 100),
      correctAnswers: correct,
      totalQuestions: answers.length,
    })
    .returning();
  await t.db.insert(attemptResults).values(
    answers.map(([questionId, key, pick], position) => ({
      attemptId: a!.id,
      position,
      questionId,
      question: 'copy',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: key,
      userAnswer: pick,
      isCorrect: pick === key,
    })),
  );
}

let target: string;
let sparse: string;
const fillers: string[] = [];

beforeAll(async () => {
  t = await setupTestApp();
  [admin, learner, subAdmin] = await Promise.all([
    buildAdmin(t.db),
    buildPaidLearner(t.db),
    buildSubAdmin(t.db),
  ]);
  target = (await question(HOSTILE, 'B')).id;
  sparse = (await question('Asked only 29 times?', 'A')).id;
  for (let i = 0; i < 5; i++) fillers.push((await question(`Filler ${i}?`, 'A')).id);
  // core/rules/item-stats.test.ts's hand-computed fixture, as attempts of the target and five
  // fillers: a rest score of 0.8 is 4 of the 5 fillers right, 0.4 is 2 of them
  const responses: [string | null, number][] = [
    ...Array<[string, number]>(10).fill(['B', 0.8]),
    ...Array<[string, number]>(5).fill(['B', 0.4]),
    ...(['A', 'A', 'A', 'C', 'C'] as const).map((p): [string, number] => [p, 0.8]),
    ...(['A', 'A', 'A', 'A', 'C', 'C', 'C', 'C', null, null] as const).map((p): [string | null, number] => [
      p,
      0.4,
    ]),
  ];
  for (const [pick, rest] of responses) {
    const right = rest === 0.8 ? 4 : 2;
    await attempt(learner, [
      [target, 'B', pick],
      ...fillers.map((id, i): [string, string, string] => [id, 'A', i < right ? 'A' : 'B']),
    ]);
  }
  for (let i = 0; i < 29; i++) await attempt(learner, [[sparse, 'A', i % 2 ? 'A' : 'B']]);
});

const list = (query = '', user = admin) =>
  t.app.inject({ url: `/api/admin/item-analysis/questions${query}`, headers: user.headers });

describe('item analysis', () => {
  it('one question: facility, corrected point-biserial, shares and flags as hand-computed', async () => {
    const res = await t.app.inject({
      url: `/api/admin/item-analysis/questions/${target}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const row = res.json();
    expect(row).toMatchObject({ question: HOSTILE, test_id: TEST_ID, correct_answer: 'B', deleted: false });
    expect(row.stats.responses).toBe(30);
    expect(row.stats.facility).toBe(0.5);
    expect(row.stats.discrimination).toBeCloseTo(1 / 3, 9);
    expect(row.stats.choice_shares.A).toBeCloseTo(7 / 30, 12);
    expect(row.stats.choice_shares.D).toBe(0);
    expect(row.stats.omitted_share).toBeCloseTo(2 / 30, 12);
    expect(row.stats.flags).toEqual(['unused_distractor']);
    expect(row.stats.unused_distractors).toEqual(['D']);
  });

  it('below 30 responses: no figure at all, only the count', async () => {
    const row = (
      await t.app.inject({ url: `/api/admin/item-analysis/questions/${sparse}`, headers: admin.headers })
    ).json();
    expect(row.stats).toEqual({
      responses: 29,
      sufficient: false,
      facility: null,
      discrimination: null,
      choice_shares: null,
      omitted_share: null,
      unused_distractors: [],
      flags: [],
    });
  });

  it('sorts on the server, with the questions below the floor last, and pages', async () => {
    const asc = (await list('?sort=facility&order=asc&limit=50')).json();
    expect(asc.total).toBe(7);
    expect(asc.min_responses).toBe(30);
    const facilities = asc.items.map((r: { stats: { facility: number | null } }) => r.stats.facility);
    expect(facilities.at(-1)).toBeNull(); // the 29-response question
    const known = facilities.slice(0, -1) as number[];
    expect(known).toEqual([...known].sort((a, b) => a - b));
    const page2 = (await list('?sort=facility&order=asc&limit=3&page=2')).json();
    expect(page2.items.map((r: { question_id: string }) => r.question_id)).toEqual(
      asc.items.slice(3, 6).map((r: { question_id: string }) => r.question_id),
    );
    const desc = (await list('?sort=discrimination&order=desc')).json();
    expect(desc.items[0].stats.discrimination).toBeGreaterThanOrEqual(desc.items[1].stats.discrimination);
  });

  it('flagged only: every listed question has a flag', async () => {
    const body = (await list('?flagged=true')).json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((r: { stats: { flags: string[] } }) => r.stats.flags.length > 0)).toBe(true);
    expect(body.items.map((r: { question_id: string }) => r.question_id)).not.toContain(sparse);
  });

  it('per test: attempts, learners, items analysed and flagged', async () => {
    const body = (
      await t.app.inject({ url: '/api/admin/item-analysis/tests', headers: admin.headers })
    ).json();
    expect(body.tests).toContainEqual(
      expect.objectContaining({ test_id: TEST_ID, attempts: 59, learners: 1, items: 7, items_analysed: 6 }),
    );
  });

  it('exports the list as CSV with formulas escaped and quotes doubled', async () => {
    const res = await t.app.inject({
      url: `/api/admin/item-analysis/export.csv?test_id=${TEST_ID}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`"'=HYPERLINK(""http://x.example"",""click""), really?"`);
    expect(res.body).toContain('not enough responses (29)');
    expect(res.body.split('\r\n')[0]).toMatch(/^Question ID,Test,Topic,Question,Key,Responses,Facility %/);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(8); // header + 7 questions
  });

  it('learners and sub-admins are refused every call', async () => {
    for (const user of [learner, subAdmin]) {
      expect((await list('', user)).statusCode).toBe(403);
      const csv = await t.app.inject({ url: '/api/admin/item-analysis/export.csv', headers: user.headers });
      expect(csv.statusCode).toBe(403);
    }
  });
});
