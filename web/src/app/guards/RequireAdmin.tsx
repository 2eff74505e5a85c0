import { roleOf } from '@web/lib/roles';
import { useSession } from '@web/lib/session';
import type { ReactNode } from 'react';
import { AccessDenied } from './AccessDenied';
import { RequireAuth } from './RequireAuth';

/** Full administrators only (an administrator with no level counts as full: decisions.md). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <RequireAuth>
      {roleOf(user) === 'admin' ? (
        children
      ) : (
        <AccessDenied
          message="You don't have administrator privileges to access this area."
          requirement="Admin Access Required"
        />
      )}
    </RequireAuth>
  );
}

/**
 * Administrators and sub-admins. Visitors go to /login (RequireAuth); a signed-in learner
 * sees Access Denied rather than being sent to a login screen they are already past.
 */
export function RequireSubAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const role = roleOf(user);
  return (
    <RequireAuth>
      {role === 'admin' || role === 'sub_admin' ? (
        children
      ) : (
        <AccessDenied
          message="You don't have staff privileges to view user dashboards."
          requirement="Sub-Admin or Admin Access Required"
        />
      )}
    </RequireAuth>
  );
}
