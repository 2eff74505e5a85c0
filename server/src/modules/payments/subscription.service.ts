import { type AccessSubject, daysRemaining, decideAccess, subscriptionState } from '@core/rules/access';
import type { SubscriptionStatus } from '@core/schemas/payments';
import type { UserRow } from '../../db/schema';

function subjectOf(u: UserRow): AccessSubject {
  return {
    role: u.role,
    subscription: u.subscription,
    subscription_expires_at: u.subscriptionExpiresAt,
    is_verified: u.isVerified,
    payment_verified: u.paymentVerified,
  };
}

/** Subscription status of learner spec §3: a lapsed trial or plan reads `expired`. */
export function subscriptionStatus(user: UserRow, now = new Date()): SubscriptionStatus {
  const subject = subjectOf(user);
  const state = subscriptionState(subject, now);
  const isAdmin = user.role === 'admin';
  return {
    subscription: state,
    plan: user.subscription,
    expires_at: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt).toISOString() : null,
    is_active: decideAccess(subject, 'courses', now).allowed,
    is_expired: !isAdmin && state === 'expired',
    days_remaining: daysRemaining(user.subscriptionExpiresAt, now),
  };
}
