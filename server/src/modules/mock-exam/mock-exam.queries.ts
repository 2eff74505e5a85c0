import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mockExamSittings, mockExams } from '../../db/schema/mock-exam';

export type MockRow = typeof mockExams.$inferSelect;
export type SittingRow = typeof mockExamSittings.$inferSelect;
export type MockWithSittings = MockRow & { sittings: SittingRow[] };

export interface NewSitting {
  position: number;
  boardAreaId: string;
  items: number;
  minutes: number;
}

/** Creates the mock and its sittings, unless the learner has one running: then null. */
export function insertMock(db: Executor, userId: string, form: MockRow['form'], sittings: NewSitting[]) {
  return db.transaction(async (tx) => {
    const [mock] = await tx
      .insert(mockExams)
      .values({ userId, form })
      .onConflictDoNothing({ target: mockExams.userId, where: sql`status = 'in_progress'` })
      .returning({ id: mockExams.id });
    if (!mock) return null;
    await tx.insert(mockExamSittings).values(sittings.map((s) => ({ ...s, mockExamId: mock.id })));
    return mock.id;
  });
}

function sittingsOf(db: Executor, mockIds: string[]) {
  return db
    .select()
    .from(mockExamSittings)
    .where(sql`${mockExamSittings.mockExamId} = any(${`{${mockIds.join(',')}}`}::uuid[])`)
    .orderBy(asc(mockExamSittings.position));
}

/** The learner's mock with its sittings (another learner's reads as absent). */
export async function findMock(db: Executor, id: string, userId: string): Promise<MockWithSittings | null> {
  const [mock] = await db
    .select()
    .from(mockExams)
    .where(and(eq(mockExams.id, id), eq(mockExams.userId, userId)));
  if (!mock) return null;
  return { ...mock, sittings: await sittingsOf(db, [mock.id]) };
}

/** The learner's mocks, newest first, with their sittings. */
export async function listMocks(db: Executor, userId: string, limit: number): Promise<MockWithSittings[]> {
  const mocks = await db
    .select()
    .from(mockExams)
    .where(eq(mockExams.userId, userId))
    .orderBy(desc(mockExams.createdAt))
    .limit(limit);
  if (mocks.length === 0) return [];
  const sittings = await sittingsOf(
    db,
    mocks.map((m) => m.id),
  );
  return mocks.map((m) => ({ ...m, sittings: sittings.filter((s) => s.mockExamId === m.id) }));
}

/** Links the started attempt to the sitting, once (a racing start finds it already set). */
export async function linkAttempt(
  db: Executor,
  mockExamId: string,
  position: number,
  set: { attemptId: string; repeatedItems: number; offMixItems: number; missingItems: number },
) {
  await db
    .update(mockExamSittings)
    .set(set)
    .where(
      and(
        eq(mockExamSittings.mockExamId, mockExamId),
        eq(mockExamSittings.position, position),
        isNull(mockExamSittings.attemptId),
      ),
    );
}

/** Deletes the learner's unfinished mock (its sittings go with it); false when there is none. */
export async function deleteUnfinished(db: Executor, id: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(mockExams)
    .where(and(eq(mockExams.id, id), eq(mockExams.userId, userId), eq(mockExams.status, 'in_progress')))
    .returning({ id: mockExams.id });
  return gone.length > 0;
}

export async function markCompleted(db: Executor, id: string, at: Date) {
  await db
    .update(mockExams)
    .set({ status: 'completed', completedAt: at })
    .where(and(eq(mockExams.id, id), eq(mockExams.status, 'in_progress')));
}
