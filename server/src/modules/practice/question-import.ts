/**
 * Question bulk import (admin spec §5): CSV or Excel rows with the columns question,
 * option_a..option_d, correct_answer, board_area, difficulty_level, optional explanation,
 * ai_explanation and points, and the subject as `subject` (name) or `subject_index`. Every
 * row goes through the same zod schema as the question form. Used by the admin upload and
 * by the demo seed.
 */
import type { Readable } from 'node:stream';
import { type BulkUploadResult, questionInputSchema } from '@core/schemas/question-bank';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { getCatalog } from '../catalog/catalog.service';
import * as q from './questions.queries';
import { resolveSubjectIndex, stemKey, toQuestionRow } from './questions.service';

export const REQUIRED_COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
  'difficulty_level',
] as const;
export const MAX_IMPORT_ROWS = 5000;
export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls'];

export interface ImportOptions {
  fileName: string;
  buffer?: Buffer;
  stream?: Readable;
  authorId?: string | null;
  /** Rows already in the bank (same test, same text) are skipped instead of reported as errors. */
  skipExisting?: boolean;
  /** Values for columns the file leaves out (the per-subject upload has no board_area). */
  defaults?: { board_area?: string; subject?: string; subject_index?: number };
}

type Row = Record<string, string>;

const invalidFile = (msg: string) => new HttpError(422, msg);

function headerKey(h: string): string {
  return h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function parseCsvRows(buffer: Buffer): Row[] {
  try {
    return parseCsv(buffer, {
      bom: true,
      columns: (header: string[]) => header.map(headerKey),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as Row[];
  } catch (err) {
    throw invalidFile(`The CSV file could not be read: ${(err as Error).message}`);
  }
}

async function parseXlsxRows(buffer: Buffer): Promise<Row[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalidFile('The Excel file could not be read; save it as .xlsx or .csv and try again');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const headers: string[] = [];
  const rows: Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = (cell.text ?? '').trim();
    });
    if (n === 1 || headers.length === 0) {
      headers.push(...cells.map((c) => headerKey(c ?? '')));
      return;
    }
    const record: Row = {};
    headers.forEach((h, i) => {
      if (h) record[h] = cells[i] ?? '';
    });
    if (Object.values(record).some((v) => v)) rows.push(record);
  });
  return rows;
}

