import { decideAccess } from '@core/rules/access';
import { accessRoleOf } from '@web/lib/permissions';
import { useSession } from '@web/lib/session';
import type { ReactNode } from 'react';
import { RequireAuth } from './RequireAuth';
import { SubscriptionWall } from './SubscriptionWall';

/** Signed in plus an active trial or paid plan; admins always pass (core/rules/access). */
export function RequireSubscription({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <RequireAuth>{children}</RequireAuth>;
  const role = accessRoleOf(user);
  const { allowed } = decideAccess({ ...user, role }, 'courses');
  return <RequireAuth>{allowed ? children : <SubscriptionWall user={user} />}</RequireAuth>;
}
