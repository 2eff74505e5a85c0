import { PLANS, type PlanId } from '@core/catalog';
import { daysRemaining, subscriptionState } from '@core/rules/access';
import { can, isStaff } from '@core/rules/permissions';
import { toIso } from '@core/rules/time';
import type { SubscriptionStatus, userVerificationBodySchema } from '@core/schemas/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { accessSubjectOf, userMay } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { notifyUser } from '../notifications/notifications.service';
import { type UserRow, updateAccount, userOr404 } from '../users/users.service';
import { settlePendingRequests } from '../verification/verification.service';
import { presentVerification } from './payments.presenter';

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

/** One month (or year) from now, or from the end of a paid plan that has not expired yet. */
export function paidPlanEnd(
  user: Pick<UserRow, 'subscription' | 'subscriptionExpiresAt'>,
  cycle: 'monthly' | 'yearly',
  now = new Date(),
) {
  const current = user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null;
  const extend = user.subscription !== 'trial' && current && current > now;
  const end = new Date(extend ? current : now);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

const isPlan = (s: string): s is PlanId => PLANS.some((p) => p.id === s);

/**
 * PUT /admin/users/{id}/verification (decisions.md "Two flags"): accepting sets
 * payment_verified and is_verified and grants the plan; revoking clears payment_verified.
 */
export async function updatePaymentVerification(
  db: Db,
  admin: UserRow,
  userId: string,
  body: z.infer<typeof userVerificationBodySchema>,
) {
  const user = await userOr404(db, userId);
  if (isStaff(user)) throw badRequest('Administrators and sub-admins do not need payment verification');
  const audit = (action: string, reason: string) =>
    ({ actorId: admin.id, action, target: { type: 'user', id: user.id }, reason }) as const;
  if (!body.payment_verified) {
    const updated = await db.transaction(async (tx) => {
      const row = await updateAccount(tx, user.id, { paymentVerified: false });
      await recordAudit(tx, audit('payment.revoke', REVOKE_NOTE));
      return row;
    });
    await notifyUser(db, user.id, {
      type: 'admin_message',
      title: 'Payment verification revoked',
      message: REVOKE_NOTE,
    });
    return presentVerification(updated, 'Payment verification revoked', REVOKE_NOTE);
  }
  const plan: PlanId = body.subscription ?? (isPlan(user.subscription) ? user.subscription : 'basic');
  const expires = paidPlanEnd(user, body.billing_cycle ?? 'monthly');
  const ref = body.gcash_reference ? ` (GCash reference ${body.gcash_reference})` : '';
  const notes = body.notes || `Payment accepted${ref}`;
  const updated = await db.transaction(async (tx) => {
    const row = await updateAccount(tx, user.id, {
      paymentVerified: true,
      isVerified: true,
      subscription: plan,
      subscriptionExpiresAt: expires,
    });
    await settlePendingRequests(tx, user.id, { status: 'approved', adminId: admin.id, notes });
    await recordAudit(tx, audit('payment.verify', notes));
    return row;
  });
  const planName = PLANS.find((p) => p.id === plan)?.name ?? plan;
  await notifyUser(db, user.id, {
    type: 'account_verified',
    title: 'Payment verified',
    message: `Your payment has been verified. Your ${planName} plan is active until ${expires.toISOString().slice(0, 10)}.`,
  });
  return presentVerification(updated, 'Payment verified: the learner may now take practice tests', notes);
}
