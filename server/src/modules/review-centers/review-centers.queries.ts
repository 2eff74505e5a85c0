import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviewCenters } from '../../db/schema/review-centers';

export type ReviewCenterRow = typeof reviewCenters.$inferSelect;
export type NewReviewCenter = typeof reviewCenters.$inferInsert;

export function listActiveReviewCenters(db: Executor) {
  return db
    .select()
    .from(reviewCenters)
    .where(eq(reviewCenters.isActive, true))
    .orderBy(asc(reviewCenters.name))
    .limit(500);
}

export function listReviewCenters(db: Executor) {
  return db.select().from(reviewCenters).orderBy(asc(reviewCenters.name)).limit(2000);
}

export async function findReviewCenter(db: Executor, id: string): Promise<ReviewCenterRow | null> {
  const [row] = await db.select().from(reviewCenters).where(eq(reviewCenters.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Names are unique regardless of case and surrounding spaces. */
export async function findByName(db: Executor, name: string): Promise<ReviewCenterRow | null> {
  const [row] = await db
    .select()
    .from(reviewCenters)
    .where(sql`lower(trim(${reviewCenters.name})) = ${name.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function insertReviewCenter(db: Executor, values: NewReviewCenter): Promise<ReviewCenterRow> {
  const [row] = await db.insert(reviewCenters).values(values).returning();
  return row!;
}

export async function updateReviewCenter(db: Executor, id: string, values: Partial<NewReviewCenter>) {
  const [row] = await db
    .update(reviewCenters)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(reviewCenters.id, id))
    .returning();
  return row ?? null;
}

export async function deleteReviewCenter(db: Executor, id: string): Promise<ReviewCenterRow | null> {
  const [row] = await db.delete(reviewCenters).where(eq(reviewCenters.id, id)).returning();
  return row ?? null;
}
