import type { User } from '@core/schemas/auth';
import { paymentPath, takePendingPlan } from '@web/lib/pending-plan';
import { userCan, userIsStaff } from '@web/lib/permissions';

const NOT_A_DESTINATION = ['/login', '/forgot-password', '/reset-password'];

function usableOrigin(from: string | undefined): string | null {
  if (!from?.startsWith('/') || from.startsWith('//')) return null;
  const path = from.split(/[?#]/)[0];
  return NOT_A_DESTINATION.includes(path) ? null : from;
}

/**
 * decisions.md: after login, back where the user came from, else a plan chosen before
 * signing in, else a sub-admin's console (/sub-admin, issue 13), else /newsfeed when verified
 * or staff, else /dashboard.
 */
export function destinationAfterLogin(user: User, from?: string): string {
  const origin = usableOrigin(from);
  const pending = takePendingPlan();
  if (origin) return origin;
  if (pending) return paymentPath(pending);
  // Staff who view learners' dashboards but not the admin panel: their work is /sub-admin.
  if (userCan(user, 'dashboards.view') && !userCan(user, 'stats.view')) return '/sub-admin';
  return user.is_verified || userIsStaff(user) ? '/newsfeed' : '/dashboard';
}

/** Learner spec §2: after sign-up to /pricing (or straight on to a plan picked before). */
export function destinationAfterSignUp(): string {
  const pending = takePendingPlan();
  return pending ? paymentPath(pending) : '/pricing';
}
