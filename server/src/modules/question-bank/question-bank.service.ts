import { testIdOf } from '@core/catalog';
import type { AdminQuestion, BulkUploadResult, QuestionInput } from '@core/schemas/question-bank';
import type { Db, Executor } from '../../db/client';
import { conflict, HttpError, notFound, ValidationError } from '../../lib/http-errors';
import { auditedDelete } from '../audit/audit.service';
import { getCatalog, subjectName } from '../catalog/catalog.service';
import { type ReceivedUpload, type Storage, storeImport, type UploadField } from '../media/media.service';
import type { UserRow } from '../users/users.service';
import { presentAdminQuestion } from './question-bank.presenter';
import * as q from './question-bank.queries';
import { resolveSubjectIndex, stemKey, toQuestionRow } from './question-bank.rules';
import { importQuestionFile } from './question-import';

/** The question bank: questions as administrators write them, and the pools tests draw from. */

export type { QuestionRow } from './question-bank.queries';
export { drawQuestions, findQuestions, poolSizes } from './question-bank.queries';
export { seedDemoQuestions } from './seed-questions';

export async function listAdminQuestions(db: Db, filter: q.QuestionFilter, page: number, limit: number) {
  const [{ rows, total }, catalog] = await Promise.all([
    q.listQuestions(db, filter, page, limit),
    getCatalog(db),
  ]);
  const questions = rows.map((r) =>
    presentAdminQuestion(r, subjectName(catalog, r.boardAreaId, r.subjectIndex)),
  );
  return { questions, total, page, limit };
}

async function assertNotDuplicate(db: Db, row: q.NewQuestionRow, exceptId?: string) {
  const key = stemKey(row.boardAreaId, row.subjectIndex, row.difficulty, row.question);
  const existing = await q.stemsInAreas(db, [row.boardAreaId]);
  const clash = existing.find(
    (e) => e.id !== exceptId && stemKey(e.boardAreaId, e.subjectIndex, e.difficulty, e.question) === key,
  );
  if (clash) throw conflict('A question with this text already exists in this test');
}

async function subjectIndexOrThrow(db: Db, input: QuestionInput, fallback?: number): Promise<number> {
  if (!input.subject && !input.subject_index && fallback) return fallback;
  const resolved = resolveSubjectIndex(await getCatalog(db), input);
  if ('error' in resolved)
    throw new ValidationError([{ loc: ['body', 'subject_index'], msg: resolved.error }]);
  return resolved.index;
}

async function readOne(db: Executor, id: string): Promise<AdminQuestion> {
  const found = await q.findQuestion(db, id);
  if (!found) throw notFound('Question not found');
  return presentAdminQuestion(
    found,
    subjectName(await getCatalog(db), found.boardAreaId, found.subjectIndex),
  );
}

export async function createQuestion(db: Db, input: QuestionInput, authorId: string): Promise<AdminQuestion> {
  const row = toQuestionRow(input, await subjectIndexOrThrow(db, input), authorId);
  await assertNotDuplicate(db, row);
  const [created] = await q.insertQuestions(db, [row]);
  return readOne(db, created!.id);
}

/** Replaces a question's content; without subject fields it stays in its subject. */
export async function replaceQuestion(db: Db, id: string, input: QuestionInput): Promise<AdminQuestion> {
  const current = await q.findQuestion(db, id);
  if (!current) throw notFound('Question not found');
  const row = toQuestionRow(
    input,
    await subjectIndexOrThrow(db, input, current.subjectIndex),
    current.authorId,
  );
  await assertNotDuplicate(db, row, id);
  const { authorId: _author, ...set } = row;
  await q.updateQuestion(db, id, { ...set, updatedAt: new Date() });
  return readOne(db, id);
}

export async function removeQuestion(db: Db, admin: UserRow, id: string): Promise<void> {
  const removed = await auditedDelete(
    db,
    (tx) => q.deleteQuestion(tx, id),
    (row) => ({
      actorId: admin.id,
      action: 'question.delete',
      target: { type: 'question', id },
      details: {
        question: row.question,
        test_id: testIdOf(row.boardAreaId, row.subjectIndex, row.difficulty),
      },
    }),
  );
  if (!removed) throw notFound('Question not found');
}

const SELECT_FILE = 'Please select a CSV or Excel file to upload';

/** The `file` field of a bulk upload: streamed into storage, read from there, then deleted. */
export const IMPORT_FIELD: UploadField = {
  store: (storage, stream) => storeImport(storage, stream),
  badType: 'Please select a CSV or Excel file (.csv, .xlsx, .xls)',
  empty: SELECT_FILE,
};

/**
 * POST /admin/questions/bulk-upload(-subject): imports the uploaded sheet; rows already in
 * the bank are skipped. The per-subject upload names board area and subject in form fields.
 */
export async function importUpload(
  deps: { db: Db; storage: Storage },
  admin: UserRow,
  upload: ReceivedUpload,
  withDefaults: boolean,
): Promise<BulkUploadResult> {
  const file = upload.files.file;
  if (!file) throw new HttpError(422, SELECT_FILE);
  const f = upload.fields;
  try {
    return await importQuestionFile(deps.db, {
      fileName: file.fileName,
      source: deps.storage.createReadStream(file.key),
      authorId: admin.id,
      skipExisting: true,
      defaults: withDefaults
        ? {
            board_area: f.board_area || undefined,
            subject: f.subject || undefined,
            subject_index: f.subject_index ? Number(f.subject_index) : undefined,
          }
        : undefined,
    });
  } finally {
    await deps.storage.delete(file.key);
  }
}
