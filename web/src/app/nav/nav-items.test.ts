import { describe, expect, it } from 'vitest';
import { staffLinks } from './nav-items';

type Staff = Parameters<typeof staffLinks>[0];
const as = (is_admin: boolean, admin_level: 'admin' | 'sub_admin' | null) =>
  ({ is_admin, admin_level }) as Staff;
const labels = (user: Staff) => staffLinks(user).map((l) => `${l.label} ${l.to}`);

describe('staff menu entries (admin spec §2.2)', () => {
  it('gives administrators, with a level or without one, the Admin Panel and the Content Manager', () => {
    const expected = ['Admin Panel /admin', 'Content Manager /content-manager'];
    expect(labels(as(true, 'admin'))).toEqual(expected);
    expect(labels(as(true, null))).toEqual(expected);
  });

  it('gives sub-admins User Dashboards only, and learners or visitors nothing', () => {
    expect(labels(as(true, 'sub_admin'))).toEqual(['User Dashboards /sub-admin']);
    expect(labels(as(false, null))).toEqual([]);
    expect(labels(null)).toEqual([]);
  });
});
