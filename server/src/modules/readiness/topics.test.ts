import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner, type TestUser } from '../../../test/factories';
import { videos } from '../../db/schema/courses';
import { studyMaterials } from '../../db/schema/materials';
import { attemptResults, testAttempts } from '../../db/schema/practice';
import { questions } from '../../db/schema/question-bank';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

let n = 0;
/** A question of this topic in criminal law, subject 1 (Criminal Law Book 1), key A. */
async function question(topic: string | null, boardArea = 'criminal-law', subjectIndex = 1) {
  n += 1;
  const [q] = await t.db
    .insert(questions)
    .values({
      boardAreaId: boardArea,
      subjectIndex,
      difficulty: 'basic',
      question: `Topic question ${n}?`,
      optionA: 'a',
      optionB: 'b',
      optionC: 'c',
      optionD: 'd',
      correctAnswer: 'A',
      topic,
    })
    .returning();
  return q!;
}

/** An attempt of `answers` ([question id, right?]); graded unless `open`. `score` sets its percent. */
async function attempt(
  user: TestUser,
  answers: [string, boolean][],
  opts: { open?: boolean; score?: number; boardArea?: string } = {},
) {
  const correct = answers.filter(([, ok]) => ok).length;
  const now = new Date();
  const [a] = await t.db
    .insert(testAttempts)
    .values({
      userId: user.user.id,
      testId: `${opts.boardArea ?? 'criminal-law'}-1-basic`,
      boardAreaId: opts.boardArea ?? 'criminal-law',
      subjectIndex: 1,
      difficulty: 'basic',
      questionIds: answers.map(([id]) => id),
      status: opts.open ? 'in_progress' : 'submitted',
      startedAt: now,
      deadlineAt: new Date(now.getTime() + (opts.open ? 3_600_000 : 0)),
      submittedAt: opts.open ? null : now,
      score: opts.open
        ? null
        : (opts.score ?? (answers.length ? Math.round((correct / answers.length) * 100) : 0)),
      correctAnswers: opts.open ? null : correct,
      totalQuestions: answers.length,
    })
    .returning();
  if (answers.length) {
    await t.db.insert(attemptResults).values(
      answers.map(([questionId, ok], position) => ({
        attemptId: a!.id,
        position,
        questionId,
        question: 'copy',
        options: ['a', 'b', 'c', 'd'],
        correctAnswer: 'A',
        userAnswer: ok ? 'A' : 'B',
        isCorrect: ok,
      })),
    );
  }
}

const get = (user: TestUser, what: 'topics' | 'percentile') =>
  t.app.inject({ url: `/api/readiness/${what}`, headers: user.headers });

describe('GET /api/readiness/percentile: the 20-learner floor', () => {
  const center = 'Floor Test Review Center';
  const learners: TestUser[] = [];

  it('hides both percentiles at 19 learners, saying why, and shows no figure', async () => {
    // 19 learners of one center, averages 1..19 (the only learners with graded tests so far)
    for (let i = 1; i <= 19; i++) {
      const l = await buildPaidLearner(t.db, { subscription: 'pro', review_center: center });
      await attempt(l, [], { score: i });
      learners.push(l);
    }
    const res = await get(learners[9]!, 'percentile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      average: 10,
      review_center: center,
      center: { shown: false, percentile: null, learners: null, reason: 'too_few_learners' },
      all: { shown: false, percentile: null, learners: null, reason: 'too_few_learners' },
      floor: 20,
    });
  });

  it('shows them at 20: average 10 among 1..20 → (9 + ½) / 20 = 48th percentile', async () => {
    const twentieth = await buildPaidLearner(t.db, { subscription: 'pro', review_center: center });
    await attempt(twentieth, [], { score: 20 });
    const body = (await get(learners[9]!, 'percentile')).json();
    expect(body.center).toEqual({ shown: true, percentile: 48, learners: 20, reason: null });
    expect(body.all).toEqual({ shown: true, percentile: 48, learners: 20, reason: null });
    // the learner's own figures only: nothing in the answer is another learner's average
    expect(JSON.stringify(body)).not.toMatch(/"(scores|averages|users?)"/);
    expect((await get(twentieth, 'percentile')).json().center.percentile).toBe(98); // (19 + ½) / 20
  });

  it('averages over all graded tests (the dashboard average); an open attempt does not count', async () => {
    const l = learners[0]!; // had 1
    await attempt(l, [], { score: 41 }); // (1 + 41) / 2 = 21: above 1..20 except itself
    await attempt(l, [], { open: true });
    const body = (await get(l, 'percentile')).json();
    expect(body.average).toBe(21);
    expect(body.center).toMatchObject({ shown: true, percentile: 98, learners: 20 });
  });

  it('a learner without a center or a graded test is told why', async () => {
    const loner = await buildPaidLearner(t.db, { subscription: 'pro', review_center: null });
    expect((await get(loner, 'percentile')).json()).toMatchObject({
      average: null,
      review_center: null,
      center: { shown: false, reason: 'no_average' },
      all: { shown: false, reason: 'no_average' },
    });
    await attempt(loner, [], { score: 50 });
    const body = (await get(loner, 'percentile')).json();
    expect(body.center).toMatchObject({ shown: false, reason: 'no_center' });
    // 21 learners now: 1..20 minus the 1 that became 21 → 2..21 and 50; 50 is the highest: (20 + ½) / 21
    expect(body.all).toMatchObject({ shown: true, learners: 21, percentile: 98 });
  });
});

