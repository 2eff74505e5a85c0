import type { UserRow } from '../users/users.service';

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
