import { PLANS, type PlanId } from '@core/catalog';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { notifyUser } from '../notifications/notifications.service';
import * as q from './access.queries';

export const REVOKE_NOTE = 'Admin revoked payment verification';

export interface VerificationUpdate {
  payment_verified: boolean;
  notes?: string;
  subscription?: PlanId;
  billing_cycle?: 'monthly' | 'yearly';
  gcash_reference?: string;
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
  body: VerificationUpdate,
) {
  const user = await q.findUser(db, userId);
  if (!user) throw notFound('User not found');
  if (user.role !== 'learner')
    throw badRequest('Administrators and sub-admins do not need payment verification');

  if (!body.payment_verified) {
    const updated = await q.updateUserVerification(db, user.id, { paymentVerified: false });
    await notifyUser(db, user.id, {
      type: 'admin_message',
      title: 'Payment verification revoked',
      message: REVOKE_NOTE,
    });
    return present(updated!, 'Payment verification revoked', REVOKE_NOTE);
  }

  const plan: PlanId = body.subscription ?? (isPlan(user.subscription) ? user.subscription : 'basic');
  const expires = paidPlanEnd(user, body.billing_cycle ?? 'monthly');
  const ref = body.gcash_reference ? ` (GCash reference ${body.gcash_reference})` : '';
  const notes = body.notes || `Payment accepted${ref}`;
  const updated = await db.transaction(async (tx) => {
    const row = await q.updateUserVerification(tx, user.id, {
      paymentVerified: true,
      isVerified: true,
      subscription: plan,
      subscriptionExpiresAt: expires,
    });
    await q.settlePendingRequests(tx, user.id, 'approved', admin.id, notes);
    return row!;
  });
  const planName = PLANS.find((p) => p.id === plan)?.name ?? plan;
  await notifyUser(db, user.id, {
    type: 'account_verified',
    title: 'Payment verified',
    message: `Your payment has been verified. Your ${planName} plan is active until ${expires.toISOString().slice(0, 10)}.`,
  });
  return present(updated, 'Payment verified: the learner may now take practice tests', notes);
}

function present(u: UserRow, message: string, notes: string) {
  return {
    message,
    user_id: u.id,
    payment_verified: u.paymentVerified,
    is_verified: u.isVerified,
    subscription: u.subscription,
    subscription_expires: u.subscriptionExpiresAt ? new Date(u.subscriptionExpiresAt).toISOString() : null,
    notes,
  };
}