describe('GET /api/readiness/topics', () => {
  it('shares per topic over graded attempts, own answers only, with the weakest and where to study them', async () => {
    const learner = await buildPaidLearner(t.db, { subscription: 'pro' });
    const other = await buildPaidLearner(t.db);
    const j = await Promise.all([1, 2].map(() => question('Justifying circumstances')));
    const s = await Promise.all([1, 2, 3].map(() => question('Stages of execution')));
    const arson = await question('Arson', 'criminal-investigation', 1);
    const untagged = await question(null);
    const [lecture] = await t.db
      .insert(videos)
      .values({
        boardAreaId: 'criminal-law',
        subjectIndex: 1,
        title: 'Justifying and Exempting Circumstances',
      })
      .returning();
    await t.db.insert(studyMaterials).values({
      boardAreaId: 'criminal-law',
      title: 'Criminal Law and Jurisprudence: Study Guide',
      fileKey: 'materials/x.pdf',
      fileName: 'criminal-law.pdf',
      fileSize: 1,
      mimeType: 'application/pdf',
    });

    // Justifying: 1 of 4 right (the same question twice counts twice) → 25 %
    await attempt(learner, [
      [j[0]!.id, true],
      [j[1]!.id, false],
      [s[0]!.id, true],
      [arson.id, false],
      [untagged.id, false],
    ]);
    await attempt(learner, [
      [j[0]!.id, false],
      [j[1]!.id, false],
      [s[1]!.id, true],
      [s[2]!.id, false],
      [arson.id, false],
    ]);
    // neither an open attempt nor another learner's answers count
    await attempt(learner, [[s[2]!.id, false]], { open: true });
    await attempt(other, [
      [s[2]!.id, false],
      [j[0]!.id, true],
    ]);

    const res = await get(learner, 'topics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.min_answers).toBe(3);
    expect(body.topics).toEqual([
      {
        topic: 'Arson',
        board_area: 'criminal-investigation',
        subject: expect.any(String),
        answered: 2,
        correct: 0,
        share: 0,
      },
      {
        topic: 'Justifying circumstances',
        board_area: 'criminal-law',
        subject: 'Criminal Law Book 1',
        answered: 4,
        correct: 1,
        share: 25,
      },
      {
        topic: 'Stages of execution',
        board_area: 'criminal-law',
        subject: 'Criminal Law Book 1',
        answered: 3,
        correct: 2,
        share: 66.7,
      },
    ]);
    // Arson has 2 answers only: not among the weakest
    expect(body.weakest.map((w: { topic: string }) => w.topic)).toEqual([
      'Justifying circumstances',
      'Stages of execution',
    ]);
    const course = {
      title: 'Criminal Law Book 1',
      url: '/course/criminal-law?subject=Criminal%20Law%20Book%201',
    };
    expect(body.weakest[0]).toMatchObject({
      lecture: {
        title: 'Justifying and Exempting Circumstances',
        url: `/course/criminal-law?v=${lecture!.id}`,
      },
      guide: {
        title: 'Criminal Law and Jurisprudence: Study Guide',
        section: 'Justifying circumstances (Art. 11): the act is lawful',
        url: '/course/criminal-law',
      },
      course,
    });
    // nothing teaches 'Stages of execution' by title here: the subject's course page
    expect(body.weakest[1]).toMatchObject({ lecture: null, course });
  });

  it('has no weakest topic before any topic has 3 answers', async () => {
    const learner = await buildPaidLearner(t.db, { subscription: 'pro' });
    const q = await question('Dactyloscopy: patterns', 'criminalistics', 1);
    await attempt(
      learner,
      [
        [q.id, false],
        [q.id, false],
      ],
      { boardArea: 'criminalistics' },
    );
    const body = (await get(learner, 'topics')).json();
    expect(body.topics).toHaveLength(1);
    expect(body.weakest).toEqual([]);
  });

  it('are Pro features: a Premium learner is told so, with the plan to upgrade to', async () => {
    const premium = await buildPaidLearner(t.db, { subscription: 'premium' });
    const topics = await get(premium, 'topics');
    expect(topics.statusCode).toBe(403);
    expect(topics.json()).toEqual({ detail: 'Scores by topic comes with the Pro plan.', upgrade_to: 'pro' });
    const percentile = await get(premium, 'percentile');
    expect(percentile.statusCode).toBe(403);
    expect(percentile.json().upgrade_to).toBe('pro');
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/readiness/topics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/readiness/percentile' })).statusCode).toBe(401);
  });
});
