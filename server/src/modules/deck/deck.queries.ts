import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deckExamDates, reviewCards } from '../../db/schema/deck';

export type ReviewCardRow = typeof reviewCards.$inferSelect;

/** New cards for missed questions; a question already in the deck comes due again now. */
export async function upsertMissed(
  db: Executor,
  rows: { userId: string; questionId: string; card: Record<string, unknown>; due: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(reviewCards)
    .values(rows)
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.questionId],
      set: {
        due: sql`excluded.due`,
        card: sql`jsonb_set(${reviewCards.card}, '{due}', to_jsonb(excluded.due))`,
      },
    });
}

export async function countCards(db: Executor, userId: string, dueBefore: Date) {
  const [row] = await db
    .select({
      total: count(),
      due: sql<number>`(count(*) filter (where ${reviewCards.due} <= ${dueBefore.toISOString()}))::int`,
    })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId));
  return { total: row?.total ?? 0, due: row?.due ?? 0 };
}

/** The learner's card due soonest among those due by `now`. */
export async function nextDue(db: Executor, userId: string, now: Date): Promise<ReviewCardRow | null> {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)))
    .orderBy(reviewCards.due)
    .limit(1);
  return row ?? null;
}

/** One of the learner's cards, locked for the review that reschedules it. */
export async function lockCard(tx: Executor, userId: string, id: string): Promise<ReviewCardRow | null> {
  const [row] = await tx
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function saveReview(
  tx: Executor,
  id: string,
  card: Record<string, unknown>,
  due: Date,
  at: Date,
) {
  await tx.update(reviewCards).set({ card, due, lastReviewedAt: at }).where(eq(reviewCards.id, id));
}

export async function deleteCard(tx: Executor, id: string) {
  await tx.delete(reviewCards).where(eq(reviewCards.id, id));
}

export async function examDateOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select().from(deckExamDates).where(eq(deckExamDates.userId, userId));
  return row?.examDate ?? null;
}

export async function setExamDate(db: Executor, userId: string, examDate: string | null) {
  if (examDate === null) {
    await db.delete(deckExamDates).where(eq(deckExamDates.userId, userId));
    return;
  }
  await db
    .insert(deckExamDates)
    .values({ userId, examDate })
    .onConflictDoUpdate({ target: deckExamDates.userId, set: { examDate, updatedAt: new Date() } });
}

/** Learners with cards due by `before`, and how many. */
export function dueCountsByUser(db: Executor, before: Date) {
  return db
    .select({ userId: reviewCards.userId, due: sql<number>`count(*)::int` })
    .from(reviewCards)
    .where(lte(reviewCards.due, before))
    .groupBy(reviewCards.userId);
}
