import { LIMITS } from '@core/catalog';
import { can, isStaff, type Role } from '@core/rules/permissions';
import type { UpdateMeBody } from '@core/schemas/auth';
import type { AdminUsersQuery, AdminUsersResponse } from '@core/schemas/users';
import type { Db, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { badRequest, notFound, unprocessable } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.service';
import { presentAdminUser } from './users.presenter';
import * as q from './users.queries';

/** Accounts: the one place a user row is created, read and changed. */

export type { UserRow } from '../../db/schema/users';

/**
 * A user as signed in through one session (request.user): what a handler passes on, so the
 * media URLs built for a response are bound to that session (media.service mediaUrlsFor).
 */
export type SessionUser = UserRow & { sessionId: string };
export { presentUser } from './users.presenter';

export interface NewUser {
  email: string;
  name: string;
  password: string;
  role?: Role;
  phone?: string | null;
  review_center?: string | null;
  city?: string | null;
  province?: string | null;
  team_number?: string | null;
  section_number?: string | null;
  subscription?: string;
  subscriptionExpiresAt?: Date | null;
  isVerified?: boolean;
  paymentVerified?: boolean;
}

export function trialEnd(from = new Date()): Date {
  return new Date(from.getTime() + LIMITS.trialDays * 86_400_000);
}

/** Creates a user (registration, CLI, first admin, demo seed, tests); staff start verified. */
export async function insertUser(db: Executor, u: NewUser): Promise<UserRow> {
  const role = u.role ?? 'learner';
  accountsChanged();
  return q.insertUser(db, {
    email: u.email.trim().toLowerCase(),
    name: u.name.trim(),
    passwordHash: await hashPassword(u.password),
    role,
    phone: u.phone ?? null,
    reviewCenter: u.review_center ?? null,
    city: u.city ?? null,
    province: u.province ?? null,
    teamNumber: u.team_number ?? null,
    sectionNumber: u.section_number ?? null,
    subscription: u.subscription ?? 'trial',
    subscriptionExpiresAt: u.subscriptionExpiresAt === undefined ? trialEnd() : u.subscriptionExpiresAt,
    isVerified: u.isVerified ?? isStaff({ role }),
    paymentVerified: u.paymentVerified ?? false,
  });
}

export const findUserById = q.findUserById;

/** The user an administrator acts on, or 404. */
export async function userOr404(db: Executor, id: string): Promise<UserRow> {
  const user = isUuid(id) ? await q.findUserById(db, id) : null;
  if (!user) throw notFound('User not found');
  return user;
}
export const findUserByEmail = q.findUserByEmail;
export const adminIds = q.adminIds;
export const listRecipients = q.listRecipients;

/** PUT /auth/me: the fields the learner may edit; absent fields stay as they are. */
export async function updateProfile(db: Executor, id: string, b: UpdateMeBody): Promise<UserRow> {
  accountsChanged();
  const updated = await q.updateUser(db, id, {
    ...(b.name !== undefined && { name: b.name }),
    ...(b.phone !== undefined && { phone: b.phone }),
    ...(b.review_center !== undefined && { reviewCenter: b.review_center }),
    ...(b.city !== undefined && { city: b.city }),
    ...(b.province !== undefined && { province: b.province }),
    ...(b.team_number !== undefined && { teamNumber: b.team_number }),
    ...(b.section_number !== undefined && { sectionNumber: b.section_number }),
  });
  return updated!;
}

export async function setPasswordHash(db: Executor, id: string, passwordHash: string): Promise<void> {
  await q.updateUser(db, id, { passwordHash });
}

export async function recordLogin(db: Executor, id: string): Promise<UserRow | null> {
  return q.updateUser(db, id, { lastLogin: new Date() });
}

/** What payment verification changes on an account. */
export type AccountFlags = Partial<
  Pick<UserRow, 'paymentVerified' | 'isVerified' | 'subscription' | 'subscriptionExpiresAt'>
>;

export async function updateAccount(db: Executor, id: string, flags: AccountFlags): Promise<UserRow> {
  const updated = await q.updateUser(db, id, flags);
  return updated!;
}

/**
 * The filter dropdowns' options and the count of every account are the same for every call of
 * the users tab: kept per database for a few seconds (writes through this service drop them at
 * once; a change made elsewhere, e.g. a restore, shows within OVERVIEW_TTL_MS).
 */
const OVERVIEW_TTL_MS = 5000;
let overviewGeneration = 0;
const overviews = new WeakMap<object, { at: number; generation: number; value: q.UserOverview }>();

async function userOverview(db: Executor): Promise<q.UserOverview> {
  const hit = overviews.get(db);
  if (hit && hit.generation === overviewGeneration && Date.now() - hit.at < OVERVIEW_TTL_MS) return hit.value;
  const generation = overviewGeneration;
  const value = await q.userOverview(db);
  overviews.set(db, { at: Date.now(), generation, value });
  return value;
}

function accountsChanged(): void {
  overviewGeneration += 1;
}

/** GET /admin/users: the filtered page, the counters and the filter dropdowns' options. */
export async function listUsers(db: Executor, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const { page, limit, sort_by, sort_dir, include_details: _details, ...filters } = query;
  const [rows, filtered, overview] = await Promise.all([
    q.listUsersPage(db, filters, { page, limit, sortBy: sort_by, sortDir: sort_dir }),
    q.userCounters(db, filters),
    userOverview(db),
  ]);
  return {
    users: rows.map(presentAdminUser),
    total: filtered.total,
    page,
    limit,
    total_all: overview.totalAll,
    counters: filtered.counters,
    filter_options: overview.options,
  };
}

export const learnerIds = q.learnerIds;
export const learnerIdsInCenter = q.learnerIdsInCenter;
export const learnersPage = q.learnersPage;

/** GET /sub-admin/users: learners and sub-admins, never full administrators, by name. */
export async function listViewableUsers(
  db: Executor,
  query: { page: number; limit: number; search?: string },
) {
  const { rows, total } = await q.listUsersFiltered(
    db,
    { search: query.search, payment_status: 'all', email_status: 'all', excludeAdmins: true },
    { page: query.page, limit: query.limit, sortBy: 'name', sortDir: 'asc' },
  );
  return { users: rows.map(presentAdminUser), total, page: query.page, limit: query.limit };
}

/**
 * The user row goes: sessions, attempts, progress, notifications, requests and newsfeed comments
 * go with it by cascade; payments keep their record with no user (shown as 'Deleted user'), and
 * the audit entry (no foreign key) records who deleted whom and why. Never oneself, never the
 * last admin.
 */
export async function deleteUser(db: Db, actor: UserRow, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const [user] = isUuid(id) ? await q.findUsersByIds(tx, [id]) : [];
    if (!user) throw notFound('User not found');
    if (user.id === actor.id) throw badRequest('You cannot delete your own account');
    if (can(user, 'users.manage') && (await q.countAdmins(tx)) <= 1)
      throw badRequest('The last administrator cannot be deleted');
    await q.deleteUsers(tx, [user.id]);
    await recordAudit(tx, deletionEntry(actor, user, reason));
  });
  accountsChanged();
  return { message: 'User account deleted successfully' };
}

