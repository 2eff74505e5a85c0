import { and, eq, sql } from 'drizzle-orm';
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
