import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions, subjects } from '../../db/schema';

/** A database handle or an open transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

export interface QuestionFilter {
  board_area?: string;
  subject_index?: number;
  difficulty_level?: string;
}

function where(f: QuestionFilter): SQL | undefined {
  return and(
    f.board_area ? eq(questions.boardAreaId, f.board_area) : undefined,
    f.subject_index ? eq(questions.subjectIndex, f.subject_index) : undefined,
    f.difficulty_level ? eq(questions.difficulty, f.difficulty_level) : undefined,
  );
}

/** A page of questions with their subject names, newest first. */
export async function listQuestions(db: Db, f: QuestionFilter, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ q: questions, subject: subjects.name })
      .from(questions)
      .leftJoin(
        subjects,
        and(
          eq(subjects.boardAreaId, questions.boardAreaId),
          eq(subjects.subjectIndex, questions.subjectIndex),
        ),
      )
      .where(where(f))
      .orderBy(desc(questions.createdAt), asc(questions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(questions).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuestion(db: Db, id: string) {
  const [row] = await db
    .select({ q: questions, subject: subjects.name })
    .from(questions)
    .leftJoin(
      subjects,
      and(eq(subjects.boardAreaId, questions.boardAreaId), eq(subjects.subjectIndex, questions.subjectIndex)),
    )
    .where(eq(questions.id, id));
  return row ?? null;
}

export function insertQuestions(db: Executor, rows: NewQuestionRow[]) {
  return db.insert(questions).values(rows).returning();
}

export async function updateQuestion(db: Db, id: string, set: Partial<NewQuestionRow>) {
  const [row] = await db
    .update(questions)
    .set(set)
    .where(eq(questions.id, id))
    .returning({ id: questions.id });
  return row ?? null;
}

export async function deleteQuestion(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
  return rows.length > 0;
}

/** Question texts already in the pools of these board areas (for duplicate detection). */
export function stemsInAreas(db: Db, areas: string[]) {
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
    .where(inArray(questions.boardAreaId, areas));
}
