/**
 * Question bulk import (admin spec §5): CSV or Excel rows with the columns question,
 * option_a..option_d, correct_answer, board_area, difficulty_level, optional explanation,
 * ai_explanation, topic, citation and points, and the subject as `subject` (name) or
 * `subject_index`. Every row goes through the same zod schema as the question form. The file
 * is read as a stream, row by row. Used by the admin upload and by the demo seed.
 */
import type { Readable } from 'node:stream';
import { type BulkUploadResult, questionInputSchema } from '@core/schemas/question-bank';
import type { Db } from '../../db/client';
import { getCatalog } from '../catalog/catalog.service';
import * as q from './question-bank.queries';
import { resolveSubjectIndex, stemKey, toQuestionRow } from './question-bank.rules';
import { invalidFile, readQuestionRows } from './sheet-reader';

const REQUIRED_COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
  'difficulty_level',
] as const;

export interface ImportOptions {
  fileName: string;
  source: Readable;
  authorId?: string | null;
  /** Rows already in the bank (same test, same text) are skipped instead of reported as errors. */
  skipExisting?: boolean;
  /** Values for columns the file leaves out (the per-subject upload has no board_area). */
  defaults?: { board_area?: string; subject?: string; subject_index?: number };
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
  const rows = await readQuestionRows(opts.fileName, opts.source);
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
      topic: blankToUndefined(raw.topic),
      citation: blankToUndefined(raw.citation),
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
