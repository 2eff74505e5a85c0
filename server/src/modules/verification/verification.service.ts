import type { Db } from '../../db/client';
import { verificationRequests } from '../../db/schema';

export async function openVerificationRequest(db: Db, userId: string, reason: string): Promise<void> {
  await db.insert(verificationRequests).values({ userId, requestReason: reason });
}
