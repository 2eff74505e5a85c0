import type { Role } from '@core/rules/permissions';
import type { User } from '@core/schemas/auth';

/** decisions.md: an administrator with no level is a full administrator. */
export function roleOf(user: Pick<User, 'is_admin' | 'admin_level'> | null): Role | null {
  if (!user) return null;
  if (!user.is_admin) return 'learner';
  return user.admin_level === 'sub_admin' ? 'sub_admin' : 'admin';
}

export function isFullAdmin(user: Pick<User, 'is_admin' | 'admin_level'> | null): boolean {
  return roleOf(user) === 'admin';
}

export function isStaff(user: Pick<User, 'is_admin' | 'admin_level'> | null): boolean {
  const role = roleOf(user);
  return role === 'admin' || role === 'sub_admin';
}
