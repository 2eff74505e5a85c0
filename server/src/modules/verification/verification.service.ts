import type { Executor } from '../../db/client';
import * as q from './verification.queries';

/** Verification requests: opened on registration, settled by an administrator's decision. */

export function openVerificationRequest(db: Executor, userId: string, reason: string): Promise<void> {
  return q.insertRequest(db, userId, reason);
}

/** The user's pending requests take the administrator's decision (e.g. a payment approved). */
export function settlePendingRequests(
  db: Executor,
  userId: string,
  decision: { status: 'approved' | 'rejected'; adminId: string; notes: string },
): Promise<void> {
  return q.settlePending(db, userId, decision);
}
