import { type Action, type Actor, can, isStaff, type Resource, roleOf } from '@core/rules/permissions';
import type { User } from '@core/schemas/auth';

/**
 * The signed-in user in the terms of core/rules/permissions.ts, which decides who may do
 * what: the web app asks it (`userCan`) instead of comparing roles itself.
 */
type ApiUser = Pick<User, 'is_admin' | 'admin_level'> | null;

/** The user as a permissions actor; null when signed out. */
export function actorOf(user: ApiUser): Actor | null {
  const role = roleOf(user);
  return role ? { role } : null;
}

export function userCan(user: ApiUser, action: Action, resource?: Resource): boolean {
  return can(actorOf(user), action, resource);
}

/** Staff (administrators, sub-admins) skip the learners' verification wait and see staff menus. */
export function userIsStaff(user: ApiUser): boolean {
  return isStaff(actorOf(user));
}

/** The role for the content access rules of core/rules/access.ts (a signed-out visitor counts as a learner). */
export function accessRoleOf(user: ApiUser) {
  return roleOf(user) ?? 'learner';
}
