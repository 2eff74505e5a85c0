import { LIMITS } from '@core/catalog';
import { isStaff, type Role } from '@core/rules/permissions';
import type { UpdateMeBody } from '@core/schemas/auth';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { presentAdminUser } from './users.presenter';
import * as q from './users.queries';

/** Accounts: the one place a user row is created, read and changed. */

export type { UserRow } from '../../db/schema/users';
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
  const user = await q.findUserById(db, id);
  if (!user) throw notFound('User not found');
  return user;
}
export const findUserByEmail = q.findUserByEmail;
export const adminIds = q.adminIds;

/** PUT /auth/me: the fields the learner may edit; absent fields stay as they are. */
export async function updateProfile(db: Executor, id: string, b: UpdateMeBody): Promise<UserRow> {
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

/** GET /admin/users: newest first, one page. */
export async function listUsers(db: Executor, page: number, limit: number) {
  const { rows, total } = await q.listUsersNewestFirst(db, page, limit);
  return { users: rows.map(presentAdminUser), total, page, limit };
}

export const learnerIds = q.learnerIds;
export const learnersPage = q.learnersPage;
