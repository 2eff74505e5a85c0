import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

const base = {
  board_area: 'criminal-law',
  subject_index: 3,
  difficulty_level: 'intermediate',
  explanation: 'Rule 113, Section 5.',
};
const create = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/questions', payload, headers });

describe('admin question CRUD', () => {
  it('stores array options and an index answer canonically, with aliases and subject names resolved', async () => {
    const res = await create({
      ...base,
      question: 'When is a warrantless arrest lawful?',
      options: ['In flagrante delicto', 'Never', 'On suspicion', 'At night'],
      correct_answer: 0,
      points: 2,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      board_area: 'criminal-law',
      subject: 'Criminal Procedure',
      subject_index: 3,
      test_id: 'criminal-law-3-intermediate',
      correct_answer: 'A',
      options: ['In flagrante delicto', 'Never', 'On suspicion', 'At night'],
      all_options: { A: 'In flagrante delicto', B: 'Never', C: 'On suspicion', D: 'At night' },
      points: 2,
      author_id: admin.user.id,
    });

    const keyed = await create({
      board_area: 'crime-detection',
      subject: 'traffic management and accident investigation',
      difficulty_level: 'Basic',
      question: 'What does the "3 E\'s" of traffic management stand for?',
      options: { A: ' Education ', B: 'Enforcement', C: 'Engineering', D: 'All of these' },
      correct_answer: 'd',
    });
    expect(keyed.statusCode).toBe(201);
    expect(keyed.json()).toMatchObject({
      board_area: 'criminal-investigation',
      subject_index: 2,
      difficulty_level: 'basic',
      correct_answer: 'D',
      all_options: { A: 'Education' },
      points: 1,
    });
  });

  it('refuses invalid questions with 422 and duplicates with 409', async () => {
    const missingOption = await create({
      ...base,
      question: 'Q?',
      options: { A: 'a', B: 'b', C: 'c' },
      correct_answer: 'A',
    });
    expect(missingOption.statusCode).toBe(422);
    const badKey = await create({
      ...base,
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correct_answer: 'E',
    });
    expect(badKey.statusCode).toBe(422);
    expect(JSON.stringify(badKey.json().detail)).toContain('correct_answer must be a letter');
    const badArea = await create({
      ...base,
      board_area: 'astrology',
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correct_answer: 'A',
    });
    expect(badArea.statusCode).toBe(422);
    const noSubject = await create({
      board_area: 'criminal-law',
      difficulty_level: 'basic',
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correct_answer: 'A',
    });
    expect(noSubject.statusCode).toBe(422);
    const tooManyPoints = await create({
      ...base,
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correct_answer: 'A',
      points: 11,
    });
    expect(tooManyPoints.statusCode).toBe(422);

    const q = {
      ...base,
      question: 'What is the quantum of proof for conviction?',
      options: ['a', 'b', 'c', 'd'],
      correct_answer: 'B',
    };
    expect((await create(q)).statusCode).toBe(201);
    const dup = await create({ ...q, question: '  what is the quantum   of proof for conviction? ' });
    expect(dup.statusCode).toBe(409);
  });

  it('lists with filters and pages, updates and deletes', async () => {
    for (let i = 0; i < 3; i++) {
      await create({
        ...base,
        subject_index: 4,
        question: `Evidence question ${i}?`,
        options: ['a', 'b', 'c', 'd'],
        correct_answer: i,
      });
    }
    const list = await t.app.inject({
      url: '/api/admin/questions?board_area=criminal-law&subject_index=4&difficulty_level=intermediate&limit=2&page=1',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(list.json().questions).toHaveLength(2);
    const page2 = await t.app.inject({
      url: '/api/admin/questions?subject_index=4&limit=2&page=2',
      headers: admin.headers,
    });
    expect(page2.json().questions).toHaveLength(1);

    const id = list.json().questions[0].id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${id}`,
      headers: admin.headers,
      payload: {
        ...base,
        question: 'Edited evidence question?',
        options: ['w', 'x', 'y', 'z'],
        correct_answer: 'C',
        subject_index: undefined,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id,
      question: 'Edited evidence question?',
      correct_answer: 'C',
      subject_index: 4,
    });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/questions/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/questions/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const audit = await t.database.pool.query(
      'select actor_id, action, target_type from audit_log where target_id = $1',
      [id],
    );
    expect(audit.rows).toEqual([
      { actor_id: admin.user.id, action: 'question.delete', target_type: 'question' },
    ]);
  });

  it('keeps the topic and the citation of a question, blank as null', async () => {
    const res = await create({
      ...base,
      question: 'Which rule governs arrests without a warrant?',
      options: ['Rule 113', 'Rule 126', 'Rule 112', 'Rule 110'],
      correct_answer: 'A',
      topic: ' Warrantless arrest ',
      citation: 'Rules of Court, Rule 113, Section 5',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      topic: 'Warrantless arrest',
      citation: 'Rules of Court, Rule 113, Section 5',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${res.json().id}`,
      headers: admin.headers,
      payload: {
        ...base,
        question: 'Which rule governs arrests without a warrant?',
        options: ['Rule 113', 'Rule 126', 'Rule 112', 'Rule 110'],
        correct_answer: 'A',
        topic: '',
      },
    });
    expect(put.json()).toMatchObject({ topic: null, citation: null });
    const long = await create({
      ...base,
      question: 'Too long a topic?',
      options: ['a', 'b', 'c', 'd'],
      correct_answer: 'A',
      topic: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(422);
  });

  it('is for administrators only', async () => {
    const learner = await buildPaidLearner(t.db);
    expect((await t.app.inject({ url: '/api/admin/questions', headers: learner.headers })).statusCode).toBe(
      403,
    );
    expect(
      (
        await create(
          { ...base, question: 'Q?', options: ['a', 'b', 'c', 'd'], correct_answer: 'A' },
          learner.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/questions' })).statusCode).toBe(401);
  });
});
