import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, type TestUser } from '../../../test/factories';
import { importQuestionFile } from './question-import';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
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
  it('reads the topic and citation columns when the sheet has them', async () => {
    const csv = [
      `${HEADER},topic,citation`,
      'Which article defines felonies?,Article 3,Article 4,Article 8,Article 9,A,criminal-law,Criminal Law Book 1,advanced,Felonies,Felonies and their elements,"Revised Penal Code, Article 3"',
      'Which article defines conspiracy?,Article 3,Article 4,Article 8,Article 9,C,criminal-law,Criminal Law Book 1,advanced,Article 8,,',
    ].join('\n');
    const res = await upload('topics.csv', csv);
    expect(res.json()).toMatchObject({ successful_uploads: 2, failed_uploads: 0 });
    const stored = await t.app.inject({
      url: '/api/admin/questions?board_area=criminal-law&subject_index=1&difficulty_level=advanced',
      headers: admin.headers,
    });
    const byText = Object.fromEntries(
      stored.json().questions.map((q: { question: string }) => [q.question, q]),
    );
    expect(byText['Which article defines felonies?']).toMatchObject({
      topic: 'Felonies and their elements',
      citation: 'Revised Penal Code, Article 3',
    });
    expect(byText['Which article defines conspiracy?']).toMatchObject({ topic: null, citation: null });
  });

  it('stores every character of the cells as sent (rows go in as one array per column)', async () => {
    const awkward = [
      'Braces {a,b}, a quote " and a backslash \\ : which is NULL?',
      'NULL',
      '{}',
      'say "hi", then \\n',
      'Ñandú — “curly” ✓',
    ];
    const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const csv = [
      `${HEADER},points`,
      [...awkward, 'D', 'criminal-law', 'Criminal Law Book 2', 'intermediate', '', '7'].map(cell).join(','),
    ].join('\n');
    const res = await upload('awkward.csv', csv);
    expect(res.json()).toMatchObject({ successful_uploads: 1, failed_uploads: 0 });
    const stored = await t.app.inject({
      url: '/api/admin/questions?board_area=criminal-law&subject_index=2&difficulty_level=intermediate',
      headers: admin.headers,
    });
    const q = stored.json().questions.find((x: { question: string }) => x.question === awkward[0]);
    expect(q).toMatchObject({
      options: awkward.slice(1),
      correct_answer: 'D',
      explanation: null,
      points: 7,
      author_id: admin.user.id,
    });
  });

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
    const big = await upload('big.csv', `${HEADER}\n${'x'.repeat(10 * 1024 * 1024 + 10)}`);
    expect(big.statusCode).toBe(413);
  });

  it('importQuestionFile reads a stream and reports an existing row as an error without skipExisting', async () => {
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
