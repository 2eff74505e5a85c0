import { once } from 'node:events';
import { parseTestId, testIdOf } from '@core/catalog';
import type {
  AdminQuestion,
  BulkUploadResult,
  QuestionInput,
  QuestionStats,
} from '@core/schemas/question-bank';
import type { Db, Executor } from '../../db/client';
import { conflict, HttpError, notFound, ValidationError } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/audit.service';
import { getCatalog, subjectName } from '../catalog/catalog.service';
import { type ReceivedUpload, type Storage, storeImport, type UploadField } from '../media/media.service';
import type { UserRow } from '../users/users.service';
import { poolSizes } from './pool-sizes';
import { presentAdminQuestion } from './question-bank.presenter';
import * as q from './question-bank.queries';
import { resolveSubjectIndex, stemKey, toQuestionRow } from './question-bank.rules';
import { importQuestionFile } from './question-import';

/** The question bank: questions as administrators write them, and the pools tests draw from. */

export { poolSizes, watchPoolSizes } from './pool-sizes';
export type { QuestionRow } from './question-bank.queries';
export { areaPool, drawQuestions, findQuestions, questionTopics } from './question-bank.queries';
export { questionTemplate } from './question-templates';
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

async function subjectIndexOrThrow(
  db: Db,
  input: Pick<QuestionInput, 'board_area' | 'subject' | 'subject_index'>,
  fallback?: number,
): Promise<number> {
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

/** Questions per difficulty per subject the content manager aims at (admin spec §9). */
const TARGET_PER_DIFFICULTY = 10;

/** Tells which questions attempts drew (practice's answer, wired in app.ts). */
export type InAttempts = (db: Executor, ids: string[]) => Promise<Set<string>>;

/**
 * Removes the live questions matching `filter`, in one transaction with its audit entry:
 * those some attempt drew are only marked deleted (reviews keep pointing at them).
 */
async function removeMatching(
  db: Db,
  inAttempts: InAttempts,
  admin: UserRow,
  filter: q.QuestionFilter & { id?: string },
  audit: { action: string; details: Record<string, unknown> },
): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await q.matchingQuestions(tx, filter);
    const ids = found.map((f) => f.id);
    const removed = await q.removeQuestions(tx, ids, await inAttempts(tx, ids));
    if (removed > 0) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: audit.action,
        target: {
          type: 'question',
          id:
            filter.id ??
            testIdOf(filter.board_area ?? '', filter.subject_index ?? 0, filter.difficulty_level ?? ''),
        },
        details: {
          ...audit.details,
          deleted_count: removed,
          ...(filter.id ? { question: found[0]?.question } : {}),
        },
      });
    }
    return removed;
  });
}

export async function removeQuestion(db: Db, inAttempts: InAttempts, admin: UserRow, id: string) {
  const removed = isUuid(id)
    ? await removeMatching(db, inAttempts, admin, { id }, { action: 'question.delete', details: {} })
    : 0;
  if (removed === 0) throw notFound('Question not found');
}

/** The three bulk deletes of the content manager; the count of questions removed. */
export async function bulkRemove(
  db: Db,
  inAttempts: InAttempts,
  admin: UserRow,
  filter: { board_area: string; subject?: string; subject_index?: number; difficulty_level?: string },
): Promise<{ message: string; deleted_count: number }> {
  let subjectIndex = filter.subject_index;
  if (subjectIndex !== undefined) {
    subjectIndex = await subjectIndexOrThrow(db, {
      board_area: filter.board_area,
      subject: filter.subject || undefined,
      subject_index: subjectIndex,
    });
  }
  const deleted = await removeMatching(
    db,
    inAttempts,
    admin,
    { board_area: filter.board_area, subject_index: subjectIndex, difficulty_level: filter.difficulty_level },
    { action: 'question.bulk_delete', details: { ...filter } },
  );
  return { message: `Deleted ${deleted} question${deleted === 1 ? '' : 's'}`, deleted_count: deleted };
}

/** Live questions per test, for the content manager's tree and its 540 target. */
export async function questionStats(db: Db): Promise<QuestionStats> {
  const counts = [...(await poolSizes(db))].flatMap(([testId, count]) => {
    const t = parseTestId(testId);
    return t
      ? [{ board_area: t.boardArea, subject_index: t.subjectIndex, difficulty_level: t.difficulty, count }]
      : [];
  });
  return {
    counts,
    total: counts.reduce((n, c) => n + c.count, 0),
    target_per_difficulty: TARGET_PER_DIFFICULTY,
    target_total: 540,
  };
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
  const source = deps.storage.createReadStream(file.key);
  try {
    return await importQuestionFile(deps.db, {
      fileName: file.fileName,
      source,
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
    // The reader may have stopped before reading (a refused name): the file is removed once its
    // stream has let go of it. A stream destroyed while its open is pending would otherwise
    // open the removed file and raise ENOENT with nobody listening (an uncaught exception).
    source.destroy();
    if (!source.closed) await once(source, 'close').catch(() => {});
    await deps.storage.delete(file.key);
  }
}
