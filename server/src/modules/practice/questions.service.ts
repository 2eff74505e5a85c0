import { testIdOf } from '@core/catalog';
import type { AnswerLetter } from '@core/rules/scoring';
import type { Catalog } from '@core/schemas/catalog';
import type { AdminQuestion, QuestionInput } from '@core/schemas/question-bank';
import type { Db } from '../../db/client';
import { conflict, notFound, ValidationError } from '../../lib/http-errors';
import { getCatalog, subjectIndexOf, subjectName } from '../catalog/catalog.service';
import * as q from './questions.queries';

/** Two question texts are the same question when they differ only in case and spacing. */
export function stemKey(boardArea: string, subjectIndex: number, difficulty: string, text: string): string {
  return `${boardArea}|${subjectIndex}|${difficulty}|${text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** subject_index, or the index of the subject named `subject` in the board area. */
export function resolveSubjectIndex(
  catalog: Catalog,
  input: Pick<QuestionInput, 'board_area' | 'subject' | 'subject_index'>,
): { index: number } | { error: string } {
  if (input.subject_index) {
    const name = subjectName(catalog, input.board_area, input.subject_index);
    return name ? { index: input.subject_index } : { error: `Unknown subject_index ${input.subject_index}` };
  }
  if (input.subject) {
    const index = subjectIndexOf(catalog, input.board_area, input.subject);
    return index
      ? { index }
      : { error: `Unknown subject '${input.subject}' in board area '${input.board_area}'` };
  }
  return { error: 'subject or subject_index is required' };
}

export function toQuestionRow(
  input: QuestionInput,
  subjectIndex: number,
  authorId: string | null,
): q.NewQuestionRow {
  const [a, b, c, d] = input.options;
  return {
    boardAreaId: input.board_area,
    subjectIndex,
    difficulty: input.difficulty_level,
    question: input.question,
    optionA: a!,
    optionB: b!,
    optionC: c!,
    optionD: d!,
    correctAnswer: input.correct_answer,
    explanation: input.explanation,
    aiExplanation: input.ai_explanation,
    points: input.points,
    authorId,
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentAdminQuestion(row: q.QuestionRow, subject: string | null): AdminQuestion {
  const all = { A: row.optionA, B: row.optionB, C: row.optionC, D: row.optionD };
  return {
    id: row.id,
    _id: row.id,
    board_area: row.boardAreaId,
    subject,
    subject_index: row.subjectIndex,
    difficulty_level: row.difficulty,
    test_id: testIdOf(row.boardAreaId, row.subjectIndex, row.difficulty),
    question: row.question,
    options: [all.A, all.B, all.C, all.D],
    all_options: all,
    correct_answer: row.correctAnswer as AnswerLetter,
    explanation: row.explanation,
    ai_explanation: row.aiExplanation,
    points: row.points,
    author_id: row.authorId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export async function listAdminQuestions(db: Db, filter: q.QuestionFilter, page: number, limit: number) {
  const { rows, total } = await q.listQuestions(db, filter, page, limit);
  return { questions: rows.map((r) => presentAdminQuestion(r.q, r.subject)), total, page, limit };
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

async function readOne(db: Db, id: string): Promise<AdminQuestion> {
  const found = await q.findQuestion(db, id);
  if (!found) throw notFound('Question not found');
  return presentAdminQuestion(found.q, found.subject);
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
    await subjectIndexOrThrow(db, input, current.q.subjectIndex),
    current.q.authorId,
  );
  await assertNotDuplicate(db, row, id);
  const { authorId: _author, ...set } = row;
  await q.updateQuestion(db, id, { ...set, updatedAt: new Date() });
  return readOne(db, id);
}

export async function removeQuestion(db: Db, id: string): Promise<void> {
  if (!(await q.deleteQuestion(db, id))) throw notFound('Question not found');
}