function deletionEntry(actor: UserRow, user: UserRow, reason: string | null) {
  return {
    actorId: actor.id,
    action: 'user.delete',
    target: { type: 'user', id: user.id },
    reason,
    // What the console needs to say who it was, without keeping the person's contact details.
    details: { role: user.role, subscription: user.subscription, payment_verified: user.paymentVerified },
  };
}

/** All or nothing: an unknown id or any staff account refuses the whole list. */
export async function bulkDeleteUsers(db: Db, actor: UserRow, ids: string[], reason?: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw unprocessable('Please select users to delete');
  const deleted = await db.transaction(async (tx) => {
    const found = await q.findUsersByIds(tx, unique);
    if (found.length !== unique.length) throw notFound('Some of the selected users no longer exist');
    if (found.some((u) => isStaff(u)))
      throw badRequest('Administrators and sub-admins cannot be bulk deleted. Nothing was deleted.');
    const n = await q.deleteUsers(tx, unique);
    for (const u of found) await recordAudit(tx, deletionEntry(actor, u, reason || 'Bulk delete'));
    return n;
  });
  accountsChanged();
  return { message: `Successfully deleted ${deleted} users`, deleted_count: deleted };
}

export async function countUsersInCenter(db: Executor, name: string) {
  return q.countUsersInCenter(db, name);
}
export const countsByReviewCenter = q.countsByReviewCenter;
export async function renameReviewCenter(db: Executor, from: string, to: string): Promise<void> {
  accountsChanged();
  await q.renameReviewCenter(db, from, to);
}
export const accountTotals = q.accountTotals;

/** Users by id, for lists that name them (payments, verification requests). */
export const usersByIds = q.usersByIds;
export const lockUser = q.lockUser;
export const countVerifiedLearners = q.countVerifiedLearners;
