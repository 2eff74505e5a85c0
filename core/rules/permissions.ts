/**
 * Who may do what: the one table of roles → actions (design.md §1 "permissions"). The server
 * guards routes with `requirePermission(action)` and checks resources in services with
 * `can(user, action, resource)`; the web app asks the same function to decide what to show.
 * Subscription and board-area rules for content stay in `core/rules/access.ts`, which asks
 * this table only whether a role is exempt from them.
 *
 * A new role (e.g. `content_manager`) is one entry in ROLES and one line in GRANTS.
 */

export const ROLES = ['learner', 'sub_admin', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  // what every signed-in account does with its own data
  'profile.edit',
  'notifications.read',
  'newsfeed.comment',
  'payments.pay',
  // content for learners (subscription rules in access.ts apply on top)
  'courses.view',
  'practice.take',
  // exemptions from the content rules of access.ts
  'content.unrestricted', // no subscription, trial or payment needed
  'access.exempt', // per-user board-area restrictions and test locks do not apply
  // staff
  'dashboards.view',
  'stats.view',
  'users.manage',
  'payments.verify',
  'verification.process',
  'review-centers.manage',
  'access.manage',
  'content.manage',
  'newsfeed.post',
  'notifications.send',
  'data.export',
  'data.restore',
  'settings.manage',
  'audit.view',
] as const;
export type Action = (typeof ACTIONS)[number];

const SELF: Action[] = ['profile.edit', 'notifications.read', 'newsfeed.comment', 'payments.pay'];

const GRANTS: Record<Role, readonly Action[]> = {
  learner: [...SELF, 'courses.view', 'practice.take'],
  sub_admin: [...SELF, 'courses.view', 'practice.take', 'access.exempt', 'dashboards.view'],
  admin: ACTIONS,
};

/** Anything with a role: a user row, an API user (via roleOf) or a test fixture. */
export interface Actor {
  role: Role;
}

/** The resource an action is about, for the checks that depend on it. */
export type Resource = { kind: 'user'; role: Role } | { kind: 'owned'; ownerId: string; actorId: string };

export function can(actor: Actor | null | undefined, action: Action, resource?: Resource): boolean {
  if (!actor) return false;
  if (!GRANTS[actor.role]?.includes(action)) return false;
  if (!resource) return true;
  switch (resource.kind) {
    // A sub-admin views learners' (and sub-admins') dashboards, never a full administrator's.
    case 'user':
      return action !== 'dashboards.view' || actorRank(actor) >= actorRank(resource);
    // Own data (a notification, a payment): only its owner.
    case 'owned':
      return resource.ownerId === resource.actorId;
  }
}

function actorRank(a: { role: Role }): number {
  return can({ role: a.role }, 'users.manage') ? 2 : can({ role: a.role }, 'dashboards.view') ? 1 : 0;
}

/** Roles that see the staff menus (any action beyond a learner's). */
export function isStaff(actor: Actor | null | undefined): boolean {
  return !!actor && GRANTS[actor.role].some((a) => !GRANTS.learner.includes(a));
}

/** The API user shape (`is_admin` + `admin_level`) as a role; no level = full administrator (decisions.md). */
export function roleOf(user: { is_admin: boolean; admin_level?: string | null } | null): Role | null {
  if (!user) return null;
  if (!user.is_admin) return 'learner';
  return user.admin_level === 'sub_admin' ? 'sub_admin' : 'admin';
}

/** The API user shape of a role (the inverse of roleOf): staff carry their role as `admin_level`. */
export function adminLevelOf(actor: Actor): Exclude<Role, 'learner'> | null {
  return actor.role === 'learner' ? null : actor.role;
}
