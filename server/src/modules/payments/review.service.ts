import { PLANS } from '@core/catalog';
import { can } from '@core/rules/permissions';
import { toIso } from '@core/rules/time';
import type { VerifyPaymentResponse, verifyPaymentBodySchema } from '@core/schemas/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import type { Mail, Mailer } from '../../plugins/mailer';
import { recordAudit } from '../audit/audit.service';
import type { MediaResolver, MediaSigner } from '../media/media.service';
import { notifyUser } from '../notifications/notifications.service';
import {
  lockUser,
  type SessionUser,
  type UserRow,
  updateAccount,
  userOr404,
  usersByIds,
} from '../users/users.service';
import { settlePendingRequests } from '../verification/verification.service';
import { approvalMail, rejectionMail } from './payment-mail';
import { paymentReference, presentAdminPayment, presentPaymentInfo } from './payments.presenter';
import * as q from './payments.queries';
import { paidPlanEnd } from './plan-period';

/** The administrator's side: pending payments, the decision on one, a user's payment information. */

export interface ReviewDeps {
  db: Db;
  mailer: Mailer;
  signer: MediaSigner;
  publicUrl: string;
}

export const NO_REFERENCE = 'NO REFERENCE PROVIDED - CANNOT ACCEPT';

export async function pendingPayments(deps: ReviewDeps, admin: SessionUser) {
  const [rows, pendingCount] = await Promise.all([q.listOpenPayments(deps.db, 500), q.countPending(deps.db)]);
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const users = await usersByIds(deps.db, [...new Set(userIds)]);
  const byId = new Map(users.map((u) => [u.id, u]));
  // Screenshot URLs are signed for this administrator's session only.
  const url = (id: string) => deps.signer.url('screenshots', id, admin.sessionId);
  return {
    // A payment with no user (the learner was deleted) is presented as 'Deleted user'.
    pending_payments: rows.map((r) => presentAdminPayment(r, r.userId ? byId.get(r.userId) : undefined, url)),
    pending_count: pendingCount,
  };
}

/** Mail is queued after the decision commits: a mail failure never undoes a decision. */
export async function sendDecisionMail(mailer: Mailer, mail: Mail): Promise<boolean> {
  try {
    return (await mailer.send(mail)).queued;
  } catch {
    return false;
  }
}

const decided = (status: string) =>
  conflict(
    status === 'cancelled'
      ? 'This payment was replaced by a newer one'
      : `This payment has already been ${status} by another administrator`,
  );

/**
 * PUT /payments/admin/verify-payment/{id}. Approval grants the plan for a month or a year from
 * now (extending an unexpired paid plan) and sets both verification flags; a rejection keeps
 * the payment with its reason. Of two concurrent decisions exactly one commits; the other 409s.
 */
