import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildSubAdmin, type TestUser } from '../../../test/factories';
import { auditLog } from '../../db/schema/audit';
import { attemptResults, testAttempts } from '../../db/schema/practice';
import { questions } from '../../db/schema/question-bank';
import { ALREADY_REPORTED, NOT_YOURS } from './question-reports.service';

let t: TestContext;
let admin: TestUser;
let subAdmin: TestUser;
let ana: TestUser;
let ben: TestUser;
let q1: string;
let q2: string;
let unseen: string;

async function question(text: string) {
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
      correctAnswer: 'A',
    })
    .returning();
  return q!.id;
}

/** An attempt of these questions, graded unless `open` (all answered A, the key). */
async function attempt(user: TestUser, ids: string[], open = false) {
  const now = new Date();
  const [a] = await t.db
    .insert(testAttempts)
    .values({
      userId: user.user.id,
      testId: 'criminal-law-1-basic',
      boardAreaId: 'criminal-law',
      subjectIndex: 1,
      difficulty: 'basic',
      questionIds: ids,
      status: open ? 'in_progress' : 'submitted',
      startedAt: now,
      deadlineAt: new Date(now.getTime() + 3_600_000),
      submittedAt: open ? null : now,
      score: open ? null : 100,
      correctAnswers: open ? null : ids.length,
      totalQuestions: ids.length,
    })
    .returning();
  await t.db.insert(attemptResults).values(
    ids.map((questionId, position) => ({
      attemptId: a!.id,
      position,
      questionId,
      question: 'copy',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 'A',
      userAnswer: open ? null : 'A',
      isCorrect: !open,
    })),
  );
}

beforeAll(async () => {
  t = await setupTestApp();
  [admin, subAdmin, ana, ben] = await Promise.all([
    buildAdmin(t.db),
    buildSubAdmin(t.db),
    buildPaidLearner(t.db, { name: 'Ana Cruz' }),
    buildPaidLearner(t.db, { name: 'Ben Reyes' }),
  ]);
  q1 = await question('Which circumstance justifies the act?');
  q2 = await question('What is dactyloscopy?');
  unseen = await question('Never drawn for Ana?');
  await attempt(ana, [q1, q2]);
  await attempt(ben, [q1]);
  await attempt(ana, [unseen], true); // drawn in an open attempt only: not reportable yet
});

const report = (user: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/question-reports', headers: user.headers, payload: body });
const adminCall = (method: 'GET' | 'POST', url: string, user = admin, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/question-reports${url}`, headers: user.headers, payload });

describe('reporting a question', () => {
  it('a learner reports a question of their graded attempt', async () => {
    const res = await report(ana, { question_id: q1, reason: 'wrong_key', comment: 'The key should be B.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ question_id: q1, reason: 'wrong_key', status: 'open' });
    expect((await report(ben, { question_id: q1, reason: 'outdated_law' })).statusCode).toBe(201);
    expect((await report(ana, { question_id: q2, reason: 'typo', comment: '' })).statusCode).toBe(201);
  });

  it('refuses a question the learner never answered in a graded test, and a second open report', async () => {
    const never = await report(ana, { question_id: unseen, reason: 'unclear' });
    expect(never.statusCode).toBe(403);
    expect(never.json().detail).toBe(NOT_YOURS);
    const other = await report(ben, { question_id: q2, reason: 'unclear' });
    expect(other.statusCode).toBe(403);
    const again = await report(ana, { question_id: q1, reason: 'typo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ALREADY_REPORTED);
  });

  it('validates the reason and the comment length (1000)', async () => {
    expect((await report(ben, { question_id: q1, reason: 'boring' })).statusCode).toBe(422);
    const long = await report(ben, { question_id: q1, reason: 'typo', comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
  });
});

describe('reports in the content manager', () => {
  it('lists reported questions, most reported first, with counts per reason and the item statistics', async () => {
    const res = await adminCall('GET', '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items[0]).toMatchObject({
      question_id: q1,
      question: 'Which circumstance justifies the act?',
      reports: 2,
      reasons: { wrong_key: 1, unclear: 0, outdated_law: 1, typo: 0 },
      stats: { responses: 2, sufficient: false },
    });
    expect(body.items[1]).toMatchObject({ question_id: q2, reports: 1 });
  });

  it('shows each report with its reporter and comment', async () => {
    const body = (await adminCall('GET', `/questions/${q1}`)).json();
    expect(body.options.A).toBe('a');
    expect(body.items.map((r: { reporter: string }) => r.reporter).sort()).toEqual(['Ana Cruz', 'Ben Reyes']);
    expect(body.items.find((r: { reporter: string }) => r.reporter === 'Ana Cruz').comment).toBe(
      'The key should be B.',
    );
  });

  it('resolving notifies every reporter with the note and writes an audit entry', async () => {
    expect((await adminCall('POST', `/questions/${q1}/resolve`, admin, { note: '' })).statusCode).toBe(422);
    const res = await adminCall('POST', `/questions/${q1}/resolve`, admin, { note: 'Key corrected to B.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ closed: 2, notified: 2 });
    for (const learner of [ana, ben]) {
      const list = (await t.app.inject({ url: '/api/notifications', headers: learner.headers })).json();
      const n = list.notifications.find((x: { type: string }) => x.type === 'question_report_resolved');
      expect(n.title).toBe('Your question report was resolved');
      expect(n.message).toContain('Key corrected to B.');
    }
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'question_reports.resolve'), eq(auditLog.targetId, q1)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.user.id);
    // closed: no second resolve, and the learner may report the question again
    expect((await adminCall('POST', `/questions/${q1}/resolve`, admin, { note: 'again' })).statusCode).toBe(
      409,
    );
    expect((await adminCall('GET', '?status=resolved')).json().items[0].question_id).toBe(q1);
  });

  it('dismissing notifies nobody', async () => {
    const before = (await t.app.inject({ url: '/api/notifications', headers: ana.headers })).json();
    const res = await adminCall('POST', `/questions/${q2}/dismiss`, admin, {});
    expect(res.json()).toEqual({ closed: 1, notified: 0 });
    const after = (await t.app.inject({ url: '/api/notifications', headers: ana.headers })).json();
    expect(after.notifications).toHaveLength(before.notifications.length);
    expect((await adminCall('GET', '')).json().total).toBe(0);
  });

  it('learners and sub-admins are refused every administrator call', async () => {
    for (const user of [ana, subAdmin]) {
      expect((await adminCall('GET', '', user)).statusCode).toBe(403);
      expect((await adminCall('GET', `/questions/${q1}`, user)).statusCode).toBe(403);
      expect((await adminCall('POST', `/questions/${q2}/resolve`, user, { note: 'x' })).statusCode).toBe(403);
      expect((await adminCall('POST', `/questions/${q2}/dismiss`, user, {})).statusCode).toBe(403);
    }
  });

  it('limits a learner to 10 reports an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await report(ben, { question_id: q2, reason: 'typo' })).statusCode);
    // ben's four earlier calls in this file count too: the 7th of these is the 11th
    expect(codes.slice(0, 6).includes(429)).toBe(false);
    expect(codes.slice(6).every((c) => c === 429)).toBe(true);
  });
});
