import { PLANS, type PlanId } from '@core/catalog';
import { daysRemaining, subscriptionState } from '@core/rules/access';
import { can, isStaff } from '@core/rules/permissions';
import { toIso } from '@core/rules/time';
import type { SubscriptionStatus, userVerificationBodySchema } from '@core/schemas/payments';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-errors';
import { accessSubjectOf, userMay } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { notifyUser } from '../notifications/notifications.service';
import { lockUser, type UserRow, updateAccount, userOr404 } from '../users/users.service';
import { settlePendingRequests } from '../verification/verification.service';
import { approvalMail } from './payment-mail';
import { paymentReference, presentVerification } from './payments.presenter';
import * as q from './payments.queries';
import { paidPlanEnd } from './plan-period';
import { type ReviewDeps, sendDecisionMail } from './review.service';

export { paidPlanEnd } from './plan-period';
export { screenshotMedia } from './review.service';

/** Plans paid, subscriptions and payment verification. */

export const REVOKE_NOTE = 'Admin revoked payment verification';

/** Subscription status of learner spec §3: a lapsed trial or plan reads `expired`. */
export function subscriptionStatus(user: UserRow, now = new Date()): SubscriptionStatus {
  const state = subscriptionState(accessSubjectOf(user), now);
  return {
    subscription: state,
    plan: user.subscription,
    expires_at: toIso(user.subscriptionExpiresAt),
    is_active: userMay(user, 'courses', now).allowed,
    is_expired: !can(user, 'content.unrestricted') && state === 'expired',
    days_remaining: daysRemaining(user.subscriptionExpiresAt, now),
  };
}

const isPlan = (s: string): s is PlanId => PLANS.some((p) => p.id === s);

/**
 * PUT /admin/users/{id}/verification (decisions.md "Two flags"): accepting sets
 * payment_verified and is_verified and grants the plan; revoking clears payment_verified.
 */
export async function updatePaymentVerification(
  deps: ReviewDeps,
  admin: UserRow,
  userId: string,
  body: z.infer<typeof userVerificationBodySchema>,
) {
  const { db } = deps;
  const user = await userOr404(db, userId);
  if (isStaff(user)) throw badRequest('Administrators and sub-admins do not need payment verification');
  const audit = (action: string, reason: string) =>
    ({ actorId: admin.id, action, target: { type: 'user', id: user.id }, reason }) as const;
  if (!body.payment_verified) {
    const updated = await db.transaction(async (tx) => {
      const row = await updateAccount(tx, user.id, { paymentVerified: false });
      await recordAudit(tx, audit('payment.revoke', REVOKE_NOTE));
      await notifyUser(tx, user.id, {
        type: 'admin_message',
        title: 'Payment verification revoked',
        message: REVOKE_NOTE,
      });
      return row;
    });
    return presentVerification(updated, 'Payment verification revoked', REVOKE_NOTE);
  }
  const ref = body.gcash_reference ? ` (GCash reference ${body.gcash_reference})` : '';
  const notes = body.notes || `Payment accepted${ref}`;
  const done = await db.transaction(async (tx) => {
    const locked = (await lockUser(tx, user.id))!;
    // The learner's confirmed payment, if any, is the one being accepted: it is approved with them.
    const pending = (await q.lockOpenPayments(tx, user.id)).find((p) => p.status === 'pending');
    const plan: PlanId =
      body.subscription ??
      (pending && isPlan(pending.plan)
        ? pending.plan
        : isPlan(locked.subscription)
          ? locked.subscription
          : 'basic');
    const cycle = body.billing_cycle ?? (pending?.billingCycle === 'yearly' ? 'yearly' : 'monthly');
    const expires = paidPlanEnd(locked, cycle);
    const row = await updateAccount(tx, user.id, {
      paymentVerified: true,
      isVerified: true,
      subscription: plan,
      subscriptionExpiresAt: expires,
    });
    if (pending)
      await q.decidePayment(tx, pending.id, { status: 'approved', adminNotes: notes, decidedBy: admin.id }, [
        'pending',
      ]);
    await settlePendingRequests(tx, user.id, { status: 'approved', adminId: admin.id, notes });
    await recordAudit(tx, audit('payment.verify', notes));
    const planName = PLANS.find((p) => p.id === plan)?.name ?? plan;
    await notifyUser(tx, user.id, {
      type: 'account_verified',
      title: 'Payment verified',
      message: `Your payment has been verified. Your ${planName} plan is active until ${expires.toISOString().slice(0, 10)}.`,
    });
    return {
      row,
      planName,
      cycle,
      expires,
      reference: pending ? paymentReference(pending.id) : body.gcash_reference,
    };
  });
  await sendDecisionMail(
    deps.mailer,
    approvalMail(done.row, {
      planName: done.planName,
      cycle: done.cycle,
      reference: done.reference ?? 'GCash',
      expires: done.expires,
      publicUrl: deps.publicUrl,
    }),
  );
  return presentVerification(done.row, 'Payment verified: the learner may now take practice tests', notes);
}

/** Revenue of approved payments decided in [from, to), in pesos (admin stats). */
export const approvedRevenueBetween = q.approvedRevenueBetween;
