/**
 * Another user's dashboard, for administrators and sub-admins: the very figures of the learner's
 * own dashboard (dashboard.service), behind the resource check of `dashboards.view`: a sub-admin
 * never sees a full administrator's.
 */
import { can } from '@core/rules/permissions';
import { toIso } from '@core/rules/time';
import type { UserDashboardStats } from '@core/schemas/dashboard';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-errors';
import * as practice from '../practice/practice.service';
import { type UserRow, userOr404 } from '../users/users.service';
import { dashboardStats, recentActivity } from './dashboard.service';

export const DASHBOARD_DENIED = "Access denied: You don't have permission to view this user's dashboard";

async function viewable(db: Db, actor: UserRow, userId: string): Promise<UserRow> {
  const user = await userOr404(db, userId);
  if (!can(actor, 'dashboards.view', { kind: 'user', role: user.role })) throw forbidden(DASHBOARD_DENIED);
  return user;
}

export async function userDashboardStats(
  db: Db,
  actor: UserRow,
  userId: string,
): Promise<UserDashboardStats> {
  const user = await viewable(db, actor, userId);
  return {
    user_info: {
      id: user.id,
      name: user.name,
      email: user.email,
      review_center: user.reviewCenter,
      team_number: user.teamNumber,
      section_number: user.sectionNumber,
      subscription: user.subscription,
      payment_verified: user.paymentVerified,
      is_verified: user.isVerified,
      last_login: toIso(user.lastLogin),
      created_at: toIso(user.createdAt),
    },
    stats: await dashboardStats(db, user.id),
  };
}

export async function userTestResults(db: Db, actor: UserRow, userId: string, limit: number) {
  const user = await viewable(db, actor, userId);
  const results = await practice.latestResults(db, user.id, limit);
  return { test_results: results.map(({ completedAt: _at, ...r }) => r) };
}

export async function userRecentActivity(db: Db, actor: UserRow, userId: string, limit: number) {
  const user = await viewable(db, actor, userId);
  return { activities: await recentActivity(db, user.id, limit) };
}
