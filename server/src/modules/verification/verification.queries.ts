import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationRequests } from '../../db/schema/verification';

export async function insertRequest(db: Executor, userId: string, reason: string): Promise<void> {
  await db.insert(verificationRequests).values({ userId, requestReason: reason });
}

export async function settlePending(
  db: Executor,
  userId: string,
  set: { status: 'approved' | 'rejected'; adminId: string; notes: string },
): Promise<void> {
  await db
    .update(verificationRequests)
    .set({ status: set.status, adminNotes: set.notes, processedBy: set.adminId, processedAt: sql`now()` })
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'pending')));
}

export type RequestRow = typeof verificationRequests.$inferSelect;

/** Pending requests, oldest first (the order they were made). */
export function listPending(db: Executor, limit: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.status, 'pending'))
    .orderBy(asc(verificationRequests.createdAt))
    .limit(limit);
}

export async function countByStatus(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: verificationRequests.status, n: count() })
    .from(verificationRequests)
    .groupBy(verificationRequests.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function findRequest(db: Executor, id: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(verificationRequests).where(eq(verificationRequests.id, id)).limit(1);
  return row ?? null;
}

/** Settles one request still pending; null when another administrator settled it first. */
export async function processRequest(
  db: Executor,
  id: string,
  set: { status: 'approved' | 'rejected'; adminId: string; notes: string | null },
): Promise<RequestRow | null> {
  const [row] = await db
    .update(verificationRequests)
    .set({ status: set.status, adminNotes: set.notes, processedBy: set.adminId, processedAt: sql`now()` })
    .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, 'pending')))
    .returning();
  return row ?? null;
}