async function readAll(opts: ImportOptions): Promise<Buffer> {
  if (opts.buffer) return opts.buffer;
  if (!opts.stream) throw invalidFile('No file content');
  const chunks: Buffer[] = [];
  for await (const chunk of opts.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Rows of a .csv, .xlsx or .xls file; a legacy binary .xls is refused with a clear message. */
export async function parseQuestionFile(fileName: string, buffer: Buffer): Promise<Row[]> {
  const ext = fileName.toLowerCase().match(/\.[a-z]+$/)?.[0] ?? '';
  if (!ACCEPTED_EXTENSIONS.includes(ext))
    throw invalidFile('Please select a CSV or Excel file (.csv, .xlsx, .xls)');
  const isZip = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const isOle = buffer.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
  if (isZip) return parseXlsxRows(buffer);
  if (isOle) throw invalidFile('Old binary .xls files are not supported; save the sheet as .xlsx or .csv');
  if (ext !== '.csv' && buffer.includes(0)) throw invalidFile('The file is not a readable spreadsheet');
  return parseCsvRows(buffer);
}

function emptyResult(): BulkUploadResult {
  return {
    total_rows: 0,
    successful_uploads: 0,
    failed_uploads: 0,
    skipped_rows: 0,
    success_details: [],
    errors: [],
    skipped_details: [],
    total_processed: 0,
    success_count: 0,
    error_count: 0,
  };
}

const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);

export async function importQuestionFile(db: Db, opts: ImportOptions): Promise<BulkUploadResult> {
  const rows = await parseQuestionFile(opts.fileName, await readAll(opts));
  if (rows.length > MAX_IMPORT_ROWS)
    throw invalidFile(`A file may hold at most ${MAX_IMPORT_ROWS} questions`);
  const columns = new Set(rows.flatMap((r) => Object.keys(r)));
  const missing: string[] = REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (!opts.defaults?.board_area && !columns.has('board_area')) missing.push('board_area');
  if (rows.length > 0 && missing.length > 0) throw invalidFile(`Missing columns: ${missing.join(', ')}`);

  const result = emptyResult();
  result.total_rows = rows.length;
  const catalog = await getCatalog(db);
  const valid: { row: number; data: ReturnType<typeof toQuestionRow>; key: string }[] = [];

  rows.forEach((raw, i) => {
    const rowNumber = i + 2; // row 1 holds the headers
    const text = (raw.question ?? '').trim();
    const parsed = questionInputSchema.safeParse({
      board_area: blankToUndefined(raw.board_area) ?? opts.defaults?.board_area,
      subject: blankToUndefined(raw.subject) ?? opts.defaults?.subject,
      subject_index: blankToUndefined(raw.subject_index) ?? opts.defaults?.subject_index,
      difficulty_level: raw.difficulty_level ?? '',
      question: text,
      options: { A: raw.option_a ?? '', B: raw.option_b ?? '', C: raw.option_c ?? '', D: raw.option_d ?? '' },
      correct_answer: raw.correct_answer ?? '',
      explanation: blankToUndefined(raw.explanation),
      ai_explanation: blankToUndefined(raw.ai_explanation),
      points: blankToUndefined(raw.points),
    });
    if (!parsed.success) {
      const error = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
        .join('; ');
      result.errors.push({ row: rowNumber, question: text, error });
      return;
    }
    const subject = resolveSubjectIndex(catalog, parsed.data);
    if ('error' in subject) {
      result.errors.push({ row: rowNumber, question: text, error: subject.error });
      return;
    }
    const data = toQuestionRow(parsed.data, subject.index, opts.authorId ?? null);
    valid.push({
      row: rowNumber,
      data,
      key: stemKey(data.boardAreaId, data.subjectIndex, data.difficulty, data.question),
    });
  });

  const existing = new Set(
    (await q.stemsInAreas(db, [...new Set(valid.map((v) => v.data.boardAreaId))])).map((e) =>
      stemKey(e.boardAreaId, e.subjectIndex, e.difficulty, e.question),
    ),
  );
  const seenInFile = new Map<string, number>();
  const toInsert: typeof valid = [];
  for (const v of valid) {
    const earlier = seenInFile.get(v.key);
    if (earlier) {
      result.errors.push({ row: v.row, question: v.data.question, error: `Same question as row ${earlier}` });
    } else if (existing.has(v.key)) {
      if (opts.skipExisting) {
        result.skipped_details.push({
          row: v.row,
          question: v.data.question,
          reason: 'Already in the question bank',
        });
      } else {
        result.errors.push({
          row: v.row,
          question: v.data.question,
          error: 'This question already exists in this test',
        });
      }
    } else {
      toInsert.push(v);
    }
    if (!earlier) seenInFile.set(v.key, v.row);
  }

  if (toInsert.length > 0) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < toInsert.length; i += 500) {
        await q.insertQuestions(
          tx,
          toInsert.slice(i, i + 500).map((v) => v.data),
        );
      }
    });
  }
  result.success_details = toInsert.map((v) => ({
    row: v.row,
    question: v.data.question,
    board_area: v.data.boardAreaId,
    difficulty_level: v.data.difficulty,
  }));
  result.errors.sort((a, b) => a.row - b.row);
  result.successful_uploads = result.success_count = toInsert.length;
  result.failed_uploads = result.error_count = result.errors.length;
  result.skipped_rows = result.skipped_details.length;
  result.total_processed = rows.length;
  return result;
}
