import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';
import { importQuestionFile } from './question-import';

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

const HEADER =
  'question,option_a,option_b,option_c,option_d,correct_answer,board_area,subject,difficulty_level,explanation';

function upload(
  name: string,
  content: Buffer | string,
  url = '/api/admin/questions/bulk-upload',
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  return t.app.inject({ method: 'POST', url, payload: form, headers: admin.headers });
}

describe('bulk upload', () => {
  it('imports a CSV, reports row errors with their row numbers, and skips rows already in the bank', async () => {
    const csv = [
      HEADER,
      '"Who wrote ""On Crimes and Punishments""?",Lombroso,Beccaria,Ferri,Garofalo,B,criminal-sociology,Introduction to Criminology,basic,Classical school',
      'Which is a positivist?,Beccaria,Bentham,Lombroso,Hobbes,2,human-rights,Introduction to Criminology,basic,',
      'Bad answer?,a,b,c,d,F,criminal-sociology,Introduction to Criminology,basic,',
      'Unknown subject?,a,b,c,d,A,criminal-sociology,Astrology,basic,',
      'Missing option?,a,b,,d,A,criminal-sociology,Introduction to Criminology,basic,',
      'Which is a positivist?,x,y,z,w,A,criminal-sociology,Introduction to Criminology,basic,',
    ].join('\n');
    const res = await upload('questions.csv', `\uFEFF${csv}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total_rows: 6,
      successful_uploads: 2,
      failed_uploads: 4,
      success_count: 2,
      error_count: 4,
      total_processed: 6,
    });
    expect(body.success_details).toEqual([
      {
        row: 2,
        question: 'Who wrote "On Crimes and Punishments"?',
        board_area: 'criminal-sociology',
        difficulty_level: 'basic',
      },
      {
        row: 3,
        question: 'Which is a positivist?',
        board_area: 'criminal-sociology',
        difficulty_level: 'basic',
      },
    ]);
    expect(body.errors.map((e: { row: number }) => e.row)).toEqual([4, 5, 6, 7]);
    expect(body.errors[0].error).toContain('correct_answer');
    expect(body.errors[1].error).toContain("Unknown subject 'Astrology'");
    expect(body.errors[3].error).toBe('Same question as row 3');

    const stored = await t.app.inject({
      url: '/api/admin/questions?board_area=criminal-sociology&subject_index=1',
      headers: admin.headers,
    });
    expect(
      stored
        .json()
        .questions.map((q: { correct_answer: string }) => q.correct_answer)
        .sort(),
    ).toEqual(['B', 'C']);

    const again = await upload('questions.csv', csv);
    expect(again.json()).toMatchObject({ successful_uploads: 0, skipped_rows: 2, failed_uploads: 4 });
  });

  it('imports an .xlsx sheet, and a per-subject sheet without board_area', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Questions');
    ws.addRow([
      'Question',
      'Option A',
      'Option B',
      'Option C',
      'Option D',
      'Correct Answer',
      'Difficulty Level',
      'Explanation',
    ]);
    ws.addRow([
      'What is ballistics?',
      'Science of motion of projectiles',
      'Study of fire',
      'Study of blood',
      'None',
      'A',
      'basic',
      'Definition',
    ]);
    ws.addRow([
      'What is a land?',
      'Raised space between grooves',
      'A groove',
      'A bullet',
      'A shell',
      0,
      'basic',
      null,
    ]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload('ballistics.xlsx', buffer, '/api/admin/questions/bulk-upload-subject', {
      board_area: 'criminalistics',
      subject: 'Forensic Ballistics',
      subject_index: '3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ successful_uploads: 2, failed_uploads: 0 });
    const stored = await t.app.inject({
      url: '/api/admin/questions?board_area=criminalistics&subject_index=3',
      headers: admin.headers,
    });
    expect(stored.json().total).toBe(2);
  });

  it('refuses a missing file, other file types, missing columns and oversized files', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions/bulk-upload',
      payload: new FormData(),
      headers: admin.headers,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('Please select a CSV or Excel file to upload');
    expect((await upload('notes.txt', HEADER)).statusCode).toBe(422);
    const cols = await upload('q.csv', 'question,option_a\nQ?,a');
    expect(cols.statusCode).toBe(422);
    expect(cols.json().detail).toContain('Missing columns: option_b');
    const old = await upload('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]));
    expect(old.json().detail).toContain('.xlsx');
    const big = await upload('big.csv', `${HEADER}\n${'x'.repeat(5 * 1024 * 1024 + 10)}`);
    expect(big.statusCode).toBe(413);
  });

  it('importQuestionFile reads a stream and reports an existing row as an error without skipExisting', async () => {
    const { Readable } = await import('node:stream');
    const csv = `${HEADER}\nWhat is polygraphy?,Lie detection,Handwriting,Photography,Ballistics,A,criminalistics,Polygraphy,advanced,\n`;
    const first = await importQuestionFile(t.db, {
      fileName: 'p.csv',
      source: Readable.from([Buffer.from(csv)]),
      skipExisting: true,
    });
    expect(first.success_count).toBe(1);
    const second = await importQuestionFile(t.db, {
      fileName: 'p.csv',
      source: Readable.from([Buffer.from(csv)]),
    });
    expect(second.errors).toEqual([
      { row: 2, question: 'What is polygraphy?', error: 'This question already exists in this test' },
    ]);
  });
});
