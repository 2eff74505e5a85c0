import type { User } from '@core/schemas/auth';
import { roleOf } from '@web/lib/roles';

export interface NavItem {
  to: string;
  label: string;
}

/** Home always; the study pages only when signed in (learner spec §2). */
export function mainLinks(signedIn: boolean): NavItem[] {
  const home = { to: '/', label: 'Home' };
  if (!signedIn) return [home];
  return [
    home,
    { to: '/newsfeed', label: 'Newsfeed' },
    { to: '/courses', label: 'Courses' },
    { to: '/practice', label: 'Practice Tests' },
    { to: '/dashboard', label: 'Dashboard' },
  ];
}

/** Staff entries by level (admin spec §2.2); a level-less administrator is a full one. */
export function staffLinks(user: User | null): NavItem[] {
  const role = roleOf(user);
  if (role === 'admin') {
    return [
      { to: '/admin', label: 'Admin Panel' },
      { to: '/content-manager', label: 'Content Manager' },
    ];
  }
  if (role === 'sub_admin') return [{ to: '/sub-admin', label: 'User Dashboards' }];
  return [];
}
