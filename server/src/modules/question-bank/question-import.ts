/**
 * Question bulk import (admin spec §5): CSV or Excel rows with the columns question,
 * option_a..option_d, correct_answer, board_area, difficulty_level, optional explanation,
 * ai_explanation, topic, citation and points, and the subject as `subject` (name) or
 * `subject_index`. Every row goes through the same zod schema as the question form. The file
 * is read as a stream, row by row, yielding to the event loop as it goes; what a response
 * echoes of a row is a short excerpt. Used by the admin upload and by the demo seed.
 */
import type { Readable } from 'node:stream';
import { type BulkUploadResult, questionInputSchema } from '@core/schemas/question-bank';
import type { Db } from '../../db/client';
import { refuseNul } from '../../plugins/text-input';
import { getCatalog } from '../catalog/catalog.service';
import * as q from './question-bank.queries';
import { resolveSubjectIndex, stemKey, toQuestionRow } from './question-bank.rules';
import { invalidFile, readQuestionRows, type SheetRow } from './sheet-reader';

const REQUIRED_COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
  'difficulty_level',
] as const;

/** What a response repeats of a cell. */
const EXCERPT_CHARS = 100;
export const excerpt = (s: string) => (s.length > EXCERPT_CHARS ? `${s.slice(0, EXCERPT_CHARS)}…` : s);

export const NO_SUBJECT =
  'No subject: add a subject or subject_index column, or upload this file from the subject (Bulk Upload on the subject)';

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
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Valid = { row: number; data: ReturnType<typeof toQuestionRow>; key: string };

export async function importQuestionFile(db: Db, opts: ImportOptions): Promise<BulkUploadResult> {
  const result = emptyResult();
  const catalog = await getCatalog(db);
  const valid: Valid[] = [];
  let first = true;

  const check = async ({ row, cells: raw, problem }: SheetRow) => {
    if (first) {
      first = false;
      const missing: string[] = REQUIRED_COLUMNS.filter((c) => !(c in raw));
      if (!opts.defaults?.board_area && !('board_area' in raw)) missing.push('board_area');
      if (missing.length > 0) throw invalidFile(`Missing columns: ${missing.join(', ')}`);
    }
    refuseNul(raw, `row ${row}`); // a NUL cannot be stored: the whole file is a 422
    result.total_rows++;
    if (result.total_rows % 200 === 0) await nextTurn();
    const text = (raw.question ?? '').trim();
    const fail = (error: string) => {
      result.errors.push({ row, question: excerpt(text), error });
    };
    if (problem) return fail(problem);
    const subjectGiven = blankToUndefined(raw.subject);
    const indexGiven = blankToUndefined(raw.subject_index);
    const parsed = questionInputSchema.safeParse({
      board_area: blankToUndefined(raw.board_area) ?? opts.defaults?.board_area,
      subject: subjectGiven ?? opts.defaults?.subject,
      subject_index: indexGiven ?? opts.defaults?.subject_index,
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
      return fail(
        parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; '),
      );
    }
    if (!parsed.data.subject && !parsed.data.subject_index) return fail(NO_SUBJECT);
    const subject = resolveSubjectIndex(catalog, parsed.data);
    if ('error' in subject) return fail(subject.error);
    const data = toQuestionRow(parsed.data, subject.index, opts.authorId ?? null);
    valid.push({
      row,
      data,
      key: stemKey(data.boardAreaId, data.subjectIndex, data.difficulty, data.question),
    });
  };
  await readQuestionRows(opts.fileName, opts.source, check);

  const toInsert = await withoutDuplicates(db, valid, result, !!opts.skipExisting);
  if (toInsert.length > 0) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < toInsert.length; i += 500) {
        await q.insertQuestionRows(
          tx,
          toInsert.slice(i, i + 500).map((v) => v.data),
        );
      }
    });
  }
  result.success_details = toInsert.map((v) => ({
    row: v.row,
    question: excerpt(v.data.question),
    board_area: v.data.boardAreaId,
    difficulty_level: v.data.difficulty,
  }));
  result.errors.sort((a, b) => a.row - b.row);
  result.successful_uploads = result.success_count = toInsert.length;
  result.failed_uploads = result.error_count = result.errors.length;
  result.skipped_rows = result.skipped_details.length;
  result.total_processed = result.total_rows;
  return result;
}

/** Valid rows that are neither repeated in the file nor (by text) already in their test. */
async function withoutDuplicates(db: Db, valid: Valid[], result: BulkUploadResult, skipExisting: boolean) {
  const existing = new Set(
    (await q.stemsInAreas(db, [...new Set(valid.map((v) => v.data.boardAreaId))])).map((e) =>
      stemKey(e.boardAreaId, e.subjectIndex, e.difficulty, e.question),
    ),
  );
  const seenInFile = new Map<string, number>();
  const toInsert: Valid[] = [];
  for (const v of valid) {
    const earlier = seenInFile.get(v.key);
    const question = excerpt(v.data.question);
    if (earlier) {
      result.errors.push({ row: v.row, question, error: `Same question as row ${earlier}` });
    } else if (existing.has(v.key)) {
      if (skipExisting) {
        result.skipped_details.push({ row: v.row, question, reason: 'Already in the question bank' });
      } else {
        result.errors.push({ row: v.row, question, error: 'This question already exists in this test' });
      }
    } else {
      toInsert.push(v);
    }
    if (!earlier) seenInFile.set(v.key, v.row);
  }
  return toInsert;
}
