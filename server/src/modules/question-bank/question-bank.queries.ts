import { parseTestId, testIdOf } from '@core/catalog';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { questions } from '../../db/schema/question-bank';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

export interface QuestionFilter {
  board_area?: string;
  subject_index?: number;
  difficulty_level?: string;
}

/** Live questions matching the filter (soft-deleted ones never match). */
function where(f: QuestionFilter): SQL | undefined {
  return and(
    isNull(questions.deletedAt),
    f.board_area ? eq(questions.boardAreaId, f.board_area) : undefined,
    f.subject_index ? eq(questions.subjectIndex, f.subject_index) : undefined,
    f.difficulty_level ? eq(questions.difficulty, f.difficulty_level) : undefined,
  );
}

/** A page of questions, newest first. */
export async function listQuestions(db: Executor, f: QuestionFilter, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where(f))
      .orderBy(desc(questions.createdAt), asc(questions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(questions).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuestion(db: Executor, id: string): Promise<QuestionRow | null> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.deletedAt)));
  return row ?? null;
}

export function findQuestions(db: Executor, ids: string[]): Promise<QuestionRow[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select().from(questions).where(inArray(questions.id, ids));
}

export function insertQuestions(db: Executor, rows: NewQuestionRow[]) {
  return db.insert(questions).values(rows).returning();
}

/**
 * Many rows in one statement of one array per column (unnest), nothing read back: a
 * multi-row VALUES of 10,000 rows × 15 columns took seconds to build and send.
 */
export async function insertQuestionRows(db: Executor, rows: NewQuestionRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = (pick: (r: NewQuestionRow) => string | number | null | undefined) =>
    sql.param(rows.map((r) => pick(r) ?? null));
  await db.execute(sql`insert into ${questions} (board_area_id, subject_index, difficulty, question,
      option_a, option_b, option_c, option_d, correct_answer, explanation, ai_explanation, topic,
      citation, points, author_id)
    select * from unnest(${col((r) => r.boardAreaId)}::text[], ${col((r) => r.subjectIndex)}::int[],
      ${col((r) => r.difficulty)}::text[], ${col((r) => r.question)}::text[], ${col((r) => r.optionA)}::text[],
      ${col((r) => r.optionB)}::text[], ${col((r) => r.optionC)}::text[], ${col((r) => r.optionD)}::text[],
      ${col((r) => r.correctAnswer)}::text[], ${col((r) => r.explanation)}::text[],
      ${col((r) => r.aiExplanation)}::text[], ${col((r) => r.topic)}::text[], ${col((r) => r.citation)}::text[],
      ${col((r) => r.points ?? 1)}::int[], ${col((r) => r.authorId)}::uuid[])`);
}

export async function updateQuestion(db: Executor, id: string, set: Partial<NewQuestionRow>) {
  const [row] = await db
    .update(questions)
    .set(set)
    .where(eq(questions.id, id))
    .returning({ id: questions.id });
  return row ?? null;
}

/** Ids and texts of the live questions matching a filter (what a delete would remove). */
export function matchingQuestions(db: Executor, f: QuestionFilter & { id?: string }) {
  return db
    .select({ id: questions.id, question: questions.question, boardAreaId: questions.boardAreaId })
    .from(questions)
    .where(and(where(f), f.id ? eq(questions.id, f.id) : undefined));
}

/** Removes these questions: the ids in `keep` are only marked deleted, the others deleted. */
export async function removeQuestions(db: Executor, ids: string[], keep: Set<string>): Promise<number> {
  if (ids.length === 0) return 0;
  const kept = [...keep].filter((id) => ids.includes(id));
  if (kept.length > 0)
    await db.update(questions).set({ deletedAt: new Date() }).where(inArray(questions.id, kept));
  const gone = ids.filter((id) => !keep.has(id));
  if (gone.length > 0) await db.delete(questions).where(inArray(questions.id, gone));
  return ids.length;
}

/** Question texts already in the pools of these board areas (for duplicate detection). */
export function stemsInAreas(db: Executor, areas: string[]) {
  if (areas.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      boardAreaId: questions.boardAreaId,
      subjectIndex: questions.subjectIndex,
      difficulty: questions.difficulty,
      question: questions.question,
    })
    .from(questions)
    .where(and(isNull(questions.deletedAt), inArray(questions.boardAreaId, areas)));
}

/** How many questions each test's pool holds (test id → count); `testId` narrows to one pool. */
export async function poolSizes(db: Executor, testId?: string): Promise<Map<string, number>> {
  const only = testId ? parseTestId(testId) : null;
  if (testId && !only) return new Map();
  const rows = await db
    .select({
      boardAreaId: questions.boardAreaId,
      subjectIndex: questions.subjectIndex,
      difficulty: questions.difficulty,
      n: sql<number>`count(*)::int`,
    })
    .from(questions)
    .where(
      where(
        only
          ? {
              board_area: only.boardArea,
              subject_index: only.subjectIndex,
              difficulty_level: only.difficulty,
            }
          : {},
      ),
    )
    .groupBy(questions.boardAreaId, questions.subjectIndex, questions.difficulty);
  return new Map(rows.map((r) => [testIdOf(r.boardAreaId, r.subjectIndex, r.difficulty), r.n]));
}

const randomDraw = oncePerDb((db) =>
  db
    .select()
    .from(questions)
    .where(
      and(
        isNull(questions.deletedAt),
        eq(questions.boardAreaId, sql.placeholder('boardArea')),
        eq(questions.subjectIndex, sql.placeholder('subjectIndex')),
        eq(questions.difficulty, sql.placeholder('difficulty')),
      ),
    )
    .orderBy(sql`random()`)
    .limit(sql.placeholder('n'))
    .prepare('draw_questions'),
);

/** `n` live questions of a pool in random order (every start of a test: built once). */
export function drawQuestions(
  db: Db,
  pool: { boardArea: string; subjectIndex: number; difficulty: string },
  n: number,
): Promise<QuestionRow[]> {
  return randomDraw(db).execute({ ...pool, n });
}

/** Id, subject and difficulty of every live question of a board area (a mock sitting draws from these). */
export function areaPool(db: Executor, boardArea: string) {
  return db
    .select({ id: questions.id, subjectIndex: questions.subjectIndex, difficulty: questions.difficulty })
    .from(questions)
    .where(where({ board_area: boardArea }));
}

/** Topic, area and subject of these questions (soft-deleted ones too: answers to them still count). */
export function questionTopics(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      topic: questions.topic,
      boardArea: questions.boardAreaId,
      subjectIndex: questions.subjectIndex,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
}
