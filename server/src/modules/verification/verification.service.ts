import { toIso } from '@core/rules/time';
import type {
  processRequestBodySchema,
  VerificationRequest,
  VerificationStats,
} from '@core/schemas/verification';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../plugins/mailer';
import { recordAudit } from '../audit/audit.service';
import { notifyUser } from '../notifications/notifications.service';
import {
  countVerifiedLearners,
  lockUser,
  type UserRow,
  updateAccount,
  usersByIds,
} from '../users/users.service';
import * as q from './verification.queries';
import { requestDecisionMail } from './verification-mail';

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

export interface VerificationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** GET /verification/pending-requests (the dropdown and the user-verification tab). */
export async function pendingRequests(db: Db): Promise<{ requests: VerificationRequest[] }> {
  const rows = await q.listPending(db, 500);
  const users = new Map(
    (await usersByIds(db, [...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, u]),
  );
  return {
    requests: rows.map((r) => ({
      _id: r.id,
      id: r.id,
      user_id: r.userId,
      user_name: users.get(r.userId)?.name ?? '',
      user_email: users.get(r.userId)?.email ?? '',
      created_at: toIso(r.createdAt)!,
      request_reason: r.requestReason,
    })),
  };
}

export async function verificationStats(db: Db): Promise<VerificationStats> {
  const [counts, verified] = await Promise.all([q.countByStatus(db), countVerifiedLearners(db)]);
  return {
    verification_requests: {
      pending: counts.pending ?? 0,
      approved: counts.approved ?? 0,
      rejected: counts.rejected ?? 0,
    },
    users: { verified },
  };
}

/**
 * POST /verification/process-request/{id}: approving verifies the account (`is_verified`);
 * rejecting keeps it unverified with the reason. One decision wins; a second one is a 409.
 * The email is queued after the commit, so a mail failure never loses the decision.
 */
export async function processRequest(
  deps: VerificationDeps,
  admin: UserRow,
  id: string,
  body: z.infer<typeof processRequestBodySchema>,
) {
  const request = isUuid(id) ? await q.findRequest(deps.db, id) : null;
  if (!request) throw notFound('Verification request not found');
  const approve = body.action === 'approve';
  const notes = body.admin_notes || null;
  const user = await deps.db.transaction(async (tx) => {
    const row = await q.processRequest(tx, request.id, {
      status: approve ? 'approved' : 'rejected',
      adminId: admin.id,
      notes,
    });
    if (!row) return null;
    let target = (await lockUser(tx, row.userId))!;
    if (approve) target = await updateAccount(tx, target.id, { isVerified: true });
    await recordAudit(tx, {
      actorId: admin.id,
      action: approve ? 'verification.approve' : 'verification.reject',
      target: { type: 'user', id: target.id },
      reason: notes,
      details: { request_id: row.id },
    });
    await notifyUser(tx, target.id, {
      type: approve ? 'account_verified' : 'admin_message',
      title: approve ? 'Account verified' : 'Verification request declined',
      message: approve
        ? 'An administrator has verified your account.'
        : `Your verification request was declined: ${notes}`,
    });
    return target;
  });
  if (!user) throw conflict('This request has already been processed by another administrator');
  let emailSent = false;
  try {
    emailSent = (
      await deps.mailer.send(
        requestDecisionMail(user, { approved: approve, reason: notes, publicUrl: deps.publicUrl }),
      )
    ).queued;
  } catch {
    emailSent = false;
  }
  return {
    message: approve ? 'User verified' : 'User rejected',
    request_id: request.id,
    status: approve ? ('approved' as const) : ('rejected' as const),
    user_email: user.email,
    email_sent: emailSent,
  };
}
