import type { Action } from '@core/rules/permissions';

/**
 * The staff pages and the permission each is for (admin spec §2.1, §2.2): the menu shows an
 * entry and the route guard lets a user in by the same action of core/rules/permissions.ts.
 */
export interface StaffArea {
  to: string;
  label: string;
  action: Action;
}

export const ADMIN_AREA: StaffArea = { to: '/admin', label: 'Admin Panel', action: 'stats.view' };
export const CONTENT_AREA: StaffArea = {
  to: '/content-manager',
  label: 'Content Manager',
  action: 'content.manage',
};
export const DASHBOARDS_AREA: StaffArea = {
  to: '/sub-admin',
  label: 'User Dashboards',
  action: 'dashboards.view',
};

export const STAFF_AREAS: StaffArea[] = [ADMIN_AREA, CONTENT_AREA, DASHBOARDS_AREA];
