/**
 * The content manager's question calls (issue 15): fixture uploads with exact row errors,
 * the subject rules, the three bulk deletes with their counts (soft for questions that graded
 * attempts drew, so the reviews stay whole), statistics, and the templates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildSubAdmin, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { buildPool } from './question-bank.fixtures';
import { NO_SUBJECT } from './question-import';

let t: TestContext;
let admin: TestUser;
const { get, send, startTest } = httpHelpers(() => t.app);
const FIXTURE = path.join(__dirname, '../../../test/fixtures/questions-30-rows-2-bad.csv');

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

function upload(
  name: string,
  content: Buffer | string,
  url = '/api/admin/questions/bulk-upload',
  fields = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  return t.app.inject({ method: 'POST', url, payload: form, headers: admin.headers });
}

const EXPECTED_ERRORS = [
  {
    row: 8,
    question: 'Fixture question 7: which article of the Revised Penal Code applies to case 7?',
    error: expect.stringMatching(/^correct_answer: /),
  },
  {
    row: 20,
    question: 'Fixture question 19: which article of the Revised Penal Code applies to case 19?',
    error: "Unknown subject 'Astrology' in board area 'criminal-law'",
  },
];

async function count(filter: string) {
  return (await get(`/api/admin/questions?${filter}&limit=1`, admin.headers)).json().total as number;
}

describe('bulk upload fixtures', () => {
  it('imports the 30-row CSV: 28 stored, the 2 bad rows reported exactly, a second upload adds none', async () => {
    const res = await upload('questions.csv', fs.readFileSync(FIXTURE));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total_rows: 30,
      successful_uploads: 28,
      failed_uploads: 2,
      skipped_rows: 0,
    });
    expect(body.errors).toEqual(EXPECTED_ERRORS);
    expect(body.success_details[0]).toEqual({
      row: 2,
      question: 'Fixture question 1: which article of the Revised Penal Code applies to case 1?',
      board_area: 'criminal-law',
      difficulty_level: 'basic',
    });
    const again = (await upload('questions.csv', fs.readFileSync(FIXTURE))).json();
    expect(again).toMatchObject({ successful_uploads: 0, skipped_rows: 28, failed_uploads: 2 });
    expect(again.skipped_details[0]).toMatchObject({ row: 2, reason: 'Already in the question bank' });
  });

  it('reads the same rows from an .xlsx in the subject upload, and applies the subject rules', async () => {
    const rows: string[][] = parse(fs.readFileSync(FIXTURE));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Q');
    // Without board_area and subject: the subject upload's form supplies them.
    for (const r of rows)
      sheet.addRow([...r.slice(0, 6), r[8], r[9]].map((v) => v?.replace('Fixture', 'Sheet')));
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload('q.xlsx', file, '/api/admin/questions/bulk-upload-subject', {
      board_area: 'criminal-law',
      subject: 'Criminal Law Book 2',
      subject_index: 2,
    });
    expect(res.json()).toMatchObject({ total_rows: 30, successful_uploads: 29, failed_uploads: 1 });
    expect(res.json().errors[0]).toMatchObject({ row: 8 });
    expect(await count('board_area=criminal-law&subject_index=2')).toBe(29);

    const csv = [
      'question,option_a,option_b,option_c,option_d,correct_answer,board_area,subject,subject_index,difficulty_level',
      'No subject here?,a,b,c,d,A,criminal-law,,,basic',
      'Disagreeing subject?,a,b,c,d,A,criminal-law,Criminal Law Book 1,2,basic',
    ].join('\n');
    const top = (await upload('s.csv', csv)).json();
    expect(top.errors).toEqual([
      { row: 2, question: 'No subject here?', error: NO_SUBJECT },
      {
        row: 3,
        question: 'Disagreeing subject?',
        error: "subject 'Criminal Law Book 1' does not match subject_index 2 ('Criminal Law Book 2')",
      },
    ]);
  });
});

describe('bulk deletes', () => {
  it('counts what each removes; questions that graded attempts drew are kept for their reviews', async () => {
    const pool = await buildPool(t.db, { boardArea: 'criminalistics', subjectIndex: 2, count: 20 });
    await buildPool(t.db, { boardArea: 'criminalistics', subjectIndex: 2, difficulty: 'advanced', count: 3 });
    await buildPool(t.db, { boardArea: 'criminalistics', subjectIndex: 4, count: 4 });
    const learner = await buildPaidLearner(t.db);
    const attempt = (await startTest(learner.headers, 'criminalistics-2-basic')).json();
    const drawn: string[] = attempt.questions.map((q: { id: string }) => q.id);
    const submitted = await send(
      'POST',
      `/api/practice/attempts/${attempt.attempt.id}/submit`,
      {},
      learner.headers,
    );
    expect(submitted.statusCode).toBe(200);

    const del = (url: string, body: object) =>
      send('DELETE', `/api/admin/questions/${url}`, body, admin.headers);
    const byDifficulty = await del('bulk-delete', {
      board_area: 'criminalistics',
      difficulty_level: 'basic',
    });
    expect(byDifficulty.json()).toEqual({ message: 'Deleted 24 questions', deleted_count: 24 });
    expect(await count('board_area=criminalistics')).toBe(3);

    const review = await get(`/api/test-results/${attempt.attempt.id}`, learner.headers);
    expect(review.statusCode).toBe(200);
    expect(review.json().detailed_results.map((r: { question_id: string }) => r.question_id)).toEqual(drawn);
    const rows = await t.database.pool.query<{ id: string; deleted: boolean }>(
      'select id, deleted_at is not null as deleted from questions where id = any($1)',
      [pool.map((p) => p.id)],
    );
    // The drawn ones stay, marked deleted; the 5 no attempt drew are gone.
    expect(rows.rows.map((r) => r.id).sort()).toEqual([...drawn].sort());
    expect(rows.rows.every((r) => r.deleted)).toBe(true);
    // A deleted question is in no pool: the next attempt cannot start on an empty pool.
    const other = await buildPaidLearner(t.db);
    const empty = await startTest(other.headers, 'criminalistics-2-basic');
    expect(empty.json().detail).toBe('No questions have been added to this test yet.');

    const bySubject = await del('bulk-delete-subject', {
      board_area: 'criminalistics',
      subject: 'Forensic Photography',
      subject_index: 2,
    });
    expect(bySubject.json().deleted_count).toBe(3);
    const mismatch = await del('bulk-delete-subject', {
      board_area: 'criminalistics',
      subject: 'Polygraphy',
      subject_index: 2,
    });
    expect(mismatch.statusCode).toBe(422);
    const byArea = await del('bulk-delete-board-area', { board_area: 'criminalistics' });
    expect(byArea.json()).toEqual({ message: 'Deleted 0 questions', deleted_count: 0 });
    expect((await del('bulk-delete-board-area', { board_area: 'astrology' })).statusCode).toBe(422);
    const audit = await t.database.pool.query(
      "select count(*)::int as n from audit_log where action = 'question.bulk_delete'",
    );
    expect(audit.rows[0].n).toBe(2);
  });

  it('deletes one question softly when an attempt drew it', async () => {
    const [q] = await buildPool(t.db, { boardArea: 'law-enforcement', subjectIndex: 1, count: 15 });
    const learner = await buildPaidLearner(t.db);
    await startTest(learner.headers, 'law-enforcement-1-basic');
    expect((await send('DELETE', `/api/admin/questions/${q!.id}`, undefined, admin.headers)).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/api/admin/questions/${q!.id}`, undefined, admin.headers)).statusCode).toBe(
      404,
    );
    expect(await count('board_area=law-enforcement&subject_index=1')).toBe(14);
  });
});

describe('statistics and templates', () => {
  it('counts live questions per test against the 540 target', async () => {
    const stats = (await get('/api/admin/questions/stats', admin.headers)).json();
    expect(stats).toMatchObject({ target_per_difficulty: 10, target_total: 540 });
    expect(stats.counts).toContainEqual({
      board_area: 'criminal-law',
      subject_index: 1,
      difficulty_level: 'basic',
      count: 28,
    });
  });

  it('serves a CSV and an .xlsx template that import cleanly, with formula-looking text escaped', async () => {
    const csv = await get('/api/templates/download-template/criminal-sociology/1', admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="questions-criminal-sociology-1.csv"',
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'question,option_a,option_b,option_c,option_d,correct_answer,board_area,subject,subject_index,difficulty_level,explanation,points',
    );
    const imported = (await upload('t.csv', csv.body)).json();
    expect(imported).toMatchObject({ successful_uploads: 2, failed_uploads: 0 });

    const xlsx = await get(
      '/api/templates/download-template/criminal-sociology/2?format=xlsx',
      admin.headers,
    );
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(3);
    expect((await upload('t.xlsx', xlsx.rawPayload)).json()).toMatchObject({ successful_uploads: 2 });

    // Text that starts like a formula is stored as typed (core/rules/csv.test.ts: escaped on export).
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const cells = `"${formula.replace(/"/g, '""')}",-1 year,+2 years,@home,none,A,criminal-sociology,,1,basic`;
    const header =
      'question,option_a,option_b,option_c,option_d,correct_answer,board_area,subject,subject_index,difficulty_level';
    expect((await upload('f.csv', `${header}\n${cells}`)).json().successful_uploads).toBe(1);
    const stored = (
      await get('/api/admin/questions?board_area=criminal-sociology&subject_index=1', admin.headers)
    )
      .json()
      .questions.find((q: { question: string }) => q.question === formula);
    expect(stored.options).toEqual(['-1 year', '+2 years', '@home', 'none']);
    expect(stored).toMatchObject({
      category: 'Introduction to Criminology',
      description: 'Remembering Questions',
    });
  });

  it('is refused to learners and sub-admins', async () => {
    for (const user of [await buildPaidLearner(t.db), await buildSubAdmin(t.db)]) {
      expect((await get('/api/templates/download-template/criminal-law/1', user.headers)).statusCode).toBe(
        403,
      );
      expect((await get('/api/admin/questions/stats', user.headers)).statusCode).toBe(403);
      const res = await send(
        'DELETE',
        '/api/admin/questions/bulk-delete-board-area',
        { board_area: 'criminal-law' },
        user.headers,
      );
      expect(res.statusCode).toBe(403);
    }
  });
});