export async function verifyPayment(
  deps: ReviewDeps,
  admin: UserRow,
  id: string,
  body: z.infer<typeof verifyPaymentBodySchema>,
): Promise<VerifyPaymentResponse> {
  const payment = isUuid(id) ? await q.findPayment(deps.db, id) : null;
  if (!payment) throw notFound('Payment not found');
  const approve = body.status === 'approved';
  if (!payment.userId) {
    if (approve) throw conflict("The learner's account no longer exists");
    return closeOrphanPayment(deps.db, admin, payment.id, body.notes || null);
  }
  if (approve && payment.status === 'awaiting_reference') throw conflict(NO_REFERENCE);
  const reference = paymentReference(payment.id);
  const notes = body.notes || (approve ? `Payment ${reference} approved` : null);

  const outcome = await deps.db.transaction(async (tx) => {
    const row = await q.decidePayment(
      tx,
      payment.id,
      { status: body.status, adminNotes: notes, decidedBy: admin.id },
      approve ? ['pending'] : ['pending', 'awaiting_reference'],
    );
    if (!row) return null;
    const user = (await lockUser(tx, payment.userId!))!;
    const audit = { actorId: admin.id, target: { type: 'payment', id: row.id }, reason: notes };
    if (!approve) {
      await recordAudit(tx, { ...audit, action: 'payment.reject', details: { user_id: user.id } });
      await notifyUser(tx, user.id, {
        type: 'admin_message',
        title: 'Payment not verified',
        message: `Your payment ${reference} could not be verified: ${notes}`,
        metadata: { payment_id: row.id },
      });
      return { row, user };
    }
    const cycle = row.billingCycle === 'yearly' ? 'yearly' : 'monthly';
    const expires = paidPlanEnd(user, cycle);
    const updated = await updateAccount(tx, user.id, {
      paymentVerified: true,
      isVerified: true,
      subscription: row.plan,
      subscriptionExpiresAt: expires,
    });
    await settlePendingRequests(tx, user.id, { status: 'approved', adminId: admin.id, notes: notes! });
    await recordAudit(tx, {
      ...audit,
      action: 'payment.approve',
      details: { user_id: user.id, plan: row.plan, billing_cycle: cycle, expires: expires.toISOString() },
    });
    const planName = PLANS.find((p) => p.id === row.plan)?.name ?? row.plan;
    await notifyUser(tx, user.id, {
      type: 'account_verified',
      title: 'Payment verified',
      message: `Your payment has been verified. Your ${planName} plan is active until ${expires.toISOString().slice(0, 10)}.`,
      metadata: { payment_id: row.id },
    });
    return { row, user: updated, planName, expires };
  });
  if (!outcome) throw decided((await q.findPayment(deps.db, payment.id))?.status ?? 'decided');

  const { user } = outcome;
  const mail =
    approve && outcome.expires
      ? approvalMail(user, {
          planName: outcome.planName,
          cycle: outcome.row.billingCycle,
          reference,
          expires: outcome.expires,
          publicUrl: deps.publicUrl,
        })
      : rejectionMail(user, { reference, reason: notes!, publicUrl: deps.publicUrl });
  const emailSent = await sendDecisionMail(deps.mailer, mail);
  return {
    message: approve ? 'Payment approved' : 'Payment rejected',
    payment_id: payment.id,
    status: body.status,
    email_sent: emailSent,
    email_recipient: user.email,
    user_verified: user.isVerified,
    subscription: user.subscription,
    subscription_expires: toIso(user.subscriptionExpiresAt),
  };
}

/**
 * A payment whose learner was deleted (kept: decisions.md "Payments") has nobody to grant a plan
 * to; rejecting it (e.g. after a refund) closes it, with its reason and an audit entry.
 */
async function closeOrphanPayment(
  db: Db,
  admin: UserRow,
  id: string,
  notes: string | null,
): Promise<VerifyPaymentResponse> {
  const row = await db.transaction(async (tx) => {
    const decidedRow = await q.decidePayment(
      tx,
      id,
      { status: 'rejected', adminNotes: notes, decidedBy: admin.id },
      ['pending', 'awaiting_reference'],
    );
    if (decidedRow)
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'payment.reject',
        target: { type: 'payment', id },
        reason: notes,
        details: { user_id: null },
      });
    return decidedRow;
  });
  if (!row) throw decided((await q.findPayment(db, id))?.status ?? 'decided');
  return {
    message: 'Payment rejected',
    payment_id: id,
    status: 'rejected',
    email_sent: false,
    email_recipient: null,
    user_verified: false,
    subscription: null,
    subscription_expires: null,
  };
}

/** GET /admin/users/{id}/payment-info: what pre-fills the users tab's Accept Payment. */
export async function paymentInfo(db: Db, userId: string) {
  if (!isUuid(userId)) throw notFound('User not found');
  await userOr404(db, userId);
  return presentPaymentInfo(await q.latestWithReference(db, userId));
}

/** Who may open a payment screenshot (a signed URL): administrators who verify payments. */
export function screenshotMedia(db: Db): MediaResolver {
  return async (user, id) => {
    if (!can(user, 'payments.verify')) throw forbidden();
    const payment = await q.findPayment(db, id);
    const key = payment?.screenshotKey ?? null;
    const mime = key?.endsWith('.png') ? 'image/png' : key?.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
    return { key, mime };
  };
}
