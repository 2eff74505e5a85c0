import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIONS, can, isStaff, ROLES, roleOf } from './permissions';

const learner = { role: 'learner' as const };
const subAdmin = { role: 'sub_admin' as const };
const admin = { role: 'admin' as const };

describe('permissions', () => {
  it('gives a full administrator every action and nobody anything when signed out', () => {
    for (const action of ACTIONS) {
      expect(can(admin, action)).toBe(true);
      expect(can(null, action)).toBe(false);
    }
  });

  it('lets a sub-admin view dashboards and nothing else of the staff side', () => {
    const staffOnly = ACTIONS.filter((a) => !can(learner, a));
    expect(staffOnly.filter((a) => can(subAdmin, a))).toEqual(['access.exempt', 'dashboards.view']);
  });

  it("keeps a sub-admin out of a full administrator's dashboard", () => {
    expect(can(subAdmin, 'dashboards.view', { kind: 'user', role: 'learner' })).toBe(true);
    expect(can(subAdmin, 'dashboards.view', { kind: 'user', role: 'sub_admin' })).toBe(true);
    expect(can(subAdmin, 'dashboards.view', { kind: 'user', role: 'admin' })).toBe(false);
    expect(can(admin, 'dashboards.view', { kind: 'user', role: 'admin' })).toBe(true);
    expect(can(learner, 'dashboards.view', { kind: 'user', role: 'learner' })).toBe(false);
  });

  it('lets only the owner act on owned data, administrators included', () => {
    expect(can(learner, 'notifications.read', { kind: 'owned', ownerId: 'a', actorId: 'a' })).toBe(true);
    expect(can(admin, 'notifications.read', { kind: 'owned', ownerId: 'a', actorId: 'b' })).toBe(false);
  });

  it('reads the API user shape: no level means a full administrator (decisions.md)', () => {
    expect(roleOf({ is_admin: true, admin_level: null })).toBe('admin');
    expect(roleOf({ is_admin: true, admin_level: 'sub_admin' })).toBe('sub_admin');
    expect(roleOf({ is_admin: false })).toBe('learner');
    expect(roleOf(null)).toBeNull();
    expect(ROLES.filter((r) => isStaff({ role: r }))).toEqual(['sub_admin', 'admin']);
  });
});

/** The one permission layer: no other file compares roles by hand. */
describe('no inline role checks', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const sources = ['core', 'server/src', 'web/src'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  const inline = /\brole\s*[!=]==|[!=]==\s*['"](admin|sub_admin|learner)['"]|admin_level\s*[!=]==/;

  it('finds role comparisons only in core/rules/permissions.ts', () => {
    const offenders = sources.filter(
      (f) =>
        f !== path.join('core', 'rules', 'permissions.ts') &&
        inline.test(fs.readFileSync(path.join(root, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
