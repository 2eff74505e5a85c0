import type { User } from '@core/schemas/auth';
import { userCan } from '@web/lib/permissions';
import { ADMIN_AREA, DASHBOARDS_AREA, STAFF_AREAS } from '../staff-areas';

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

/** Staff entries (admin spec §2.2): each shown to whoever may do what its page is for. */
export function staffLinks(user: User | null): NavItem[] {
  const areas = STAFF_AREAS.filter((area) => userCan(user, area.action));
  // The admin panel holds the learners' dashboards as a tab: its users get no separate entry.
  const shown = areas.includes(ADMIN_AREA) ? areas.filter((area) => area !== DASHBOARDS_AREA) : areas;
  return shown.map(({ to, label }) => ({ to, label }));
}
