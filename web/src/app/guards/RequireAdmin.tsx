import type { Action } from '@core/rules/permissions';
import { userCan, userIsStaff } from '@web/lib/permissions';
import { useSession } from '@web/lib/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ADMIN_AREA, CONTENT_AREA, DASHBOARDS_AREA } from '../staff-areas';
import { AccessDenied } from './AccessDenied';
import { RequireAuth } from './RequireAuth';

interface RequirePermissionProps {
  action: Action;
  /** The Access Denied texts for a signed-in user who may not do `action`. */
  message: string;
  requirement: string;
  children: ReactNode;
}

/**
 * A staff page: visitors go to /login (RequireAuth); a signed-in user without the page's
 * permission sees Access Denied rather than a login screen they are already past.
 */
export function RequirePermission({ action, message, requirement, children }: RequirePermissionProps) {
  const { user } = useSession();
  return (
    <RequireAuth>
      {userCan(user, action) ? children : <AccessDenied message={message} requirement={requirement} />}
    </RequireAuth>
  );
}

const ADMIN_DENIED = {
  message: "You don't have administrator privileges to access this area.",
  requirement: 'Admin Access Required',
};

/** The admin panel: full administrators (an administrator with no level counts as full: decisions.md). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequirePermission action={ADMIN_AREA.action} {...ADMIN_DENIED}>
      {children}
    </RequirePermission>
  );
}

/** The content manager: whoever manages content (today full administrators). */
export function RequireContentManager({ children }: { children: ReactNode }) {
  return (
    <RequirePermission action={CONTENT_AREA.action} {...ADMIN_DENIED}>
      {children}
    </RequirePermission>
  );
}

/**
 * The learners' dashboards (admin spec §2.1): administrators and sub-admins enter; a visitor
 * or a learner (not an administrator) is sent to /login, and a staff account of any other
 * level to /dashboard (no such level exists today: every staff role may view dashboards).
 */
export function RequireSubAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  let inside: ReactNode = children;
  if (!userIsStaff(user)) inside = <Navigate to="/login" replace />;
  else if (!userCan(user, DASHBOARDS_AREA.action)) inside = <Navigate to="/dashboard" replace />;
  return <RequireAuth>{inside}</RequireAuth>;
}
